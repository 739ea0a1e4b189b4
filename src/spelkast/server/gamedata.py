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
