"""Play an arena run one game at a time, appending each game to a file, so that a run
stopped early (a deadline, a crash) still counts; then summarise what was played.

    uv run python bench/arena_incremental.py run GAME --seats bot:hard,bot:medium,bot:medium
        --games 200 --seed 31 [--option day_night=true] [--until 2026-11-29T04:44]
        --out runs/labyrinth-3p.jsonl
    uv run python bench/arena_incremental.py report runs/labyrinth-3p.jsonl

``run`` plays the games of ``spelkast arena GAME --seats ... --games N --seed S`` in
their order (the same deals, seatings and bots' random streams), one line of JSON per
finished game; started again on the same file it skips the games already there. With
``--until`` (UTC) it starts no game after that time. ``report`` prints the arena's own
JSON report over the games in the file (the object ``spelkast arena --json`` prints,
which ``bench/bots_table.py --add`` merges into the bots page's data), with the number
of games it holds; a run cut short before a multiple of the seat count has seated the
bots unevenly, which ``games_per_seat`` shows. The report's ``seconds`` is the sum of the bots'
decision times over the games (the run's wall time less the engine's and the waits).
``report --around`` prints instead, per seat counted from the first spec's (0 its own,
1 the next to play, ...), the games won from there (a tie shared): whom the first bot
holds back and whom it lets through.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from spelkast.arena import GameResult, GameTask, parse_specs, play_game, summarise
from spelkast.core.options import parse_option_pairs
from spelkast.core.registry import get_game


def _header(path: Path) -> dict[str, Any] | None:
    if not path.exists():
        return None
    with path.open() as lines:
        first = lines.readline()
    return json.loads(first) if first.strip() else None


def _results(path: Path) -> list[GameResult]:
    results = []
    with path.open() as lines:
        for number, line in enumerate(lines):
            if number == 0 or not line.strip():
                continue
            row = json.loads(line)
            row["seating"] = tuple(row["seating"])
            row["scores"] = tuple(row["scores"])
            row["ranks"] = tuple(row["ranks"])
            row["times"] = tuple(tuple(t) for t in row["times"])
            results.append(GameResult(**row))
    return results


def run(args: argparse.Namespace) -> None:
    path = Path(args.out)
    specs = parse_specs(args.seats)
    options = get_game(args.game).resolve_options(parse_option_pairs(args.option))
    header = {"game": args.game, "seats": list(specs), "seed": args.seed, "options": options}
    found = _header(path)
    if found is None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(header) + "\n")
    elif found != header:
        sys.exit(f"{path} holds another run: {found}")
    done = {result.index for result in _results(path)}
    until = datetime.fromisoformat(args.until).replace(tzinfo=UTC) if args.until else None
    for index in range(args.games):
        if index in done:
            continue
        if until is not None and datetime.now(UTC) >= until:
            print(f"stopped at {until:%H:%M} UTC before game {index}", file=sys.stderr)
            break
        result = play_game(GameTask(args.game, specs, index, args.seed, dict(options)))
        with path.open("a") as out:
            out.write(json.dumps(dataclasses.asdict(result)) + "\n")


def report(args: argparse.Namespace) -> None:
    path = Path(args.file)
    header = _header(path)
    if header is None:
        sys.exit(f"{path} holds no run")
    results = sorted(_results(path), key=lambda r: r.index)
    summary = summarise(
        header["game"], tuple(header["seats"]), header["seed"], header["options"], results
    )
    if args.around:
        print_around(results)
        return
    data = summary.to_json()
    data["seconds"] = round(sum(sum(sum(t) for t in r.times) for r in results), 2)
    print(json.dumps(data))


def print_around(results: Sequence[GameResult]) -> None:
    finished = [r for r in results if r.finished]
    players = len(finished[0].seating) if finished else 0
    wins = [0.0] * players
    for result in finished:
        first = result.seating.index(0)
        winners = result.winners
        for seat in winners:
            wins[(seat - first) % players] += 1 / len(winners)
    shares = ", ".join(f"+{k}: {w:g}" for k, w in enumerate(wins))
    print(f"{len(finished)} finished games; wins by seat after the first spec's: {shares}")


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    play = commands.add_parser("run", help="play the games, appending each to --out")
    play.add_argument("game")
    play.add_argument("--seats", required=True)
    play.add_argument("--games", type=int, required=True)
    play.add_argument("--seed", type=int, default=0)
    play.add_argument("--option", action="append", default=[])
    play.add_argument("--until", help="UTC time after which no game starts (ISO format)")
    play.add_argument("--out", required=True)
    play.set_defaults(handler=run)
    summary = commands.add_parser("report", help="the arena report of the games in FILE")
    summary.add_argument("file")
    summary.add_argument("--around", action="store_true", help="wins by seat around the first")
    summary.set_defaults(handler=report)
    args = parser.parse_args(argv)
    args.handler(args)


if __name__ == "__main__":
    main()
