"""What the card game's hand inference buys: a paired arena run of hard with and without it.

    uv run python bench/cards_infer_paired.py [--games 200] [--jobs 2] [--seed 1]
        [--players 2] [--settings iterations=300:seconds=0] [--log FILE] [--json FILE]

Arm A seats ``bot:hard:SETTINGS:infer=1`` against medium, arm B ``bot:hard:SETTINGS:infer=0``
(the other hands dealt at random, as before the inference) against the same medium. Game
``g`` of both arms is the arena's game ``g`` with the same seed: the same deal, the same
seats (they rotate as in the arena), the same bot rngs. Only the hard bot's dealing of the
other hands differs, so each pair of games is a matched comparison and the luck of the
deal cancels out of the difference.

It prints, for each arm, the arena figures (hard's win share with its 95 % Wilson
interval, Elo difference, time per decision) and then the paired difference: in how many
deals hard did better with the inference, in how many worse, and the exact two-sided sign
test (McNemar's test when every result is a win or a loss) on those discordant pairs.

The games are played in chunks of pairs; after each chunk the pairs so far are appended to
``--log`` (JSON lines of the arena's outcomes), so an interrupted run keeps its pairs and
``--from-log FILE`` prints the figures of a log without playing. ``--json`` writes both
arms' arena reports (the object ``spelkast arena --json`` prints) and the paired figures.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from spelkast.arena import GameResult, GameTask, play_games, summarise
from spelkast.core.registry import get_game
from spelkast.stats import sign_test

GAME = "labyrinth-cards"
CHUNK = 20
"""Pairs of games played between two appends to the log."""


def arms(settings: str, players: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The seat specs of arm A (inference on) and arm B (off)."""
    prefix = f"hard:{settings}:" if settings else "hard:"
    weak = ("medium",) * (players - 1)
    return (f"{prefix}infer=1", *weak), (f"{prefix}infer=0", *weak)


def share(result: GameResult) -> float:
    """Spec 0's (hard's) win share in a finished game."""
    seat = result.seating.index(0)
    winners = result.winners
    return 1.0 / len(winners) if seat in winners else 0.0


def paired(a: Sequence[GameResult], b: Sequence[GameResult]) -> dict[str, Any]:
    """The paired difference of arm A over arm B, pair by pair (both games finished)."""
    better = worse = same = 0
    total = 0.0
    for ra, rb in zip(a, b, strict=True):
        if ra.index != rb.index or ra.deal_seed != rb.deal_seed:
            raise ValueError(f"games {ra.index} and {rb.index} are not a pair")
        if not (ra.finished and rb.finished):
            continue
        diff = share(ra) - share(rb)
        total += diff
        if diff > 0:
            better += 1
        elif diff < 0:
            worse += 1
        else:
            same += 1
    pairs = better + worse + same
    return {
        "pairs": pairs,
        "a_better": better,
        "a_worse": worse,
        "same": same,
        "mean_difference": total / pairs if pairs else None,
        "sign_test_p": sign_test(better, worse),
    }


def result_from_json(data: dict[str, Any]) -> GameResult:
    return GameResult(
        index=data["index"],
        deal_seed=data["deal_seed"],
        seating=tuple(data["seating"]),
        finished=data["finished"],
        scores=tuple(data["scores"]),
        ranks=tuple(data["ranks"]),
        actions=data["actions"],
        times=tuple(tuple(t) for t in data["times"]),
    )


def result_to_json(result: GameResult) -> dict[str, Any]:
    data = result.outcome_json()
    data["times"] = [list(t) for t in result.times]
    return data


def play(
    specs_a: tuple[str, ...],
    specs_b: tuple[str, ...],
    games: int,
    jobs: int,
    seed: int,
    log: Path | None,
) -> tuple[list[GameResult], list[GameResult]]:
    """Both arms' games, in chunks of :data:`CHUNK` pairs (A and B of a pair together)."""
    options = get_game(GAME).resolve_options(None)
    a: list[GameResult] = []
    b: list[GameResult] = []
    for start in range(0, games, CHUNK):
        indices = range(start, min(games, start + CHUNK))
        tasks = [
            GameTask(GAME, specs, index, seed, dict(options))
            for index in indices
            for specs in (specs_a, specs_b)
        ]
        results = play_games(tasks, jobs)
        chunk_a, chunk_b = results[0::2], results[1::2]
        a.extend(chunk_a)
        b.extend(chunk_b)
        if log is not None:
            with log.open("a") as out:
                for ra, rb in zip(chunk_a, chunk_b, strict=True):
                    out.write(json.dumps({"a": result_to_json(ra), "b": result_to_json(rb)}) + "\n")
        print(f"{len(a)} pairs played", file=sys.stderr)
    return a, b


def report(
    specs_a: tuple[str, ...],
    specs_b: tuple[str, ...],
    seed: int,
    a: Sequence[GameResult],
    b: Sequence[GameResult],
    seconds: float | None,
) -> dict[str, Any]:
    options = get_game(GAME).resolve_options(None)
    reports = []
    for specs, results in ((specs_a, a), (specs_b, b)):
        data = summarise(GAME, specs, seed, options, results).to_json()
        data["seconds"] = seconds  # the wall time of the whole paired run (both arms)
        reports.append(data)
    return {"a": reports[0], "b": reports[1], "paired": paired(a, b)}


def show(figures: dict[str, Any]) -> None:
    for arm in ("a", "b"):
        data = figures[arm]
        hard = data["bots"][0]
        elo = data["elo"]
        print(
            f"{arm.upper()} {' vs '.join(data['seats'])}: {hard['games']} games, "
            f"hard {hard['wins']:g} wins = {100 * hard['win_rate']:.1f}% "
            f"[{100 * hard['win_rate_low']:.1f}, {100 * hard['win_rate_high']:.1f}], "
            f"Elo {elo['difference']}, "
            f"decision median {hard['median_ms']:.0f} ms p90 {hard['p90_ms']:.0f} ms"
        )
    p = figures["paired"]
    print(
        f"paired over {p['pairs']} deals: inference better in {p['a_better']}, worse in "
        f"{p['a_worse']}, same in {p['same']}; mean difference of win share "
        f"{p['mean_difference']:+.3f}; sign test p = {p['sign_test_p']:.3f}"
    )


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="pairs of games")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    parser.add_argument("--seed", type=int, default=1, help="arena seed")
    parser.add_argument("--players", type=int, default=2, help="hard once, medium the rest")
    parser.add_argument(
        "--settings", default="iterations=300:seconds=0", help="the hard bot's other settings"
    )
    parser.add_argument("--log", type=Path, help="append the pairs here (JSON lines)")
    parser.add_argument("--from-log", type=Path, help="print the figures of a log; play nothing")
    parser.add_argument("--json", type=Path, help="write both reports and the paired figures")
    args = parser.parse_args(argv)
    if not 2 <= args.players <= 6 or args.games < 1:
        raise SystemExit("--players is 2-6 and --games at least 1")
    specs_a, specs_b = arms(args.settings, args.players)
    if args.from_log:
        lines = [json.loads(line) for line in args.from_log.read_text().splitlines() if line]
        a = [result_from_json(line["a"]) for line in lines]
        b = [result_from_json(line["b"]) for line in lines]
        seconds = None
    else:
        began = time.perf_counter()
        a, b = play(specs_a, specs_b, args.games, args.jobs, args.seed, args.log)
        seconds = round(time.perf_counter() - began, 2)
    figures = report(specs_a, specs_b, args.seed, a, b, seconds)
    show(figures)
    if args.json:
        args.json.write_text(json.dumps(figures, indent=1) + "\n")


if __name__ == "__main__":
    main()
