"""Two-player Sudoku or Sudoids, the registered ``hard`` bot against ``medium``: exactly
the games ``spelkast arena GAME --seats bot:hard,bot:medium --seed S`` plays (the same
deals, seats rotated, the same bots' random generators), one line per game appended to
a file as soon as the game ends, so a run stopped early still counts what it played and
a run started again on the same file plays only the games it lacks.

``--part k/n`` plays only the games with ``index % n == k`` (to split a run over
processes). ``--summary FILE...`` reads the files back and prints the arena's report:
the win share with its Wilson 95% interval and the time per decision, or with ``--json``
the report as ``spelkast arena --json`` prints it (what the bots page reads; its
``seconds`` is the bots' total time deciding, not a wall time).

    uv run python bench/sudoku_hard_medium.py --game sudoku --games 200 --out run.jsonl
    uv run python bench/sudoku_hard_medium.py --summary run.jsonl
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from spelkast.arena import GameResult, GameTask, play_game, summarise
from spelkast.core.registry import get_game

SPECS = ("hard", "medium")


def to_line(result: GameResult) -> str:
    return json.dumps({**result.outcome_json(), "times": [list(t) for t in result.times]})


def from_line(line: str) -> GameResult:
    row = json.loads(line)
    return GameResult(
        index=int(row["index"]),
        deal_seed=int(row["deal_seed"]),
        seating=tuple(row["seating"]),
        finished=bool(row["finished"]),
        scores=tuple(row["scores"]),
        ranks=tuple(row["ranks"]),
        actions=int(row["actions"]),
        times=tuple(tuple(t) for t in row["times"]),
    )


def summary(game_id: str, seed: int, paths: list[str], as_json: bool) -> None:
    lines = [line for p in paths for line in Path(p).read_text().splitlines() if line]
    results = sorted((from_line(line) for line in lines), key=lambda r: r.index)
    options = get_game(game_id).resolve_options(None)
    report = summarise(game_id, SPECS, seed, options, results)
    if as_json:
        # The arena's ``seconds`` is its wall time; a run split over processes and
        # resumed has none, so this is the time the bots spent deciding, all games summed.
        decided = sum(t for r in results for seat in r.times for t in seat)
        print(json.dumps({**report.to_json(), "seconds": round(decided, 2)}, indent=1))
        return
    for bot in report.bots:
        median = (bot.median_seconds or 0.0) * 1000
        p90 = (bot.p90_seconds or 0.0) * 1000
        print(
            f"{game_id} {bot.spec}: {bot.games} games, {bot.wins / max(1, bot.games):.1%}"
            f" [{bot.win_low:.1%}, {bot.win_high:.1%}], seats {bot.seats},"
            f" {bot.decisions} decisions, median {median:.0f} ms, p90 {p90:.0f} ms"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="sudoids", choices=("sudoku", "sudoids"))
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--part", default="0/1")
    parser.add_argument("--out")
    parser.add_argument("--summary", nargs="*")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if args.summary:
        summary(args.game, args.seed, args.summary, args.json)
        return
    k, n = (int(x) for x in args.part.split("/"))
    out_path = Path(args.out)
    done = set()
    if out_path.exists():
        done = {from_line(line).index for line in out_path.read_text().splitlines() if line}
    options = get_game(args.game).resolve_options(None)
    with out_path.open("a") as out:
        for index in range(k, args.games, n):
            if index in done:
                continue
            task = GameTask(args.game, SPECS, index, args.seed, dict(options))
            out.write(to_line(play_game(task)) + "\n")
            out.flush()


if __name__ == "__main__":
    main()
