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


def _labyrinth() -> JSON:
    """Labyrinth: the tile code, the fixed layout, the arrows, the start squares, the
    pawns and the day and night treasures with their names in every language."""
    from spelkast.games.labyrinth import board as lb
    from spelkast.games.labyrinth import data as ld
    from spelkast.games.labyrinth.game import HOMES

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
