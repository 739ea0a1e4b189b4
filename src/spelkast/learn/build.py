"""Building lesson positions through the engine.

A position is a new game from a seed and options, then scripted actions in the game's
notation played through ``game.apply`` (so it is reachable in a real game), or such a
state changed by hand and read back through ``game.state_from_json``, which checks that
it is a valid position of the game.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from spelkast.core.registry import get_game


def played(
    game_id: str,
    players: int,
    seed: int,
    moves: Sequence[str] = (),
    options: Mapping[str, Any] | None = None,
) -> Any:
    """A new game, then ``moves`` (notation), each made by the first player to move."""
    game = get_game(game_id)
    state = game.new_initial_state(players, options, seed=seed)
    for text in moves:
        player = game.to_move(state)[0]
        state = game.apply(state, player, game.parse_action(text, state))
    return state


def played_by(game_id: str, state: Any, moves: Sequence[tuple[int, str]]) -> Any:
    """``state`` after ``moves``, each a (seat, notation) pair (a simultaneous round's
    choices name their seat)."""
    game = get_game(game_id)
    for seat, text in moves:
        state = game.apply(state, seat, game.parse_action(text, state))
    return state


def checked(game_id: str, state: Any) -> Any:
    """``state`` read back from its JSON: raises if it is not a valid position."""
    game = get_game(game_id)
    return game.state_from_json(game.state_to_json(state))
