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
