"""Building lesson positions through the engine.

A position is either a :class:`Script` — a new game from a seed and options, then
scripted actions in the game's notation played through ``game.apply``, so it is reached
by legal play in a real game — or such a state changed by hand and read back through
``game.state_from_json`` (:func:`checked`), which refuses anything that is not a valid
position of the game. Hand-made positions are for what no short game reaches (every
card found, the night begun); a test names them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from spelkast.core.registry import get_game

Move = str | tuple[int, str]
"""An action in notation, made by the first player to move; or (seat, notation) for a
simultaneous round, where the seat must be named."""


@dataclass(frozen=True, slots=True)
class Script:
    """A seeded game and the moves played in it: called, it plays them and returns the
    state reached."""

    game_id: str
    players: int
    seed: int
    moves: tuple[Move, ...] = ()
    options: Mapping[str, Any] = field(default_factory=dict)

    def steps(self) -> list[tuple[Any, int, Any]]:
        """Each move as (the state before it, the seat, the action), in order."""
        game = get_game(self.game_id)
        state = game.new_initial_state(self.players, self.options, seed=self.seed)
        done = []
        for move in self.moves:
            seat, text = move if isinstance(move, tuple) else (game.to_move(state)[0], move)
            action = game.parse_action(text, state)
            done.append((state, seat, action))
            state = game.apply(state, seat, action)
        return done

    def __call__(self) -> Any:
        steps = self.steps()
        if not steps:
            game = get_game(self.game_id)
            return game.new_initial_state(self.players, self.options, seed=self.seed)
        before, seat, action = steps[-1]
        return get_game(self.game_id).apply(before, seat, action)


def checked(game_id: str, state: Any) -> Any:
    """``state`` read back from its JSON: raises if it is not a valid position."""
    game = get_game(game_id)
    return game.state_from_json(game.state_to_json(state))
