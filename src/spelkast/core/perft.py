"""perft: count the distinct turn sequences of a given depth (as chess engines do).

A "turn" is what :meth:`Game.turns` returns for the game: for Labyrinth one whole turn
(shift and move), for most games one action. Counts at depth 1 may use the game's
faster :meth:`Game.count_turns`.
"""

from __future__ import annotations

from typing import Any

from spelkast.core.game import Game


def perft(game: Game[Any, Any], state: Any, depth: int) -> int:
    """The number of distinct turn sequences of length ``depth`` from ``state``."""
    if depth <= 0 or game.is_terminal(state):
        return 1 if depth <= 0 else 0
    if depth == 1:
        return game.count_turns(state)
    return sum(perft(game, child, depth - 1) for _, child in game.turns(state))


def divide(game: Game[Any, Any], state: Any, depth: int) -> dict[str, int]:
    """perft split by the first turn: notation -> count (what to diff on a mismatch)."""
    if depth <= 0:
        return {}
    return {notation: perft(game, child, depth - 1) for notation, child in game.turns(state)}
