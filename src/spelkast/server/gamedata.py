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
