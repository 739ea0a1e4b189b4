"""What was wrong with a line or a position the notation could not read, in English,
Dutch and Finnish: the entries of :data:`spelkast.tui.error_words.ERRORS` for the coded
reasons of the Labyrinth, Sudoku/Sudoids and Träxx notations (their action text and
their position text).

A ``cannot_read`` reason names the typed text and carries, as its ``detail``, the reason
of what was wrong in it (``labyrinth.not_a_cell``, ``traexx.not_a_field``, ...), which is
said in the same language. ``{n:one|many}`` picks the word for ``n`` things.
"""

from __future__ import annotations

NOTATION: dict[str, dict[str, str]] = {
    # Positions (the text notation of a whole game), shared by the games
    "position.fields": {
        "en": "a {game} position has {fields} space-separated fields, this one has {found}",
        "nl": "een stand van {game} heeft {fields} velden, gescheiden door spaties; "
        "deze heeft er {found}",
        "fi": "pelin {game} asemassa on {fields} välilyönnein erotettua kenttää; "
        "tässä niitä on {found}",
    },
    "position.cannot_read": {
        "en": "cannot read the position: {detail}",
        "nl": "kan de stand niet lezen: {detail}",
        "fi": "asemaa ei voi lukea: {detail}",
    },
    "position.board_rows": {
        "en": "the board needs {rows} rows, found {found}",
        "nl": "het bord heeft {rows} rijen nodig, gevonden: {found}",
        "fi": "laudalla pitää olla {rows} riviä, löytyi {found}",
    },
    "position.unknown_flag": {
        "en": "unknown flag {flag}",
        "nl": "onbekende vlag {flag}",
        "fi": "tuntematon lippu {flag}",
    },
    "position.flag_twice": {
        "en": "flag {flag} given twice",
        "nl": "vlag {flag} staat er twee keer",
        "fi": "lippu {flag} on annettu kahdesti",
    },
    "position.flag_number": {
        "en": "{flag} needs a whole number",
        "nl": "bij {flag} hoort een geheel getal",
        "fi": "kohdassa {flag} pitää olla kokonaisluku",
    },
    # Labyrinth: a typed action
    "labyrinth.cannot_read": {
        "en": "cannot read {text}: {detail}. Write a shift as arrow:sides (e.g. Nb:ES), "
        "a move as a cell (e.g. d4) or 'stay', a coin as coin1-coin3",
        "nl": "kan {text} niet lezen: {detail}. Schrijf schuiven als pijl:kanten "
        "(bv. Nb:ES), lopen als een vak (bv. d4) of stay, een munt als coin1-coin3",
        "fi": "syötettä {text} ei voi lukea: {detail}. Kirjoita siirto muodossa nuoli:sivut "
        "(esim. Nb:ES), liike ruutuna (esim. d4) tai stay ja kolikko muodossa coin1–coin3",
    },
    "labyrinth.not_a_cell": {
        "en": "{text} is not a cell (columns a-g, rows 1-7, e.g. 'd4')",
        "nl": "{text} is geen vak (kolommen a-g, rijen 1-7, bv. 'd4')",
        "fi": "{text} ei ole ruutu (sarakkeet a–g, rivit 1–7, esim. 'd4')",
    },
    "labyrinth.not_an_arrow": {
        "en": "{text} is not an arrow; the arrows are {arrows}",
        "nl": "{text} is geen pijl; de pijlen zijn {arrows}",
        "fi": "{text} ei ole nuoli; nuolet ovat {arrows}",
    },
    "labyrinth.not_sides": {
        "en": "{text} is not a set of sides (use letters N, E, S, W)",
        "nl": "{text} zijn geen open kanten (gebruik de letters N, E, S, W)",
        "fi": "{text} ei ole joukko sivuja (käytä kirjaimia N, E, S, W)",
    },
    "labyrinth.which_way": {
        "en": "say how the spare is turned, e.g. {arrow}:ES",
        "nl": "zeg hoe de losse kaart gedraaid is, bv. {arrow}:ES",
        "fi": "kerro, miten irtolaatta on käännetty, esim. {arrow}:ES",
    },
    "labyrinth.coins": {
        "en": "there are coins 1, 2 and 3",
        "nl": "er zijn munten 1, 2 en 3",
        "fi": "kolikot ovat 1, 2 ja 3",
    },
    "labyrinth.stay_position": {
        "en": "'stay' needs a position",
        "nl": "voor stay is een stand nodig",
        "fi": "stay vaatii pelitilanteen",
    },
    # Labyrinth: a position
    "labyrinth.tile_sides": {
        "en": "tile {tile} must start with a hex digit for its open sides",
        "nl": "kaart {tile} moet beginnen met een hexadecimaal cijfer voor de open kanten",
        "fi": "laatan {tile} pitää alkaa heksadesimaalinumerolla, joka kertoo avoimet sivut",
    },
    "labyrinth.tile_letter": {
        "en": "tile {tile}: unexpected {char}",
        "nl": "kaart {tile}: onverwacht teken {char}",
        "fi": "laatta {tile}: odottamaton merkki {char}",
    },
    "labyrinth.card_letter": {
        "en": "unknown card letter {letter}",
        "nl": "onbekende letter van een schatkaart: {letter}",
        "fi": "tuntematon aarrekortin kirjain {letter}",
    },
    "labyrinth.row_tiles": {
        "en": "row {row} needs 7 tiles, found {found}",
        "nl": "rij {row} heeft 7 kaarten nodig, gevonden: {found}",
        "fi": "rivillä {row} pitää olla 7 laattaa, löytyi {found}",
    },
    "labyrinth.turn": {
        "en": "turn {turn} must be a seat and s, m or c (e.g. 1s)",
        "nl": "beurt {turn} moet een spelernummer met s, m of c zijn (bv. 1s)",
        "fi": "vuoron {turn} pitää olla pelaajan numero ja s, m tai c (esim. 1s)",
    },
    "labyrinth.cards_count": {
        "en": "{pawns} {pawns:pawn|pawns} but cards for {players} {players:player|players}",
        "nl": "{pawns} {pawns:pion|pionnen} maar kaarten voor {players} {players:speler|spelers}",
        "fi": "{pawns} {pawns:nappula|nappulaa}, mutta kortit {players} pelaajalle",
    },
    "labyrinth.night_flag": {
        "en": "night cards (after ':') go with the dn flag, and only with it",
        "nl": "nachtkaarten (na ':') horen bij de vlag dn, en alleen daarbij",
        "fi": "yökortit (':'-merkin jälkeen) tulevat dn-lipun kanssa, eivätkä koskaan ilman sitä",
    },
    "labyrinth.cards_dot": {
        "en": "cards {cards} need a '.' between pile and found",
        "nl": "bij kaarten {cards} hoort een '.' tussen stapel en gevonden kaarten",
        "fi": "korteissa {cards} pitää olla '.' pinon ja löydettyjen välissä",
    },
    "labyrinth.night_dot": {
        "en": "night cards {cards} need a '.'",
        "nl": "bij nachtkaarten {cards} hoort een '.'",
        "fi": "yökorteissa {cards} pitää olla '.'",
    },
    # Sudoku and Sudoids: a typed action
    "sudoku.cannot_read": {
        "en": "cannot read {text}: {detail}; or write 'claim' if your tile fits nowhere",
        "nl": "kan {text} niet lezen: {detail}; of schrijf claim als je steen nergens past",
        "fi": "syötettä {text} ei voi lukea: {detail}; tai kirjoita claim, jos laattasi ei "
        "sovi mihinkään",
    },
    "sudoku.not_a_cell": {
        "en": "{text} is not a cell; write a column a-{last} and a row 1-{size}, e.g. {example}",
        "nl": "{text} is geen vak; schrijf een kolom a-{last} en een rij 1-{size}, bv. {example}",
        "fi": "{text} ei ole ruutu; kirjoita sarake a–{last} ja rivi 1–{size}, esim. {example}",
    },
    "sudoku.no_row": {
        "en": "there is no row {row}; rows are 1-{size}",
        "nl": "er is geen rij {row}; de rijen zijn 1-{size}",
        "fi": "riviä {row} ei ole; rivit ovat 1–{size}",
    },
    # Sudoku and Sudoids: a position
    "sudoku.unknown_tile": {
        "en": "unknown tile {tile} (tiles are {tiles})",
        "nl": "onbekende steen {tile} (de stenen zijn {tiles})",
        "fi": "tuntematon laatta {tile} (laatat ovat {tiles})",
    },
    "sudoku.star": {
        "en": "row {row}: '*' must follow a tile",
        "nl": "rij {row}: '*' moet na een steen komen",
        "fi": "rivi {row}: '*' saa tulla vain laatan perään",
    },
    "sudoku.row_cells": {
        "en": "row {row} has {found} {found:cell|cells}, not {size}",
        "nl": "rij {row} heeft {found} {found:vak|vakken}, niet {size}",
        "fi": "rivillä {row} on {found} {found:ruutu|ruutua}, ei {size}",
    },
    "sudoku.score_number": {
        "en": "score {score} is not a whole number",
        "nl": "score {score} is geen geheel getal",
        "fi": "pisteet {score} eivät ole kokonaisluku",
    },
    "sudoku.score_count": {
        "en": "{hands} {hands:hand|hands} but {scores} {scores:score|scores}",
        "nl": "{hands} {hands:hand|handen} maar {scores} {scores:score|scores}",
        "fi": "{hands} {hands:käsi|kättä}, mutta {scores} {scores:pistemäärä|pistemäärää}",
    },
    "sudoku.end_flag": {
        "en": "end={end}: write claim:S, stuck:S or exhausted",
        "nl": "end={end}: schrijf claim:S, stuck:S of exhausted",
        "fi": "end={end}: kirjoita claim:S, stuck:S tai exhausted",
    },
    "sudoku.over_no_end": {
        "en": "'-' to move means the game is over: add an end= flag",
        "nl": "'-' als speler aan zet betekent dat het spel voorbij is: voeg de vlag end= toe",
        "fi": "'-' vuorossa tarkoittaa, että peli on päättynyt: lisää end=-lippu",
    },
    "sudoku.over_to_move": {
        "en": "a finished game has '-' to move",
        "nl": "bij een afgelopen spel staat '-' als speler aan zet",
        "fi": "päättyneessä pelissä vuorossa on '-'",
    },
    "sudoku.to_move": {
        "en": "the seat to move is a number 1-4 or '-', not {text}",
        "nl": "de speler aan zet is een nummer 1-4 of '-', niet {text}",
        "fi": "vuorossa olevan pelaajan pitää olla numero 1–4 tai '-', ei {text}",
    },
    "sudoku.event_form": {
        "en": "recent event {event}: write S:CELL:T:+P, S:CELL:T:x or S:claim:T:ok|x",
        "nl": "recente gebeurtenis {event}: schrijf S:CELL:T:+P, S:CELL:T:x of S:claim:T:ok|x",
        "fi": "viimeaikainen tapahtuma {event}: kirjoita S:CELL:T:+P, S:CELL:T:x tai "
        "S:claim:T:ok|x",
    },
    "sudoku.event_tile": {
        "en": "recent event {event}: unknown tile {tile}",
        "nl": "recente gebeurtenis {event}: onbekende steen {tile}",
        "fi": "viimeaikainen tapahtuma {event}: tuntematon laatta {tile}",
    },
    "sudoku.event_claim": {
        "en": "recent event {event}: a claim ends in ok or x",
        "nl": "recente gebeurtenis {event}: een claim eindigt op ok of x",
        "fi": "viimeaikainen tapahtuma {event}: väitteen lopussa on ok tai x",
    },
    "sudoku.event_place": {
        "en": "recent event {event}: a placement ends in +points or x",
        "nl": "recente gebeurtenis {event}: een gelegde steen eindigt op +punten of x",
        "fi": "viimeaikainen tapahtuma {event}: laatan asettamisen lopussa on +pisteet tai x",
    },
    # Träxx: a typed action
    "traexx.cannot_read": {
        "en": "cannot read {text}: {detail}. Write an extension as end:field-field "
        "(e.g. d5:c4-c5) or 'pass'",
        "nl": "kan {text} niet lezen: {detail}. Schrijf een verlenging als "
        "uiteinde:veld-veld (bv. d5:c4-c5) of pass",
        "fi": "syötettä {text} ei voi lukea: {detail}. Kirjoita jatke muodossa "
        "pää:kenttä-kenttä (esim. d5:c4-c5) tai pass",
    },
    "traexx.end_and_field": {
        "en": "cannot read {text}: name the end, then at least one field (e.g. d5:c4), "
        "or write 'pass'",
        "nl": "kan {text} niet lezen: noem het uiteinde en dan minstens één veld "
        "(bv. d5:c4), of schrijf pass",
        "fi": "syötettä {text} ei voi lukea: nimeä pää ja sitten vähintään yksi kenttä "
        "(esim. d5:c4) tai kirjoita pass",
    },
    "traexx.not_a_field": {
        "en": "there is no field {text} (rows a-i, e.g. a1-a5, e1-e9, i1-i5)",
        "nl": "er is geen veld {text} (rijen a-i, bv. a1-a5, e1-e9, i1-i5)",
        "fi": "kenttää {text} ei ole (rivit a–i, esim. a1–a5, e1–e9, i1–i5)",
    },
    # Träxx: a position
    "traexx.position_fields": {
        "en": "a traexx position has 6 fields: deck, cards played, paths, pending, scored, "
        "seed; this one has {found}",
        "nl": "een stand van traexx heeft 6 velden: stapel, gespeelde kaarten, paden, keuzes, "
        "scores, startgetal; deze heeft er {found}",
        "fi": "traexx-asemassa on 6 kenttää: pakka, pelatut kortit, polut, valinnat, pisteet, "
        "siemenluku; tässä niitä on {found}",
    },
    "traexx.bad_position": {
        "en": "not a traexx position: {detail}",
        "nl": "geen stand van traexx: {detail}",
        "fi": "tämä ei ole traexx-asema: {detail}",
    },
    "traexx.played_number": {
        "en": "cards played must be a whole number, got {text}",
        "nl": "het aantal gespeelde kaarten moet een geheel getal zijn, niet {text}",
        "fi": "pelattujen korttien määrän pitää olla kokonaisluku, ei {text}",
    },
    "traexx.score_number": {
        "en": "a number reached must be a whole number, got {text}",
        "nl": "een bereikt getal moet een geheel getal zijn, niet {text}",
        "fi": "saavutetun numeron pitää olla kokonaisluku, ei {text}",
    },
    "traexx.score_points": {
        "en": "points must be a whole number, got {text}",
        "nl": "punten moeten een geheel getal zijn, niet {text}",
        "fi": "pisteiden pitää olla kokonaisluku, ei {text}",
    },
    "traexx.seed_number": {
        "en": "the seed must be a whole number, got {text}",
        "nl": "het startgetal (seed) moet een geheel getal zijn, niet {text}",
        "fi": "siemenluvun pitää olla kokonaisluku, ei {text}",
    },
    "traexx.path_count": {
        "en": "{paths} {paths:path|paths} but {pending} pending and {scored} score "
        "{scored:list|lists}",
        "nl": "{paths} {paths:pad|paden} maar {pending} {pending:keuze|keuzes} en {scored} "
        "{scored:scorelijst|scorelijsten}",
        "fi": "{paths} {paths:polku|polkua}, mutta {pending} {pending:valinta|valintaa} ja "
        "{scored} {scored:pistelista|pistelistaa}",
    },
    "traexx.not_a_card": {
        "en": "{card} is not a card (colour letters {letters})",
        "nl": "{card} is geen kaart (kleurletters {letters})",
        "fi": "{card} ei ole kortti (värikirjaimet {letters})",
    },
    "traexx.no_card": {
        "en": "there is no card {card}",
        "nl": "er is geen kaart {card}",
        "fi": "korttia {card} ei ole",
    },
}
