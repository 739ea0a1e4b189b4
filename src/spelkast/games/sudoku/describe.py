"""Sudoku and Sudoids moves in words (en/nl/fi).

The tile a player plays is on the board or set aside for everyone to see once it is
played, so it is named; the tile drawn after it is not.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from spelkast.games.sudoku.state import (
    BROKE,
    CLAIM,
    CLAIM_RIGHT,
    CLAIM_WRONG,
    EXHAUSTED,
    PLACED,
    Claim,
    Place,
    SudokuState,
)

_WORDS = {
    "en": {
        PLACED: "{name} placed {tile} on {cell} (+{points})",
        BROKE: "{name} put {tile} on {cell} against the rule: the tile is set aside",
        CLAIM_RIGHT: "{name} said {tile} fits nowhere, rightly: the game is over",
        CLAIM_WRONG: "{name} said {tile} fits nowhere, wrongly: the tile is set aside",
        "stuck": "{name} could not place {tile} anywhere: the game is over",
    },
    "nl": {
        PLACED: "{name} legde {tile} op {cell} (+{points})",
        BROKE: "{name} legde {tile} op {cell} tegen de regel: de tegel gaat opzij",
        CLAIM_RIGHT: "{name} zei terecht dat {tile} nergens past: het spel is uit",
        CLAIM_WRONG: "{name} zei ten onrechte dat {tile} nergens past: de tegel gaat opzij",
        "stuck": "{name} kon {tile} nergens kwijt: het spel is uit",
    },
    "fi": {
        PLACED: "{name} asetti {tile} ruutuun {cell} (+{points})",
        BROKE: "{name} asetti {tile} ruutuun {cell} sääntöjen vastaisesti: laatta siirretään sivuun",
        CLAIM_RIGHT: "{name} sanoi oikein, ettei {tile} sovi mihinkään: peli päättyi",
        CLAIM_WRONG: "{name} sanoi väärin, ettei {tile} sovi mihinkään: laatta siirretään sivuun",
        "stuck": "{name}: {tile} ei sovi mihinkään, joten peli päättyi",
    },
}


#: Dutch animal names that take 'het'.
_NL_NEUTER = frozenset({"paard"})


def tile_words(game: Any, value: int, lang: str, kind: str) -> str:
    """A tile as a sentence of ``kind`` names it: "a 7", "an 8" / "the cat" and their Dutch and
    Finnish forms (Finnish: the object of 'asetti' takes the accusative ending)."""
    symbol = game.side.symbol(value)
    number = symbol.letter.isdigit()
    object_form = kind in (PLACED, BROKE)
    if lang == "nl":
        animal = symbol.name("nl")
        return f"een {value}" if number else f"{'het' if animal in _NL_NEUTER else 'de'} {animal}"
    if lang == "fi":
        if not number:
            return f"{symbol.name('fi')}-laatan" if object_form else f"{symbol.name('fi')}-laatta"
        return f"{value}:n" if object_form else str(value)
    if number:
        return f"an {value}" if value == 8 else f"a {value}"
    return f"the {symbol.name('en')}"


def describe(
    game: Any, state: SudokuState, player: int, action: Any, names: Sequence[str], lang: str
) -> str:
    """``action`` of ``player`` on ``state`` in words."""
    name = names[player] if 0 <= player < len(names) else str(player + 1)
    if not isinstance(action, Place | Claim):
        return str(game.format_action(action))
    after = game.apply(state, player, action)
    event = after.last
    fresh = event is not None and after.recent != state.recent
    kind = event.kind if fresh and event is not None else "stuck"
    value = state.hands[player]
    cell = game.side.cell_name(action.cell) if isinstance(action, Place) else ""
    points = event.points if fresh and event is not None else 0
    return _WORDS[lang][kind].format(
        name=name, tile=tile_words(game, value, lang, kind), cell=cell, points=points
    )


_REASONS = {
    "en": {
        EXHAUSTED: "every tile is on the board or set aside",
        CLAIM: "{name} could not place {tile} anywhere (and said so, rightly)",
        "stuck": "{name} could not place {tile} anywhere",
    },
    "nl": {
        EXHAUSTED: "alle tegels liggen op het bord of opzij",
        CLAIM: "{name} kon {tile} nergens kwijt (en zei dat terecht)",
        "stuck": "{name} kon {tile} nergens kwijt",
    },
    "fi": {
        EXHAUSTED: "kaikki laatat ovat laudalla tai sivussa",
        CLAIM: "{name}: {tile} ei sopinut mihinkään (ja hän sanoi sen oikein)",
        "stuck": "{name}: {tile} ei sopinut mihinkään",
    },
}


def reason(game: Any, state: SudokuState, names: Sequence[str], lang: str) -> str:
    """Why the game is over (the tile that fits nowhere is shown to all by then)."""
    if state.end == EXHAUSTED or state.ended_by is None:
        return _REASONS[lang][EXHAUSTED]
    seat = state.ended_by
    name = names[seat] if 0 <= seat < len(names) else str(seat + 1)
    key = CLAIM if state.end == CLAIM else "stuck"
    tile = tile_words(game, state.hands[seat], lang, CLAIM_RIGHT)
    return _REASONS[lang][key].format(name=name, tile=tile)
