"""Fit the hard Sudoku bot's chance of winning to greedy self-play.

The two-player hard bot (``spelkast.bots.sudoku_hard.ChanceSearch``) scores the leaves
of its search with :func:`~spelkast.bots.sudoku_hard.win_chance`: the chance that the
player who has just moved wins, given their lead and the number of empty cells, if
both players go on placing greedily. This script plays medium-vs-medium games through
the engine, records after every placement (lead of the mover, empty cells, the mover's
final result: 1, 0.5 for a tie, 0) and fits, per number of empty cells, a logistic
``1 / (1 + exp(-(lead + shift) / spread))`` by maximum likelihood on a grid. It prints
the fitted pairs beside the ones the bot uses (``win_chance_fit``).

    uv run python bench/sudoku_win_chance.py --game sudoids --games 3000
"""

from __future__ import annotations

import argparse
import math
import random
from collections.abc import Sequence

from spelkast.bots import get_bot
from spelkast.bots.sudoku_hard import win_chance_fit
from spelkast.core.registry import get_game

SPREADS = (1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 15, 20, 25, 30)
SHIFTS = tuple(range(-12, 13))


def samples(game_id: str, games: int, seed: int) -> dict[int, list[tuple[int, float]]]:
    """Per number of empty cells: (lead of the player who just moved, their result)."""
    game = get_game(game_id)
    bot = get_bot(game_id, "medium")
    found: dict[int, list[tuple[int, float]]] = {}
    for index in range(games):
        state = game.new_initial_state(2, {}, seed + index)
        rng = random.Random(seed + index)
        moves: list[tuple[int, int, int]] = []
        while not game.is_terminal(state):
            p = state.current
            view = game.view(state, p)
            state = game.apply(
                state, p, bot.choose(game, p, view, game.legal_actions(state, p), rng)
            )
            if not game.is_terminal(state):
                empty = sum(1 for v in state.board if not v)
                moves.append((p, state.scores[p] - state.scores[1 - p], empty))
        for p, lead, empty in moves:
            final = state.scores[p] - state.scores[1 - p]
            result = 1.0 if final > 0 else 0.5 if final == 0 else 0.0
            found.setdefault(empty, []).append((lead, result))
    return found


def fit(rows: Sequence[tuple[int, float]]) -> tuple[float, float]:
    """The (spread, shift) on the grid with the least negative log-likelihood."""

    def loss(spread: float, shift: float) -> float:
        total = 0.0
        for lead, result in rows:
            p = 1.0 / (1.0 + math.exp(-(lead + shift) / spread))
            p = min(max(p, 1e-9), 1 - 1e-9)
            total -= result * math.log(p) + (1 - result) * math.log(1 - p)
        return total

    best = min((loss(a, b), a, b) for a in SPREADS for b in SHIFTS)
    return float(best[1]), float(best[2])


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=("sudoku", "sudoids"), default="sudoids")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=90_000)
    parser.add_argument("--min-rows", type=int, default=200, help="skip thinner counts")
    args = parser.parse_args(argv)
    found = samples(args.game, args.games, args.seed)
    print(f"{args.game}: {args.games} games of greedy self-play")
    print("empty  rows  fitted spread/shift  used spread/shift")
    for empty in sorted(found):
        rows = found[empty]
        if len(rows) < args.min_rows:
            continue
        spread, shift = fit(rows)
        used = win_chance_fit(args.game, empty)
        print(f"{empty:5d} {len(rows):5d} {spread:8g} {shift:8g} {used[0]:12.2f} {used[1]:6.2f}")


if __name__ == "__main__":
    main()
