"""One game being played through a codec: the state, cached views, masks, observations.

Shared by the PettingZoo, Gymnasium and OpenSpiel wrappers so that they encode the same
way. Everything a seat is shown comes from ``game.view(state, seat)`` (or a view equal to
it that the codec makes faster, :meth:`Codec.view`; the views a session hands out are to
be read, not changed, since they may share their lists).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from spelkast.research.base import Codec, Context, EncodingError, Vector
from spelkast.research.rewards import outcome_rewards


class Session:
    """A state of one game and what each seat sees of it (cached until the next move)."""

    def __init__(self, codec: Codec, seed: int) -> None:
        self.codec = codec
        self.game = codec.game
        self.state: Any = self.game.new_initial_state(codec.num_players, codec.options, seed)
        self._contexts: dict[int, Context] = {}
        self._legal: dict[int, tuple[Sequence[Any], list[int]]] = {}
        self._memo: dict[str, Any] = {}  # the codec's, across states (Codec.view)
        self.movers: tuple[int, ...] = tuple(self.game.to_move(self.state))

    def set_state(self, state: Any) -> None:
        self.state = state
        self._contexts.clear()
        self._legal.clear()
        self.movers = tuple(self.game.to_move(state))

    def context(self, seat: int) -> Context:
        found = self._contexts.get(seat)
        if found is None:
            view = self.codec.view(self.state, seat, self._memo)
            found = self._contexts[seat] = Context(seat, view)
        return found

    def legal(self, seat: int) -> tuple[Sequence[Any], list[int]]:
        """The seat's legal actions and their indices (empty when it is not its turn)."""
        found = self._legal.get(seat)
        if found is None:
            if seat in self.movers:
                actions, indices = self.codec.legal(self.state, seat, lambda: self.context(seat))
            else:
                actions, indices = [], []
            found = self._legal[seat] = (actions, indices)
        return found

    def mask(self, seat: int) -> npt.NDArray[np.int8]:
        mask = np.zeros(self.codec.num_actions, dtype=np.int8)
        mask[self.legal(seat)[1]] = 1
        return mask

    def observation(self, seat: int) -> Vector:
        return self.codec.observe(self.context(seat))

    def action_of(self, seat: int, index: int) -> Any | None:
        """The legal action with ``index`` for ``seat``, or None if it is not legal."""
        actions, indices = self.legal(seat)
        try:
            return actions[indices.index(int(index))]
        except (ValueError, TypeError):
            return None

    def play(self, seat: int, index: int) -> None:
        action = self.action_of(seat, index)
        if action is None:
            raise EncodingError(f"action index {index} is not legal for seat {seat} now")
        self.apply_legal(seat, action)

    def apply_legal(self, seat: int, action: Any) -> None:
        """Play ``action``, taken from this state's ``legal_actions`` for ``seat``.

        It is known to be legal, so it goes to the game's transition (``Game._apply``,
        "the transition for an action known to be legal") without ``apply``'s second
        legality check, which costs as much as the transition in some games."""
        self.set_state(self.game._apply(self.state, seat, action))

    @property
    def over(self) -> bool:
        return not self.movers

    def rewards(self) -> tuple[float, ...]:
        outcome = self.game.outcome(self.state)
        if outcome is None:
            return (0.0,) * self.codec.num_players
        return outcome_rewards(outcome)
