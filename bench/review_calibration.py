"""Calibration of the review's estimates: do positions the review gives a 70% win chance
end in a win 70% of the time?

Plays seeded games between the hard bot (a small fixed budget, no time cap) and medium
bots, the hard bot's seat rotating from game to game, reviews every decision of every
seat from its own view, and bins the estimates before each decision:

* two players: by tenths of win chance; per bin the positions, the mean estimate and the
  share of those positions whose player went on to win (a shared win counts half);
* three or more: by tenths of expected rank share; per bin the mean estimate and the
  rank share the player actually finished with (the share of the others they finished
  ahead of, ties counting half);
* solo (``--players 1``): by fifths of the positions ordered by expected score; per bin
  the mean estimate and the mean final score.

It also prints the drops the review finds in the hard bot's own decisions (quantiles):
the noise floor the marks' thresholds must stand above. ``--spread`` instead prints how
far repeated estimates of the same positions lie apart with four seeds (the estimate
after the best move, max - min), over the positions of games of the medium bot: the
noise measured directly. The sample (games, players, budgets) is printed before the
games are played.

Run with ``nice -n 10 uv run --frozen python bench/review_calibration.py [--games N]
[--players N] [--only GAME ...]``; the figures go into docs/learn.md and docs/bots.md.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics

from spelkast.core.record import GameRecord, final_state
from spelkast.core.registry import all_games, get_game
from spelkast.match import Match, Seat
from spelkast.review.estimate import estimate
from spelkast.review.game_review import review_record
from spelkast.review.measure import result_share

BINS = 10


def games(
    game_id: str, count: int, bot: str, players: int, first: int = 0
) -> list[tuple[GameRecord, tuple[str, ...]]]:
    out = []
    for seed in range(first, first + count):
        seats = tuple(
            f"bot:{bot}" if seat == seed % players else "bot:medium" for seat in range(players)
        )
        match = Match(get_game(game_id), [Seat.parse(s) for s in seats], seed=1000 + seed)
        match.run_bots()
        out.append((match.record, seats))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=10, help="games per game id")
    parser.add_argument("--iterations", type=int, default=None, help="review budget")
    parser.add_argument(
        "--first", type=int, default=0, help="the first game's number (to add games to a run)"
    )
    parser.add_argument("--bot", default="hard:iterations=150:seconds=0")
    parser.add_argument("--only", nargs="*", help="game ids (default: all)")
    parser.add_argument(
        "--players", type=int, default=2, help="2, or 1 for solo games (drops in points only)"
    )
    parser.add_argument("--spread", action="store_true", help="measure the seeds' spread")
    args = parser.parse_args()
    if args.spread:
        spread(args)
        return
    ids = args.only or [
        game.info.id
        for game in all_games()
        if game.info.min_players <= args.players <= game.info.max_players
    ]
    print(f"load average before: {os.getloadavg()[0]:.2f}")
    print(
        f"sample: {args.games} games per id of {args.players} player(s) ({', '.join(ids)}), "
        f"games {args.first}-{args.first + args.games - 1}, "
        f"hard = {args.bot} in a rotating seat, the others medium; review budget "
        f"{args.iterations or 'default'}; every decision of every seat",
        flush=True,
    )
    for game_id in ids:
        points: list[tuple[float, float]] = []
        drops: list[float] = []
        for record, seats in games(game_id, args.games, args.bot, args.players, args.first):
            review = review_record(record, iterations=args.iterations)
            outcome = get_game(game_id).outcome(final_state(record))
            assert outcome is not None
            for d in review.decisions:
                if args.players > 1:
                    points.append((d.before, result_share(outcome.ranks, d.player)))
                else:
                    points.append((d.before, float(outcome.scores[d.player])))
                if seats[d.player] != "bot:medium" and d.drop is not None:
                    drops.append(d.drop)
        print(f"\n{game_id} (review budget {review.iterations}; hard = {args.bot})")
        if args.players == 1:
            print("  fifth      positions  mean estimate  mean final score")
            points.sort()
            for i in range(5):
                cell = points[len(points) * i // 5 : len(points) * (i + 1) // 5]
                if cell:
                    mean = statistics.fmean(e for e, _ in cell)
                    rate = statistics.fmean(w for _, w in cell)
                    print(f"  {i + 1}/5 {len(cell):>15} {mean:>14.1f} {rate:>17.1f}")
        else:
            actual = "actual win rate" if args.players == 2 else "actual rank share"
            print(f"  bin        positions  mean estimate  {actual}")
            bins: list[list[tuple[float, float]]] = [[] for _ in range(BINS)]
            for estimate_, won in points:
                bins[min(BINS - 1, int(estimate_ * BINS))].append((estimate_, won))
            for i, cell in enumerate(bins):
                if not cell:
                    continue
                mean = statistics.fmean(e for e, _ in cell)
                rate = statistics.fmean(w for _, w in cell)
                print(
                    f"  {i / BINS:.1f}-{(i + 1) / BINS:.1f} {len(cell):>10} {mean:>14.2f} "
                    f"{rate:>16.2f}"
                )
            brier = statistics.fmean((e - w) ** 2 for e, w in points)
            print(f"  positions={len(points)} mean squared error={brier:.3f}", flush=True)
        if len(drops) >= 2:
            q = statistics.quantiles(drops, n=20)
            print(
                f"  hard bot's own drops: n={len(drops)} median={statistics.median(drops):.3f} "
                f"p75={q[14]:.3f} p90={q[17]:.3f} p95={q[18]:.3f} max={max(drops):.3f}"
            )
    print(f"\nload average after: {os.getloadavg()[0]:.2f}")


def spread(args: argparse.Namespace) -> None:
    """The spread of the best move's estimate over four seeds, per game id."""
    ids = args.only or [g.info.id for g in all_games() if g.info.min_players <= args.players]
    print(f"load average before: {os.getloadavg()[0]:.2f}; {args.games} games per id")
    for game_id in ids:
        game = get_game(game_id)
        spreads = []
        for seed in range(args.games):
            match = Match(game, [Seat.parse("bot:medium")] * args.players, seed=2000 + seed)
            match.run_bots()
            state = game.new_initial_state(args.players, {}, 2000 + seed)
            for number, move in enumerate(match.record.moves):
                legal = game.legal_actions(state, move.player)
                if number % 3 == 0 and len(legal) > 1:
                    view = game.view(state, move.player)
                    values = []
                    for rng_seed in range(4):
                        found = estimate(
                            game,
                            move.player,
                            view,
                            legal,
                            random.Random(rng_seed),
                            iterations=args.iterations,
                        )
                        if found is not None:
                            values.append(found.position)
                    if len(values) == 4:
                        spreads.append(max(values) - min(values))
                state = game.apply(state, move.player, game.action_from_json(move.action))
        if len(spreads) >= 2:
            q = statistics.quantiles(spreads, n=20)
            print(
                f"{game_id}: positions={len(spreads)} median={statistics.median(spreads):.3f} "
                f"p90={q[17]:.3f} p95={q[18]:.3f} max={max(spreads):.3f}"
            )
    print(f"load average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
