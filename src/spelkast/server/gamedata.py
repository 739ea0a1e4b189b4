"""Static component data a browser needs to draw a game (tile shapes, card faces, board
layouts, treasure names). It is the same for every match and holds nothing secret: it
describes the game's components, never a match's state.

Each game adds a builder to :data:`BUILDERS`; ``GET /api/games/{id}/data`` serves it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

JSON = Any

#: game id -> function building that game's component data (JSON-ready).
BUILDERS: dict[str, Callable[[], JSON]] = {}


@cache
def game_data(game_id: str) -> JSON:
    """The component data of ``game_id`` (an empty object for a game that needs none)."""
    builder = BUILDERS.get(game_id)
    return builder() if builder is not None else {}


def _traexx() -> JSON:
    """The Träxx board (the same on every player's sheet but for the start field) and the
    colours and cards: every field with its name, hex coordinates, colour, number, start
    board and neighbours."""
    from spelkast.games.traexx import board as B
    from spelkast.games.traexx import data as D

    start_of = {field: board for board, field in enumerate(B.STARTS, start=1)}
    return {
        "radius": B.RADIUS,
        "colours": [
            {"letter": letter, "en": en, "nl": nl, "fi": fi} for letter, en, nl, fi in D.COLOURS
        ],
        "fields": [
            {
                "id": B.field_name(f),
                "q": B.COORDS[f][0],
                "r": B.COORDS[f][1],
                "colour": B.colour_letter(B.COLOUR[f]),
                "number": B.NUMBER[f],
                "start": start_of.get(f),
                "neighbours": [B.field_name(n) for n in B.NEIGHBOURS[f]],
            }
            for f in range(B.NUM_FIELDS)
        ],
        "centre": B.field_name(B.CENTRE),
        "starts": [B.field_name(f) for f in B.STARTS],
        "cards": [B.card_text(card) for card in B.CARDS],
    }


BUILDERS["traexx"] = _traexx


def _labyrinth() -> JSON:
    """Labyrinth: the tile code, the fixed layout, the arrows, the start squares, the
    pawns and the day and night treasures with their names in every language."""
    from spelkast.games.labyrinth import board as lb
    from spelkast.games.labyrinth import data as ld
    from spelkast.games.labyrinth.state import HOMES

    def treasure(t: ld.Treasure) -> JSON:
        return {"id": t.id, "key": t.key, "letter": t.letter, "en": t.en, "nl": t.nl, "fi": t.fi}

    return {
        "size": ld.SIZE,
        "tile_bits": {
            "open_mask": lb.OPEN_MASK,
            "day_shift": lb.DAY_SHIFT,
            "day_mask": lb.DAY_MASK,
            "night_shift": lb.NIGHT_SHIFT,
            "night_mask": lb.NIGHT_MASK,
            "directions": dict(zip("NESW", ld.DIRECTIONS, strict=True)),
        },
        "fixed_cells": sorted(lb.cell(r, c) for r, c in ld.FIXED_TILES),
        "arrows": [
            {
                "index": a.index,
                "name": a.name,
                "side": a.side,
                "cells": list(a.cells),
                "opposite": a.opposite,
            }
            for a in lb.ARROWS
        ],
        "homes": list(HOMES),
        "colours": {
            "en": list(ld.PAWN_COLOURS),
            **{k: list(v) for k, v in ld.PAWN_COLOUR_NAMES.items()},
        },
        "colour_keys": list(ld.PAWN_COLOURS),
        "symbols": {
            "en": list(ld.PAWN_SYMBOLS),
            **{k: list(v) for k, v in ld.PAWN_SYMBOL_NAMES.items()},
        },
        "symbol_keys": list(ld.PAWN_SYMBOLS),
        "treasures": [treasure(t) for t in ld.TREASURES],
        "night_treasures": [treasure(t) for t in ld.NIGHT_TREASURES],
        "coin_values": list(ld.COIN_VALUES),
    }


BUILDERS["labyrinth"] = _labyrinth


def _labyrinth_cards() -> JSON:
    """The card game's deck and treasures: per card its two treasures (letters) and its
    corridor groups unrotated (``NESab``-style, see the game's ``data`` module), the
    rotations that differ on the table; per treasure letter its names."""
    from spelkast.games.labyrinth_cards import cards as C
    from spelkast.games.labyrinth_cards.data import DECK, SPOT_A, SPOT_B, TREASURES

    def group_text(group: int) -> str:
        spots = ("a" if group & SPOT_A else "") + ("b" if group & SPOT_B else "")
        return C.ports_text(group) + spots

    return {
        "cards": {
            str(card.number): {
                "treasures": [TREASURES[t].letter for t in card.treasures],
                "groups": [group_text(g) for g in card.groups],
                "rotations": list(C.DISTINCT_ROTATIONS[card.number]),
            }
            for card in DECK
        },
        "treasures": {
            t.letter: {"key": t.key, "en": t.en, "nl": t.nl, "fi": t.fi} for t in TREASURES
        },
    }


BUILDERS["labyrinth-cards"] = _labyrinth_cards
