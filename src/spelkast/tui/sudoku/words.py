"""The sentences of the Sudoku and Sudoids screens in English, Dutch and Finnish: the panels, the
prompts, the help (``?``) and its rarer lines; :mod:`spelkast.tui.words` gathers them.
"""

from __future__ import annotations

TEXTS: dict[str, dict[str, str]] = {
    "su_your_tile": {"en": "Your tile: ", "nl": "Jouw tegel: ", "fi": "Laattasi: "},
    "su_no_tile": {
        "en": "You hold no tile (the pile is empty).",
        "nl": "Je hebt geen tegel (de stapel is op).",
        "fi": "Sinulla ei ole laattaa (pino on tyhjä).",
    },
    "su_fits": {
        "en": "fits on {count} cells",
        "nl": "past op {count} vakken",
        "fi": "sopii {count} ruutuun",
    },
    "su_columns": {
        "en": "player|total|track|tokens|tile",
        "nl": "speler|totaal|spoor|fiches|tegel",
        "fi": "pelaaja|pisteet|rata|merkit|laatta",
    },
    "su_hidden": {"en": "hidden", "nl": "verborgen", "fi": "piilossa"},
    "su_none": {"en": "none", "nl": "geen", "fi": "ei"},
    "su_table": {"en": "table rules", "nl": "tafelregels", "fi": "pöytäsäännöt"},
    "su_assisted": {"en": "assisted", "nl": "met hulp", "fi": "avustettu"},
    "su_scoring": {
        "en": "{name} scoring",
        "nl": "telling: {name}",
        "fi": "pisteytys: {name}",
    },
    "su_pile": {
        "en": "Pile: {count} tiles",
        "nl": "Stapel: {count} tegels",
        "fi": "Pino: {count} laattaa",
    },
    "su_aside": {
        "en": "set aside ({count})",
        "nl": "apart gelegd ({count})",
        "fi": "sivuun ({count})",
    },
    "su_start_tile": {"en": " starting tile", "nl": " starttegel", "fi": " aloituslaatta"},
    "su_placed_last": {"en": " placed last", "nl": " laatst gelegd", "fi": " viimeksi asetettu"},
    "su_your_fits": {"en": " your tile fits", "nl": " jouw tegel past", "fi": " laattasi sopii"},
    "su_game_over": {"en": "Game over: ", "nl": "Einde van het spel: ", "fi": "Peli päättyi: "},
    "su_last_moves": {"en": "Last moves:", "nl": "Laatste zetten:", "fi": "Viimeiset siirrot:"},
    "su_on": {"en": "on", "nl": "op", "fi": "→"},
    "su_broke_short": {"en": "broke the rule", "nl": "tegen de regel", "fi": "rikkoi säännön"},
    "su_full": {"en": "full", "nl": "volledig", "fi": "täysi"},
    "su_simple": {
        "en": "simple (row + column)",
        "nl": "eenvoudig (rij + kolom)",
        "fi": "yksinkertainen (rivi + sarake)",
    },
    "su_simple_short": {"en": "simple", "nl": "eenvoudig", "fi": "yksinkertainen"},
    "su_block": {"en": "block only", "nl": "alleen blok", "fi": "vain lohko"},
    "su_parts_full": {
        "en": " (block {block}, row {row}, column {column} outside the block)",
        "nl": " (blok {block}, rij {row}, kolom {column} buiten het blok)",
        "fi": " (lohko {block}, rivi {row}, sarake {column} lohkon ulkopuolella)",
    },
    "su_parts_simple": {
        "en": " (row {row}, column {column})",
        "nl": " (rij {row}, kolom {column})",
        "fi": " (rivi {row}, sarake {column})",
    },
    "su_parts_block": {"en": " (block {block})", "nl": " (blok {block})", "fi": " (lohko {block})"},
    "su_confirm_claim": {
        "en": "Claim that your tile fits nowhere? If it fits somewhere, you lose it. (y/n)",
        "nl": "Zeggen dat je tegel nergens past? Past hij toch ergens, dan ben je hem kwijt. (j/n)",
        "fi": "Väitätkö, ettei laattasi sovi mihinkään? Jos se sopii johonkin, menetät sen. (k/e)",
    },
    "su_or_claim": {"en": " or claim", "nl": " of claim", "fi": " tai claim"},
    "su_help": {
        "en": "Type a cell to place your tile there: a column a-{last} and a row 1-{size} "
        "(a1 is the top left), e.g. {cell}.\n"
        "Sudoku rule: the same tile may not appear twice in a row, a column or a block "
        "(thick lines).\n"
        "Table rules: any empty cell is accepted, but a tile that breaks the rule is set "
        "aside without points. If your tile fits nowhere, type claim: if you are right the "
        "game ends; if it fitted somewhere, the tile is set aside without points.\n"
        "Assisted mode: only the cells marked + are accepted; the game ends by itself when "
        "the player to move has none.\n"
        "Score: the tiles sharing your tile's block, row or column (see the scoring "
        "variant); 40 points make a round token ●.",
        "nl": "Typ een vak om je tegel daar te leggen: een kolom a-{last} en een rij 1-{size} "
        "(a1 is linksboven), bv. {cell}.\n"
        "Sudokuregel: dezelfde tegel mag niet twee keer in een rij, kolom of blok (dikke "
        "lijnen) liggen.\n"
        "Tafelregels: elk leeg vak mag, maar een tegel die de regel breekt gaat zonder "
        "punten opzij. Past je tegel nergens, typ dan claim: heb je gelijk, dan is het spel "
        "uit; paste hij toch ergens, dan gaat de tegel zonder punten opzij.\n"
        "Met hulp: alleen de vakken met + mogen; het spel eindigt vanzelf als wie aan de "
        "beurt is er geen heeft.\n"
        "Punten: de tegels in hetzelfde blok, dezelfde rij of kolom als je tegel (zie de "
        "telling); 40 punten leveren een rond fiche ● op.",
        "fi": "Kirjoita ruutu, johon asetat laattasi: sarake a-{last} ja rivi 1-{size} "
        "(a1 on vasen yläkulma), esim. {cell}.\n"
        "Sudokusääntö: sama laatta ei saa olla kahdesti samalla rivillä, sarakkeessa tai "
        "lohkossa (paksut viivat).\n"
        "Pöytäsäännöt: mikä tahansa tyhjä ruutu käy, mutta sääntöä rikkova laatta "
        "siirretään sivuun ilman pisteitä. Jos laattasi ei sovi mihinkään, kirjoita claim: "
        "jos olet oikeassa, peli päättyy; jos se sopi johonkin, laatta siirretään sivuun "
        "ilman pisteitä.\n"
        "Avustettu tila: vain +-merkityt ruudut käyvät; peli päättyy itsestään, kun "
        "vuorossa olevalla ei ole yhtään.\n"
        "Pisteet: laatat, jotka ovat samassa lohkossa, rivillä tai sarakkeessa kuin "
        "laattasi (katso pisteytys); 40 pistettä tuo pyöreän merkin ●.",
    },
    "su_holds": {
        "en": "{unit} (on {cell})",
        "nl": "{unit} (op {cell})",
        "fi": "{unit} (ruudussa {cell})",
    },
    "su_row": {"en": "row {label}", "nl": "rij {label}", "fi": "rivi {label}"},
    "su_column": {"en": "column {label}", "nl": "kolom {label}", "fi": "sarake {label}"},
    "su_block_unit": {
        "en": "the block {label}",
        "nl": "het blok {label}",
        "fi": "lohko {label}",
    },
    "su_has_one": {
        "en": " ({where} already has one)",
        "nl": " ({where} heeft er al een)",
        "fi": " ({where}: siellä on jo sama)",
    },
    "su_have_one": {
        "en": " ({where} already have one)",
        "nl": " ({where} hebben er al een)",
        "fi": " ({where}: niissä on jo sama)",
    },
    "su_set_aside": {
        "en": ": set aside, no points",
        "nl": ": opzij gelegd, geen punten",
        "fi": ": sivuun, ei pisteitä",
    },
    "su_claimed_wrong": {
        "en": "{name} said {tile} fits nowhere, but it did: set aside",
        "nl": "{name} zei dat {tile} nergens past, maar dat kon wel: opzij gelegd",
        "fi": "{name} sanoi, ettei {tile} sovi mihinkään, mutta se sopi: sivuun",
    },
    "su_claimed_right": {
        "en": "{name} rightly said {tile} fits nowhere",
        "nl": "{name} zei terecht dat {tile} nergens past",
        "fi": "{name} sanoi oikein, ettei {tile} sovi mihinkään",
    },
}
