"""The play loop's own sentences in English, Dutch and Finnish (``--lang``).

Each entry is a format string; :func:`text` fills in the named fields and falls back to
English for a language it does not know.
"""

from __future__ import annotations

from spelkast.tui.help_words import HELP_TEXTS

TEXTS: dict[str, dict[str, str]] = {
    "player": {"en": "player {number}", "nl": "speler {number}", "fi": "pelaaja {number}"},
    "you": {"en": "you", "nl": "jij", "fi": "sinä"},
    "view_of": {"en": "{name}'s view", "nl": "wat {name} ziet", "fi": "näkymä: {name}"},
    # Labyrinth
    "la_turn": {"en": "Turn {number}", "nl": "Beurt {number}", "fi": "Vuoro {number}"},
    "la_day": {"en": "Day", "nl": "Dag", "fi": "Päivä"},
    "la_night": {"en": "Night", "nl": "Nacht", "fi": "Yö"},
    "la_over": {"en": " — game over", "nl": " — einde van het spel", "fi": " — peli päättyi"},
    "la_shift": {"en": "shifts the maze", "nl": "schuift het doolhof", "fi": "siirtää labyrinttiä"},
    "la_move": {"en": "moves", "nl": "loopt", "fi": "liikkuu"},
    "la_coin": {"en": "chooses a coin", "nl": "kiest een munt", "fi": "valitsee kolikon"},
    "la_columns": {
        "en": "player|found|left|day|night",
        "nl": "speler|gevonden|over|dag|nacht",
        "fi": "pelaaja|löydetty|jäljellä|päivä|yö",
    },
    "la_target": {"en": "Target: ", "nl": "Doel: ", "fi": "Kohde: "},
    "la_home": {
        "en": "back home to {cell}",
        "nl": "terug naar huis, {cell}",
        "fi": "takaisin kotiin, {cell}",
    },
    "la_on_spare": {
        "en": "  (on the spare: push it in first)",
        "nl": "  (op de losse kaart: schuif die eerst in)",
        "fi": "  (irtolaatalla: työnnä se ensin sisään)",
    },
    "la_spare": {"en": "Spare", "nl": "Losse kaart", "fi": "Irtolaatta"},
    "la_open": {"en": " (open {sides})", "nl": " (open {sides})", "fi": " (auki {sides})"},
    "la_carries": {"en": "carries", "nl": "met", "fi": "kuva:"},
    "la_turn_it": {"en": "r / l: turn it", "nl": "r / l: draaien", "fi": "r / l: käännä"},
    "la_no_push_back": {"en": "No push-back: ", "nl": "Niet terugduwen: ", "fi": "Ei takaisin: "},
    "la_none_yet": {"en": "none yet", "nl": "nog geen", "fi": "ei vielä"},
    "la_coins": {"en": "Coins", "nl": "Munten", "fi": "Kolikot"},
    "la_ask_shift": {
        "en": "shift (arrow, r/l to turn, ? help)",
        "nl": "schuif (pijl, r/l om te draaien, ? hulp)",
        "fi": "siirrä (nuoli, r/l kääntää, ? ohje)",
    },
    "la_ask_move": {
        "en": "move (cell or stay)",
        "nl": "loop (vak of stay)",
        "fi": "liiku (ruutu tai stay)",
    },
    "la_ask_coin": {
        "en": "choose coin1, coin2 or coin3",
        "nl": "kies coin1, coin2 of coin3",
        "fi": "valitse coin1, coin2 tai coin3",
    },
    # Labyrinth, the card game
    "ca_pile": {
        "en": "pile: {count} cards",
        "nl": "stapel: {count} kaarten",
        "fi": "pino: {count} korttia",
    },
    "ca_draw_pile": {
        "en": "draw pile: {count} cards",
        "nl": "trekstapel: {count} kaarten",
        "fi": "nostopino: {count} korttia",
    },
    "ca_discarded": {"en": "discarded", "nl": "afgelegd", "fi": "poistettu"},
    "ca_won": {"en": "cards won: ", "nl": "gewonnen kaarten: ", "fi": "voitetut kortit: "},
    "ca_in_hand": {
        "en": " ({count} in hand)",
        "nl": " ({count} in de hand)",
        "fi": " ({count} kädessä)",
    },
    "ca_columns": {
        "en": "player|cards won|hand",
        "nl": "speler|gewonnen|hand",
        "fi": "pelaaja|voitetut|käsi",
    },
    "ca_card": {"en": "card {card}: ", "nl": "kaart {card}: ", "fi": "kortti {card}: "},
    "ca_your_hand": {"en": "Your hand", "nl": "Je hand", "fi": "Kätesi"},
    "ca_fits_short": {
        "en": "Fits (+N: takes N):",
        "nl": "Past (+N: neemt N):",
        "fi": "Sopii (+N: ottaa N):",
    },
    "ca_fits": {
        "en": "Where your cards fit (+N: cards you can take):",
        "nl": "Waar je kaarten passen (+N: kaarten die je kunt nemen):",
        "fi": "Mihin korttisi sopivat (+N: otettavat kortit):",
    },
    "ca_none_fits": {
        "en": "None of your cards fits anywhere: discard one (d + card number) and draw.",
        "nl": "Geen van je kaarten past: leg er een af (d + kaartnummer) en trek.",
        "fi": "Mikään korttisi ei sovi: poista yksi (d + kortin numero) ja nosta.",
    },
    "ca_prompt": {
        "en": "place a card (? help)",
        "nl": "leg een kaart (? hulp)",
        "fi": "aseta kortti (? ohje)",
    },
    # Sudoku / Sudoids
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
    "su_or_claim": {"en": " or claim", "nl": " of claim", "fi": " tai claim"},
    "since": {
        "en": "What happened since your last turn:",
        "nl": "Wat er sinds je vorige beurt gebeurde:",
        "fi": "Mitä edellisen vuorosi jälkeen tapahtui:",
    },
    "earlier": {
        "en": "+{count} earlier: type log",
        "nl": "+{count} eerder: typ log",
        "fi": "+{count} aiemmin: kirjoita log",
    },
    "log_title": {
        "en": "Everything that happened:",
        "nl": "Alles wat er gebeurde:",
        "fi": "Kaikki mitä tapahtui:",
    },
    "log_empty": {
        "en": "Nothing has happened yet.",
        "nl": "Er is nog niets gebeurd.",
        "fi": "Mitään ei ole vielä tapahtunut.",
    },
    "hand_over": {
        "en": "Pass to {name} — press Enter (nobody else should look)",
        "nl": "Geef door aan {name} — druk op Enter (niemand anders kijkt mee)",
        "fi": "Anna vuoro pelaajalle {name} — paina Enter (muut eivät katso)",
    },
    "type_help": {
        "en": "Type ? for help.",
        "nl": "Typ ? voor hulp.",
        "fi": "Kirjoita ? saadaksesi ohjeita.",
    },
    "back": {
        "en": "(Enter: back to the board)",
        "nl": "(Enter: terug naar het bord)",
        "fi": "(Enter: takaisin pelilaudalle)",
    },
    "shared_help": {
        "en": "Commands: q = save and quit, ? = this help, hint = ask a bot for a suggestion, "
        "log = everything that happened, Enter = draw the board again.",
        "nl": "Opdrachten: q = bewaren en stoppen, ? = deze hulp, hint = vraag een bot om een "
        "tip, log = alles wat er gebeurde, Enter = het bord opnieuw tekenen.",
        "fi": "Komennot: q = tallenna ja lopeta, ? = tämä ohje, hint = kysy botilta "
        "vihjettä, log = kaikki mitä tapahtui, Enter = piirrä lauta uudelleen.",
    },
    "hint": {"en": "hint: {action}", "nl": "tip: {action}", "fi": "vihje: {action}"},
    "winner": {"en": "Winner: {names}", "nl": "Winnaar: {names}", "fi": "Voittaja: {names}"},
    "shared_win": {"en": " (shared win)", "nl": " (gedeelde winst)", "fi": " (jaettu voitto)"},
    "and": {"en": " and ", "nl": " en ", "fi": " ja "},
    "score_line": {
        "en": "{name} [{seat}]: {points} points, place {place}",
        "nl": "{name} [{seat}]: {points} punten, plaats {place}",
        "fi": "{name} [{seat}]: {points} pistettä, sija {place}",
    },
    "last_moves": {"en": "Last moves:", "nl": "Laatste zetten:", "fi": "Viimeiset siirrot:"},
    "input_ended": {
        "en": "Input ended: the game is saved.",
        "nl": "De invoer is op: het spel is bewaard.",
        "fi": "Syöte loppui: peli on tallennettu.",
    },
    "stopped": {
        "en": "Game stopped: it is saved.",
        "nl": "Spel gestopt: het is bewaard.",
        "fi": "Peli keskeytetty: se on tallennettu.",
    },
    "saved": {
        "en": "Saved the record to {path} (spelkast replay {path})",
        "nl": "Verslag bewaard in {path} (spelkast replay {path})",
        "fi": "Pelin kulku tallennettu tiedostoon {path} (spelkast replay {path})",
    },
    "continue": {
        "en": "Continue it with: spelkast play --resume {path}",
        "nl": "Verder spelen met: spelkast play --resume {path}",
        "fi": "Jatka peliä komennolla: spelkast play --resume {path}",
    },
    "replay_position": {
        "en": "position {number} of {last}",
        "nl": "stand {number} van {last}",
        "fi": "asema {number}/{last}",
    },
    "replay_start": {
        "en": "Start: {seats} — seed {seed}",
        "nl": "Begin: {seats} — startgetal {seed}",
        "fi": "Alku: {seats} — siemen {seed}",
    },
    "replay_move": {
        "en": "Move {number}: {line}",
        "nl": "Zet {number}: {line}",
        "fi": "Siirto {number}: {line}",
    },
    "replay_keys": {
        "en": "[Enter/n] next  [p] previous  [number] jump  [q] quit > ",
        "nl": "[Enter/n] volgende  [p] vorige  [nummer] spring  [q] stop > ",
        "fi": "[Enter/n] seuraava  [p] edellinen  [numero] hyppää  [q] lopeta > ",
    },
    "sealed_choice": {
        "en": "chose (hidden until the round ends)",
        "nl": "koos (verborgen tot de ronde voorbij is)",
        "fi": "valitsi (piilossa kierroksen loppuun)",
    },
    "resumed": {
        "en": "Resumed after {count} moves.",
        "nl": "Hervat na {count} zetten.",
        "fi": "Jatketaan {count} siirron jälkeen.",
    },
}

TEXTS.update(HELP_TEXTS)
TEXTS["play_header"] = {
    "en": "{game} — seed {seed} — {seats}",
    "nl": "{game} — startgetal {seed} — {seats}",
    "fi": "{game} — siemen {seed} — {seats}",
}
TEXTS["seat_human"] = {"en": "human", "nl": "mens", "fi": "ihminen"}
TEXTS["seat_bot"] = {"en": "bot:{bot}", "nl": "bot {bot}", "fi": "botti {bot}"}
TEXTS["tx_names_shown"] = {
    "en": "Field names shown.",
    "nl": "Veldnamen getoond.",
    "fi": "Kenttien nimet näkyvissä.",
}
TEXTS["tx_colours_shown"] = {
    "en": "Colours shown.",
    "nl": "Kleuren getoond.",
    "fi": "Värit näkyvissä.",
}


def person(player: int, lang: str) -> str:
    """A seat named as the local game names it: ``player 2``, ``speler 2``..."""
    return text("player", lang, number=player + 1)


def seat_kind(seat: object, lang: str) -> str:
    """Who plays a seat (a person, or which bot), written as ``--seats`` and records spell
    it (``human``, ``bot:NAME``; a match's ``Seat`` prints so), in ``lang``; the bots keep
    their names as ``--seats`` spells them."""
    written = str(seat).strip()
    if written.lower() in ("human", "h", "me"):
        return text("seat_human", lang)
    bot = written[4:] if written.lower().startswith("bot:") else written
    return text("seat_bot", lang, bot=bot) if bot else written


def text(key: str, lang: str, **fields: object) -> str:
    """The sentence ``key`` in ``lang`` (English if missing), with ``fields`` filled in."""
    entry = TEXTS[key]
    return entry.get(lang, entry["en"]).format(**fields)
