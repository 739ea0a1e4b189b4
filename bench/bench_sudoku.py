"""Benchmark: whole Sudoku / Sudoids games per second (median of several rounds).

Random play picks uniformly among the legal actions through the checked ``apply`` (the
path a server uses); greedy play asks the greedy bot for every move, with a fresh view
each time (the path of a bot match).

    uv run python bench/bench_sudoku.py [--games N] [--rounds R]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import Any

from spelkast.bots.base import get_bot
from spelkast.core.registry import get_game


def play_random(game: Any, players: int, options: dict[str, str], seed: int) -> int:
    state = game.new_initial_state(players, options, seed)
    rng = random.Random(seed)
    actions = 0
    while True:
        movers = game.to_move(state)
        if not movers:
            return actions
        player = movers[0]
        legal = game.legal_actions(state, player)
        state = game.apply(state, player, legal[rng.randrange(len(legal))])
        actions += 1


def play_greedy(game: Any, players: int, options: dict[str, str], seed: int) -> int:
    state = game.new_initial_state(players, options, seed)
    bot = get_bot(game.info.id, "greedy")
    rng = random.Random(seed)
    actions = 0
    while True:
        movers = game.to_move(state)
        if not movers:
            return actions
        player = movers[0]
        legal = game.legal_actions(state, player)
        action = bot.choose(game, player, game.view(state, player), legal, rng)
        state = game.apply(state, player, action)
        actions += 1


CASES = [
    ("sudoku", 2, {"mode": "table"}, play_random, "random"),
    ("sudoku", 2, {"mode": "assisted"}, play_random, "random"),
    ("sudoku", 4, {"mode": "table"}, play_greedy, "greedy"),
    ("sudoids", 2, {"mode": "table"}, play_random, "random"),
    ("sudoids", 2, {"mode": "assisted"}, play_random, "random"),
    ("sudoids", 4, {"mode": "assisted"}, play_greedy, "greedy"),
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per round")
    parser.add_argument("--rounds", type=int, default=5, help="rounds (the median is shown)")
    args = parser.parse_args()
    print(
        f"{'game':8} {'pl':>2} {'mode':9} {'play':7} {'games/s':>9} {'actions/s':>10} {'act/game':>8}"
    )
    for game_id, players, options, play, label in CASES:
        game = get_game(game_id)
        rates, action_rates, lengths = [], [], []
        for round_ in range(args.rounds):
            start = time.perf_counter()
            actions = sum(
                play(game, players, options, round_ * args.games + g) for g in range(args.games)
            )
            elapsed = time.perf_counter() - start
            rates.append(args.games / elapsed)
            action_rates.append(actions / elapsed)
            lengths.append(actions / args.games)
        print(
            f"{game_id:8} {players:>2} {options['mode']:9} {label:7} "
            f"{statistics.median(rates):9.0f} {statistics.median(action_rates):10.0f} "
            f"{statistics.median(lengths):8.1f}"
        )


if __name__ == "__main__":
    main()
