"""An arena run that can be stopped and resumed: each game is logged as it ends.

    uv run python bench/arena_log.py GAME --seats expert,hard --games 200 --seed 3
        --log FILE [--option key=value ...] [--until 2026-11-29T04:44]
    uv run python bench/arena_log.py --log FILE --report [--uneven] [--around]
    uv run python bench/arena_log.py --log FILE --log FILE2 ... --report [--around]

It plays the arena's games ``0 .. --games - 1`` of ``--seed`` one after the other (exactly
the games ``spelkast arena GAME --seats ... --games N --seed S`` plays: the same deals,
seats and bot rngs) and appends each result, with its decision times, to ``--log`` (JSON
lines) as soon as the game ends. Run again with the same arguments, it skips the games
already in the log, so a run stopped at any moment loses at most the game in progress.
With ``--until`` (UTC, ISO format) it starts no game after that time, so a run can be
stopped by the clock whatever its results. A log line of another game, seats, seed or
options is refused.

At the end, or at once with ``--report`` (which plays nothing and, without GAME and
``--seats``, reports the run the log holds), it prints the report of the logged games
``0 .. M - 1``, M being the longest run of consecutive games from 0, cut to a whole
number of seat rotations unless ``--uneven`` is given (then the last rotation may be cut
short, which seats the bots unevenly: ``games_per_seat`` shows it). The report is the
object ``spelkast arena ... --games M --seed S --json`` prints for those games (the
timings are those of the logged run), with ``seconds`` the summed wall time of its games
and ``decision_seconds`` the summed decision times of the bots (the wall time less the
engine's work and the waits). ``bench/bots_table.py --add`` stores it.

With ``--report``, ``--log`` may be given more than once: logs of the same game, seats and
options on different seeds (a run split over processes, or a run extended on fresh
deals). Each log contributes the games it would report on its own, and the report covers
them all: its ``seed`` is the first log's and ``seeds`` lists every log's, in order. A
second log of the same seed, or of another game, seats or options, is refused. ``--around``
prints instead, per seat counted from the first spec's (+0 its own, +1 the next to play,
...), the games won from there (a shared win split equally): whom the first bot holds
back and whom it lets through.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from spelkast.arena import GameResult, GameTask, parse_specs, play_game, summarise
from spelkast.core.options import parse_option_pairs
from spelkast.core.registry import get_game

#: The fields every log line repeats: which run the game belongs to.
RUN_KEYS = ("game", "specs", "seed", "options")

Logged = dict[int, tuple[GameResult, float]]


def header(
    game_id: str, specs: tuple[str, ...], seed: int, options: dict[str, Any]
) -> dict[str, Any]:
    return {"game": game_id, "specs": list(specs), "seed": seed, "options": options}


def read_log(path: Path, expected: dict[str, Any] | None) -> tuple[dict[str, Any] | None, Logged]:
    """The run the log holds and its games by index, with their wall seconds; refuses a
    line of another run than ``expected`` (``None``: the run of the log's first line)."""
    logged: Logged = {}
    if not path.exists():
        return expected, logged
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        entry = json.loads(line)
        run = {key: entry.get(key) for key in RUN_KEYS}
        if expected is None:
            expected = run
        if run != expected:
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
    return expected, logged


def log_line(expected: dict[str, Any], result: GameResult, seconds: float) -> str:
    entry = {**expected, **result.outcome_json(), "seconds": round(seconds, 3)}
    entry["times"] = [list(seat) for seat in result.times]
    return json.dumps(entry)


def reported(logged: Logged, seats: int, uneven: bool) -> list[GameResult]:
    """The games the report covers: those logged from game 0 on without a gap, cut to
    whole rotations of the ``seats`` seats unless ``uneven``."""
    done = 0
    while done in logged:
        done += 1
    if not uneven:
        done -= done % seats
    return [logged[index][0] for index in range(done)]


def report(run: dict[str, Any], logged: Logged, uneven: bool = False) -> dict[str, Any] | None:
    """The arena report of the games :func:`reported` picks (``None``: none)."""
    return merged_report([(run, logged)], uneven)


def merged_report(
    runs: Sequence[tuple[dict[str, Any], Logged]], uneven: bool = False
) -> dict[str, Any] | None:
    """The arena report of the games :func:`reported` picks in each of ``runs`` (the same
    game, seats and options, each on its own seed), together; ``None`` when none. With
    more than one run, ``seeds`` lists their seeds and ``seed`` is the first's."""
    first = runs[0][0]
    specs = tuple(first["specs"])
    seeds: list[int] = []
    results: list[GameResult] = []
    seconds = 0.0
    for run, logged in runs:
        if {**run, "seed": None} != {**first, "seed": None}:
            raise SystemExit(f"a log of another game, seats or options: {run}")
        if run["seed"] in seeds:
            raise SystemExit(f"two logs of seed {run['seed']}")
        seeds.append(run["seed"])
        games = reported(logged, len(specs), uneven)
        results.extend(games)
        seconds += sum(logged[result.index][1] for result in games)
    if not results:
        return None
    data: dict[str, Any] = summarise(
        first["game"], specs, first["seed"], first["options"], results
    ).to_json()
    if len(seeds) > 1:
        data["seeds"] = seeds
    data["seconds"] = round(seconds, 2)
    decisions = sum(sum(seat) for result in results for seat in result.times)
    data["decision_seconds"] = round(decisions, 2)
    return data


def wins_around_first(results: Sequence[GameResult]) -> str:
    """The finished games won from each seat counted from the first spec's, one line."""
    finished = [result for result in results if result.finished]
    players = len(finished[0].seating) if finished else 0
    wins = [0.0] * players
    for result in finished:
        first = result.seating.index(0)
        for seat in result.winners:
            wins[(seat - first) % players] += 1 / len(result.winners)
    shares = ", ".join(f"+{k}: {w:g}" for k, w in enumerate(wins))
    return f"{len(finished)} finished games; wins by seat after the first spec's: {shares}"


def play(
    run: dict[str, Any], logged: Logged, games: int, log: Path, until: datetime | None
) -> None:
    """Play the games ``0 .. games - 1`` not yet logged, appending each as it ends; start
    none after ``until``."""
    for index in range(games):
        if index in logged:
            continue
        if until is not None and datetime.now(UTC) >= until:
            print(f"stopped at {until:%H:%M} UTC before game {index + 1}", file=sys.stderr)
            return
        task = GameTask(run["game"], tuple(run["specs"]), index, run["seed"], run["options"])
        began = time.perf_counter()
        result = play_game(task)
        seconds = time.perf_counter() - began
        with log.open("a", encoding="utf-8") as out:
            out.write(log_line(run, result, seconds) + "\n")
        logged[index] = (result, seconds)
        print(f"game {index + 1}/{games} logged", file=sys.stderr, flush=True)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("game", nargs="?", help="the game id (with --report: the log's)")
    parser.add_argument("--seats", help="comma-separated bot specs (with --report: the log's)")
    parser.add_argument("--games", type=int, default=0, help="games to play (with --report: none)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--log", type=Path, action="append", required=True, help="repeat with --report to merge"
    )
    parser.add_argument("--option", action="append", default=[])
    parser.add_argument("--until", help="UTC time after which no game starts (ISO format)")
    parser.add_argument("--report", action="store_true", help="play nothing, only report")
    parser.add_argument("--uneven", action="store_true", help="report a cut-short rotation too")
    parser.add_argument("--around", action="store_true", help="wins by seat around the first")
    args = parser.parse_args(argv)
    if not args.report and (args.games < 1 or args.game is None or args.seats is None):
        parser.error("GAME, --seats and --games (at least 1) are needed to play")
    expected = None
    if args.game is not None and args.seats is not None:
        options = dict(get_game(args.game).resolve_options(parse_option_pairs(args.option)))
        expected = header(args.game, parse_specs(args.seats), args.seed, options)
    if len(args.log) > 1 and not args.report:
        parser.error("one --log to play; several only with --report")
    runs: list[tuple[dict[str, Any], Logged]] = []
    for path in args.log:
        # A log after the first may hold another seed: its own first line says which.
        run, logged = read_log(path, expected if not runs else None)
        if run is None:
            raise SystemExit(f"{path} holds no game: give GAME and --seats")
        runs.append((run, logged))
    run, logged = runs[0]
    if not args.report:
        until = datetime.fromisoformat(args.until).replace(tzinfo=UTC) if args.until else None
        play(run, logged, args.games, args.log[0], until)
    if args.around:
        games = [
            result
            for each, its_games in runs
            for result in reported(its_games, len(each["specs"]), args.uneven)
        ]
        print(wins_around_first(games))
        return
    data = merged_report(runs, args.uneven)
    if data is None:
        raise SystemExit("no game logged yet" if args.uneven else "no whole rotation logged yet")
    print(json.dumps(data, indent=1))


if __name__ == "__main__":
    main()
