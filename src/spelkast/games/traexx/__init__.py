"""Träxx, the path-drawing game with simultaneous rounds (1-4 players)."""

from spelkast.core.registry import register
from spelkast.games.traexx.game import TraexxGame
from spelkast.games.traexx.state import PASS, Extension, TraexxState

GAME = TraexxGame()
register(GAME)

__all__ = ["GAME", "PASS", "Extension", "TraexxGame", "TraexxState"]
