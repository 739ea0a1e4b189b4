"""Post-game review benchmark: the time to review a typical game of each game id at the
review's default budget, every player's decisions judged.

A typical game: two medium bots (the seats people meet most), default options, seeded;
playing it is not timed, only :func:`spelkast.review.game_review.review_record`. Prints
per game id the median over ``--games`` games of the wall time, the decisions judged,
the time per decision and the longest wait between two progress reports (what a person
watching the progress bar waits at most), and the machine's load average before and
after (the figures scale with it). Run with ``uv run --frozen python bench/bench_review.py [--games N] [--players 3 4]``;
the figures go into the Review section of ``docs/learn.md``.
"""

from __future__ import annotations

import argparse
import itertools
import os
import statistics
import time

from spelkast.core.record import GameRecord
from spelkast.core.registry import all_games, get_game
from spelkast.match import Match, Seat
from spelkast.review.estimate import DEFAULT_ITERATIONS
from spelkast.review.game_review import review_record


def typical_game(game_id: str, players: int, seed: int) -> GameRecord:
    match = Match(get_game(game_id), [Seat.parse("bot:medium")] * players, seed=seed)
    match.run_bots()
    return match.record


def measure(game_id: str, players: int, games: int) -> dict[str, float]:
    seconds, decisions, actions, waits = [], [], [], []
    for seed in range(games):
        record = typical_game(game_id, players, seed)
        began = time.perf_counter()
        reports = [began]
        review = review_record(
            record, progress=lambda _d, _t, r=reports: r.append(time.perf_counter())
        )
        seconds.append(time.perf_counter() - began)
        waits.append(max(b - a for a, b in itertools.pairwise(reports)))
        decisions.append(len(review.decisions))
        actions.append(len(record.moves))
    per = [s / max(1, d) for s, d in zip(seconds, decisions, strict=True)]
    return {
        "seconds": statistics.median(seconds),
        "slowest": max(seconds),
        "decisions": statistics.median(decisions),
        "actions": statistics.median(actions),
        "per_decision": statistics.median(per),
        "wait": max(waits),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=3, help="games per game id")
    parser.add_argument(
        "--players", type=int, nargs="+", default=[2], help="player counts (e.g. 3 4)"
    )
    parser.add_argument("--only", nargs="*", help="game ids (default: all)")
    args = parser.parse_args()
    ids = args.only or [game.info.id for game in all_games()]
    print(f"load average before: {os.getloadavg()[0]:.2f}; cores: {os.cpu_count()}")
    print(f"{args.games} game(s) per id and player count, medium bots, default budget")
    header = (
        "game              players  budget  actions  decisions  median s  slowest s"
        "  s/decision  longest wait s"
    )
    print(header)
    for players in args.players:
        for game_id in ids:
            info = get_game(game_id).info
            if not info.min_players <= players <= info.max_players:
                continue
            m = measure(game_id, players, args.games)
            print(
                f"{game_id:<17} {players:>7} {DEFAULT_ITERATIONS[game_id]:>7} "
                f"{m['actions']:>8.0f} {m['decisions']:>10.0f} {m['seconds']:>9.1f} "
                f"{m['slowest']:>10.1f} {m['per_decision']:>11.2f} {m['wait']:>15.1f}",
                flush=True,
            )
    print(f"load average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
