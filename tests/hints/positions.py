"""Positions for the hint tests: states met in seeded random games, for the seat to move."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from spelkast.core.game import Game


def random_states(
    game: Game[Any, Any],
    players: int,
    options: dict[str, Any] | None,
    seed: int,
    limit: int = 60,
) -> Iterator[Any]:
    """The states of one seeded random game, from the start, at most ``limit`` of them."""
    rng = random.Random(seed)
    state = game.new_initial_state(players, options or {}, seed)
    for _ in range(limit):
        yield state
        movers = game.to_move(state)
        if not movers:
            return
        mover = rng.choice(movers)
        state = game.apply(state, mover, rng.choice(list(game.legal_actions(state, mover))))


def movers_states(
    game: Game[Any, Any],
    players: int,
    options: dict[str, Any] | None,
    seeds: range,
    limit: int = 60,
) -> Iterator[tuple[Any, int]]:
    """(state, seat to move) over the random games of ``seeds``."""
    for seed in seeds:
        for state in random_states(game, players, options, seed, limit):
            for seat in game.to_move(state):
                yield state, seat
