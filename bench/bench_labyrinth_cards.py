"""Labyrinth card-game speed benchmark (prints timings; asserts nothing about them).

    uv run python bench/bench_labyrinth_cards.py [--positions 200] [--games 40]

Measures, on seeded random mid-game positions (2-6 players, 0-40 turns in):

* legal placements: ``legal_actions`` for the player to move (every card, rotation,
  cell and choice of cards to take), time per position and placements per second;
* the greedy bot's decision time per position;
* random games: whole games with plain random actions, in games per second, for 2, 4
  and 6 players.

Per position the time is the best of ``--repeats`` rounds (the least disturbed by other
work on the machine); medians over positions are reported.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from functools import partial

from spelkast.bots import get_bot
from spelkast.games.labyrinth_cards import GAME, CardsState


def make_positions(count: int, seed: int = 2000) -> list[CardsState]:
    rng = random.Random(seed)
    positions = []
    while len(positions) < count:
        players = 2 + len(positions) % 5
        state = GAME.new_initial_state(players, None, rng.randrange(1_000_000))
        for _ in range(rng.randrange(0, 41)):
            if GAME.is_terminal(state):
                break
            state = GAME.apply(
                state, state.current, rng.choice(list(GAME.legal_actions(state, state.current)))
            )
        if not GAME.is_terminal(state):
            positions.append(state)
    return positions


def best_time(call: Callable[[], object], repeats: int) -> float:
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        call()
        best = min(best, time.perf_counter() - start)
    return best


def fresh(state: CardsState) -> CardsState:
    """A copy without the cached grid (so every round does the full work)."""
    return state.replace()


def random_game(players: int, seed: int) -> int:
    rng = random.Random(seed)
    state = GAME.new_initial_state(players, None, seed)
    while not GAME.is_terminal(state):
        state = GAME.apply(
            state, state.current, rng.choice(list(GAME.legal_actions(state, state.current)))
        )
    return state.turn


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()

    positions = make_positions(args.positions)
    counts, times, greedy_times = [], [], []
    bot = get_bot(GAME.info.id, "greedy")
    for state in positions:
        seat = state.current
        counts.append(len(GAME.legal_actions(state, seat)))
        times.append(
            best_time(lambda s=state: GAME.legal_actions(fresh(s), s.current), args.repeats)
        )
        legal = GAME.legal_actions(state, seat)
        view = GAME.view(state, seat)
        greedy_times.append(
            best_time(partial(bot.choose, GAME, seat, view, legal, random.Random(0)), args.repeats)
        )
    med_ms = statistics.median(times) * 1000
    print(f"positions: {len(positions)} (2-6 players, 0-40 turns in)")
    print(
        f"legal placements per position: median {statistics.median(counts):.0f}, max {max(counts)}"
    )
    print(
        f"legal_actions time: median {med_ms:.3f} ms; 90th pct {statistics.quantiles(times, n=10)[-1] * 1000:.3f} ms"
    )
    rates = [c / t for c, t in zip(counts, times, strict=True)]
    print(f"placements enumerated per second: median {statistics.median(rates):,.0f}")
    print(f"greedy decision: median {statistics.median(greedy_times) * 1000:.2f} ms")
    for players in (2, 4, 6):
        per_game = []
        for k in range(args.games):
            start = time.perf_counter()
            random_game(players, k)
            per_game.append(time.perf_counter() - start)
        print(
            f"random games, {players} players: median {statistics.median(per_game) * 1000:.1f} ms "
            f"per game = {1 / statistics.median(per_game):.0f} games/s"
        )


if __name__ == "__main__":
    main()
