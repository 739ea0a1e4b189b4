"""The refusals of Sudoku and Sudoids in English, Dutch and Finnish, by the codes of the
:class:`~spelkast.core.errors.Reason` values its engine gives: the tile rules (the tile
and the units are worded by each front end) (``REFUSALS``) and what its notation cannot
read in a typed line or a position (``NOTATION``).

:mod:`spelkast.games.refusals` gathers every game's entries and says them.
"""

from __future__ import annotations

REFUSALS: dict[str, dict[str, str]] = {
    "sudoku.no_claim": {
        "en": "in assisted mode there is nothing to claim: only cells where your tile fits "
        "are offered, and the game ends by itself when there are none",
        "nl": "in de hulpstand valt er niets te claimen: je krijgt alleen vakken waar je "
        "steen past, en het spel eindigt vanzelf als die er niet zijn",
        "fi": "avustetussa tilassa ei ole mitään väitettävää: tarjolla ovat vain ruudut, "
        "joihin laattasi sopii, ja peli päättyy itsestään, kun niitä ei ole",
    },
    "sudoku.not_an_action": {
        "en": "{action} is not a move of this game; place a tile on a cell or claim",
        "nl": "{action} is geen zet van dit spel; leg een steen op een vak of claim",
        "fi": "{action} ei ole tämän pelin siirto; aseta laatta ruutuun tai väitä (claim)",
    },
    "sudoku.no_cell": {
        "en": "there is no cell number {cell} on the {size}x{size} board",
        "nl": "er is geen vak nummer {cell} op het bord van {size}x{size}",
        "fi": "{size}x{size}-laudalla ei ole ruutua numero {cell}",
    },
    "sudoku.not_empty": {
        "en": "{cell} is not empty: it holds {tile}",
        "nl": "{cell} is niet leeg: er ligt {tile}",
        "fi": "{cell} ei ole tyhjä: siinä on {tile}",
    },
    "sudoku.breaks_rule": {
        "en": "{tile} may not go on {cell}: {holding}",
        "nl": "{tile} mag niet op {cell}: {holding}",
        "fi": "{tile} ei saa mennä ruutuun {cell}: {holding}",
    },
    "sudoku.held_one": {
        "en": "{where} already has one",
        "nl": "{where} heeft er al een",
        "fi": "{where}: siellä on jo sama",
    },
    "sudoku.held_more": {
        "en": "{where} already have one",
        "nl": "{where} hebben er al een",
        "fi": "{where}: niissä on jo sama",
    },
    "sudoku.and": {"en": " and ", "nl": " en ", "fi": " ja "},
}

NOTATION: dict[str, dict[str, str]] = {
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
}
