"""Träxx benchmark: legal-extension enumeration per card, and random games per second.

Run with ``uv run python bench/bench_traexx.py``. Figures are medians of several runs;
they go into the Träxx section of ``docs/measurements/engine-speed.md``.
"""

from __future__ import annotations

import random
import statistics
import time

from spelkast.games.traexx import GAME
from spelkast.games.traexx import board as B

REPEATS = 5


def positions() -> list[object]:
    """Sample positions: every card from each start, and mid-game positions."""
    out: list[object] = []
    for players, seed in ((4, 0),):
        state = GAME.new_initial_state(players, seed=seed)
        for card in range(B.NUM_CARDS):
            out.append(state.replace(deck=(card, *[c for c in state.deck if c != card])))
    rng = random.Random(1)
    for seed in range(10):
        state = GAME.new_initial_state(1, seed=seed)
        while GAME.to_move(state) and state.round < 7:
            state = GAME.apply(state, 0, rng.choice(GAME.legal_actions(state, 0)))
        out.append(state)
    return out


def bench_enumeration() -> tuple[float, float, float]:
    """(median µs per legal_actions call, median µs per count, mean actions per call)."""
    sample = positions()
    sizes = [len(GAME.legal_actions(s, 0)) for s in sample]
    lists, counts = [], []
    for _ in range(REPEATS):
        began = time.perf_counter()
        for s in sample:
            GAME.legal_actions(s, 0)
        lists.append((time.perf_counter() - began) / len(sample) * 1e6)
        began = time.perf_counter()
        for s in sample:
            GAME.count_legal(s, 0)
        counts.append((time.perf_counter() - began) / len(sample) * 1e6)
    return statistics.median(lists), statistics.median(counts), statistics.mean(sizes)


def random_game(players: int, seed: int) -> None:
    state = GAME.new_initial_state(players, seed=seed)
    rng = random.Random(seed)
    while GAME.to_move(state):
        for p in GAME.to_move(state):
            state = GAME.apply(state, p, rng.choice(GAME.legal_actions(state, p)))


def bench_games(players: int, games: int = 20) -> float:
    rates = []
    for r in range(REPEATS):
        began = time.perf_counter()
        for g in range(games):
            random_game(players, r * games + g)
        rates.append(games / (time.perf_counter() - began))
    return statistics.median(rates)


def main() -> None:
    per_list, per_count, size = bench_enumeration()
    print(f"legal_actions: {per_list:.0f} µs per call (mean {size:.0f} actions)")
    print(f"count_legal:   {per_count:.0f} µs per call")
    for players in (1, 2, 4):
        print(f"random games, {players} player(s): {bench_games(players):.1f} per second")


if __name__ == "__main__":
    main()
