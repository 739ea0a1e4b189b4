"""Calibration of the review's estimates: do positions the review gives a 70% win chance
end in a win 70% of the time?

Plays two-player games between the hard bot (a small fixed budget, no time cap) and the
medium bot, seats alternating, reviews every decision of both seats from their own views
and bins the estimates before each decision by tenths of win chance; prints per bin the
positions, the mean estimate and the share of those positions whose player went on to
win (a shared win counts half). It also prints the drops the review finds in the hard
bot's own decisions (quantiles): the noise floor the marks' thresholds must stand above.
With ``--players 1`` it plays solo games of the hard bot and prints those drops only (in
points of expected score).

Run with ``uv run --frozen python bench/review_calibration.py [--games N]``; the figures
go into the Review section of ``docs/learn.md``.
"""

from __future__ import annotations

import argparse
import os
import statistics

from spelkast.core.record import GameRecord, final_state
from spelkast.core.registry import all_games, get_game
from spelkast.match import Match, Seat
from spelkast.review.game_review import review_record
from spelkast.review.measure import result_share

BINS = 10


def games(
    game_id: str, count: int, bot: str, players: int
) -> list[tuple[GameRecord, tuple[str, ...]]]:
    out = []
    for seed in range(count):
        if players == 1:
            seats: tuple[str, ...] = (f"bot:{bot}",)
        elif seed % 2 == 0:
            seats = (f"bot:{bot}", "bot:medium")
        else:
            seats = ("bot:medium", f"bot:{bot}")
        match = Match(get_game(game_id), [Seat.parse(s) for s in seats], seed=1000 + seed)
        match.run_bots()
        out.append((match.record, seats))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=10, help="games per game id")
    parser.add_argument("--iterations", type=int, default=None, help="review budget")
    parser.add_argument("--bot", default="hard:iterations=150:seconds=0")
    parser.add_argument("--only", nargs="*", help="game ids (default: all)")
    parser.add_argument(
        "--players", type=int, default=2, help="2, or 1 for solo games (drops in points only)"
    )
    args = parser.parse_args()
    ids = args.only or [
        game.info.id for game in all_games() if game.info.min_players <= args.players
    ]
    print(f"load average before: {os.getloadavg()[0]:.2f}; {args.games} games per id")
    for game_id in ids:
        bins: list[list[tuple[float, float]]] = [[] for _ in range(BINS)]
        drops: list[float] = []
        for record, seats in games(game_id, args.games, args.bot, args.players):
            review = review_record(record, iterations=args.iterations)
            outcome = get_game(game_id).outcome(final_state(record))
            assert outcome is not None
            for d in review.decisions:
                if args.players > 1:
                    won = result_share(outcome.ranks, d.player)
                    bins[min(BINS - 1, int(d.before * BINS))].append((d.before, won))
                if seats[d.player] != "bot:medium" and d.drop is not None:
                    drops.append(d.drop)
        print(f"\n{game_id} (review budget {review.iterations}; hard = {args.bot})")
        print("  bin        positions  mean estimate  actual win rate")
        for i, cell in enumerate(bins):
            if not cell:
                continue
            mean = statistics.fmean(e for e, _ in cell)
            rate = statistics.fmean(w for _, w in cell)
            print(
                f"  {i / BINS:.1f}-{(i + 1) / BINS:.1f} {len(cell):>10} {mean:>14.2f} {rate:>16.2f}"
            )
        if len(drops) >= 2:
            q = statistics.quantiles(drops, n=20)
            print(
                f"  hard bot's own drops: n={len(drops)} median={statistics.median(drops):.3f} "
                f"p75={q[14]:.3f} p90={q[17]:.3f} p95={q[18]:.3f} max={max(drops):.3f}"
            )
    print(f"\nload average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
