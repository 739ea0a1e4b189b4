"""An arena run that can be stopped and resumed: each game is logged as it ends.

    uv run python bench/arena_log.py GAME --seats expert,hard --games 200 --seed 3
        --log FILE [--report] [--option key=value ...]

It plays the arena's games ``0 .. --games - 1`` of ``--seed`` one after the other (exactly
the games ``spelkast arena GAME --seats ... --games N --seed S`` plays: the same deals,
seats and bot rngs) and appends each result, with its decision times, to ``--log`` (JSON
lines) as soon as the game ends. Run again with the same arguments, it skips the games
already in the log, so a run stopped at any moment loses at most the game in progress.
A log line of another game, seats, seed or options is refused.

At the end, or at once with ``--report``, it prints the report of the logged games
``0 .. M - 1``, M being the longest run of consecutive games from 0, cut to a whole
number of seat rotations: the object ``spelkast arena ... --games M --seed S --json``
prints for those games (the timings are those of the logged run), with ``seconds`` the
summed wall time of its games. ``bench/bots_table.py --add`` stores it.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

from spelkast.arena import GameResult, GameTask, play_game, summarise
from spelkast.core.options import parse_option_pairs
from spelkast.core.registry import get_game


def header(
    game_id: str, specs: tuple[str, ...], seed: int, options: dict[str, Any]
) -> dict[str, Any]:
    return {"game": game_id, "specs": list(specs), "seed": seed, "options": options}


def read_log(path: Path, expected: dict[str, Any]) -> dict[int, tuple[GameResult, float]]:
    """The logged games by index, with their wall seconds; refuses another run's lines."""
    logged: dict[int, tuple[GameResult, float]] = {}
    if not path.exists():
        return logged
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        entry = json.loads(line)
        if {key: entry.get(key) for key in expected} != expected:
            raise SystemExit(f"{path}:{number} is a game of another run: {line[:120]}")
        result = GameResult(
            index=entry["index"],
            deal_seed=entry["deal_seed"],
            seating=tuple(entry["seating"]),
            finished=entry["finished"],
            scores=tuple(entry["scores"]),
            ranks=tuple(entry["ranks"]),
            actions=entry["actions"],
            times=tuple(tuple(seat) for seat in entry["times"]),
        )
        logged[result.index] = (result, float(entry["seconds"]))
    return logged


def log_line(expected: dict[str, Any], result: GameResult, seconds: float) -> str:
    entry = {**expected, **result.outcome_json(), "seconds": round(seconds, 3)}
    entry["times"] = [list(seat) for seat in result.times]
    return json.dumps(entry)


def report(
    game_id: str,
    specs: tuple[str, ...],
    seed: int,
    options: dict[str, Any],
    logged: dict[int, tuple[GameResult, float]],
) -> dict[str, Any] | None:
    """The arena report of the complete rotations logged from game 0 (``None``: none)."""
    done = 0
    while done in logged:
        done += 1
    done -= done % len(specs)
    if not done:
        return None
    results = [logged[index][0] for index in range(done)]
    data: dict[str, Any] = summarise(game_id, specs, seed, options, results).to_json()
    data["seconds"] = round(sum(logged[index][1] for index in range(done)), 2)
    return data


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("game")
    parser.add_argument("--seats", required=True, help="comma-separated bot specs")
    parser.add_argument("--games", type=int, default=0, help="games to play (with --report: none)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--log", type=Path, required=True)
    parser.add_argument("--option", action="append", default=[])
    parser.add_argument("--report", action="store_true", help="play nothing, only report")
    args = parser.parse_args()
    if args.games < 1 and not args.report:
        parser.error("--games is at least 1 (or --report plays nothing)")
    game = get_game(args.game)
    specs = tuple(spec.strip() for spec in args.seats.split(","))
    options = dict(game.resolve_options(parse_option_pairs(args.option)))
    expected = header(args.game, specs, args.seed, options)
    logged = read_log(args.log, expected)
    if not args.report:
        for index in range(args.games):
            if index in logged:
                continue
            began = time.perf_counter()
            result = play_game(GameTask(args.game, specs, index, args.seed, options))
            seconds = time.perf_counter() - began
            with args.log.open("a", encoding="utf-8") as out:
                out.write(log_line(expected, result, seconds) + "\n")
            logged[index] = (result, seconds)
            print(f"game {index + 1}/{args.games} logged", file=sys.stderr, flush=True)
    data = report(args.game, specs, args.seed, options, logged)
    if data is None:
        raise SystemExit("no complete rotation of games logged yet")
    print(json.dumps(data, indent=1))


if __name__ == "__main__":
    main()
