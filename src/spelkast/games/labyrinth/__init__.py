"""Labyrinth, the board game of sliding maze tiles (with its variants and Day & Night)."""

from spelkast.core.registry import register
from spelkast.games.labyrinth.game import LabyrinthGame
from spelkast.games.labyrinth.state import (
    COIN,
    DAY,
    MOVE,
    NIGHT,
    OVER,
    SHIFT,
    Action,
    LabyrinthState,
    MoveTo,
    Shift,
    TakeCoin,
    home_of,
)

GAME = LabyrinthGame()
register(GAME)

__all__ = [
    "COIN",
    "DAY",
    "GAME",
    "MOVE",
    "NIGHT",
    "OVER",
    "SHIFT",
    "Action",
    "LabyrinthGame",
    "LabyrinthState",
    "MoveTo",
    "Shift",
    "TakeCoin",
    "home_of",
]
