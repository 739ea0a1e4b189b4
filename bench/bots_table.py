"""Measure the bot levels against each other and store the arena reports for the bots page.

    uv run python bench/bots_table.py [--games 400] [--jobs 2] [--seed 1]
        [--matchup hard:medium ...] [--bot-settings hard:seconds=0.25 ...]
        [--players 2] [--option key=value ...]
        [--only GAME ...] [--out src/spelkast/bots/measured.json]
    uv run python bench/bots_table.py --add REPORT.json [--add ...] [--out ...]

For every game (labyrinth, labyrinth-cards, sudoku, sudoids, traexx) and every matchup
(default: hard vs medium, medium vs easy, hard vs easy, expert vs hard) it runs the arena and keeps the
report: each entry of the output file is exactly the object that
``spelkast arena GAME --seats bot:A,bot:B --json`` prints (``ArenaReport.to_json`` plus
the run's ``seconds``). The stronger level sits first, so the report's Elo difference
and its first bot's win rate are the stronger level's.

* ``--players N`` (default 2) seats the stronger level once and the weaker N - 1 times
  (``hard:medium`` with 3 players: ``bot:hard,bot:medium,bot:medium``); the first bot's
  win share is then to be read against 1/N.
* ``--option key=value`` (repeatable) plays a variant (``day_night=true``); the options
  are in every report.
* The matchup's stronger side may be ``oracle`` (``oracle:medium``): the arena-only bot
  that sees the whole state (:mod:`spelkast.bots.oracle`), for the games that have one.

* ``--bot-settings NAME:key=value[:...]`` gives every seat of level NAME those settings
  (e.g. ``hard:seconds=0.25`` for a time budget of 0.25 s per decision); the seat specs
  in the report then show them.
* A matchup whose level a game does not offer (yet) is skipped with a message.
* ``--add REPORT.json`` (repeatable) plays nothing: it merges reports already made with
  ``spelkast arena ... --json`` (on this machine or with ``--ray`` on a cluster) into the
  output file, each replacing the stored report of the same game, seats and options.
* Without ``--only`` the output file is written afresh with this run's reports. With
  ``--only GAME`` (repeatable) only those games are played, and the file's other reports
  are kept: the new reports replace the stored ones of the same game and matchup.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from spelkast.arena import run_arena
from spelkast.bots.base import parse_bot_spec
from spelkast.bots.levels import LEVELS, levels_of
from spelkast.bots.oracle import ORACLE, oracle_games
from spelkast.core.options import parse_option_pairs

GAMES = ("labyrinth", "labyrinth-cards", "sudoku", "sudoids", "traexx")
MATCHUPS = (("hard", "medium"), ("medium", "easy"), ("hard", "easy"), ("expert", "hard"))
NAMES = (*LEVELS, ORACLE)
"""What a matchup may name: the levels, and the arena-only oracle."""
OUT = Path(__file__).resolve().parents[1] / "src" / "spelkast" / "bots" / "measured.json"


def level_of(seat: str) -> str:
    """The level of a report's seat spec: ``bot:hard:seconds=0.25`` -> ``hard``."""
    spec = seat[4:] if seat.startswith("bot:") else seat
    return parse_bot_spec(spec)[0]


def matchup_key(report: dict[str, Any]) -> tuple[str, tuple[str, ...], str]:
    """What a new report replaces: the same game, levels per seat (so the same number
    of players) and options."""
    options = json.dumps(report.get("options", {}), sort_keys=True)
    return report["game"], tuple(level_of(seat) for seat in report["seats"]), options


def with_settings(level: str, settings: dict[str, str]) -> str:
    """The seat spec of ``level``: its name plus any ``--bot-settings`` given for it."""
    return settings.get(level, level)


def parse_matchup(text: str) -> tuple[str, str]:
    strong, sep, weak = text.partition(":")
    if not sep or strong not in NAMES or weak not in NAMES or strong == weak:
        raise argparse.ArgumentTypeError(
            f"a matchup reads STRONGER:WEAKER with levels {', '.join(NAMES)}, got {text!r}"
        )
    return strong, weak


def parse_settings(texts: Sequence[str]) -> dict[str, str]:
    settings: dict[str, str] = {}
    for text in texts:
        name, values = parse_bot_spec(text)  # refuses malformed settings
        if name not in NAMES or not values:
            raise SystemExit(f"--bot-settings reads LEVEL:key=value, got {text!r}")
        settings[name] = text.strip()
    return settings


def measure(
    games_ids: Sequence[str],
    matchups: Sequence[tuple[str, str]],
    settings: dict[str, str],
    games: int,
    jobs: int,
    seed: int,
    players: int = 2,
    options: dict[str, str] | None = None,
) -> list[dict[str, Any]]:
    reports = []
    for game_id in games_ids:
        offered = levels_of(game_id)
        if game_id in oracle_games():
            offered.append(ORACLE)
        for strong, weak in matchups:
            missing = [level for level in (strong, weak) if level not in offered]
            if missing:
                print(f"{game_id}: no {' or '.join(missing)} bot, skipped", file=sys.stderr)
                continue
            specs = (with_settings(strong, settings),) + (with_settings(weak, settings),) * (
                players - 1
            )
            print(f"{game_id}: {' vs '.join(specs)}, {games} games…", file=sys.stderr)
            began = time.perf_counter()
            report = run_arena(game_id, specs, games, jobs, seed, options)
            data = report.to_json()
            data["seconds"] = round(time.perf_counter() - began, 2)  # as `arena --json` does
            reports.append(data)
    return reports


def merge(old: list[dict[str, Any]], new: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``old`` with every report of a (game, matchup) in ``new`` replaced by the new one."""
    fresh = {matchup_key(report) for report in new}
    kept = [report for report in old if matchup_key(report) not in fresh]
    return sorted(kept + new, key=_order)


def _order(report: dict[str, Any]) -> tuple[int, int, int, str, str]:
    game, levels, options = matchup_key(report)
    pair = levels[:2]
    rank = MATCHUPS.index(pair) if pair in MATCHUPS else len(MATCHUPS)
    game_rank = GAMES.index(game) if game in GAMES else len(GAMES)
    return (game_rank, len(levels), rank, ",".join(levels), options)


def read_report(path: Path) -> dict[str, Any]:
    """One report printed by ``spelkast arena --json``; refuses anything else."""
    report = json.loads(path.read_text(encoding="utf-8"))
    keys = ("game", "seats", "games", "seed", "options", "bots", "elo", "seconds")
    if not isinstance(report, dict) or any(key not in report for key in keys):
        raise SystemExit(f"{path} is not a report of `spelkast arena --json`")
    return report


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400, help="games per matchup")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    parser.add_argument("--seed", type=int, default=1, help="arena seed")
    parser.add_argument(
        "--matchup",
        type=parse_matchup,
        action="append",
        help="STRONGER:WEAKER, repeatable (default: hard:medium, medium:easy, hard:easy, expert:hard)",
    )
    parser.add_argument(
        "--bot-settings",
        action="append",
        default=[],
        metavar="LEVEL:key=value",
        help="settings for every seat of a level, e.g. hard:seconds=0.25 (repeatable)",
    )
    parser.add_argument(
        "--only", action="append", choices=GAMES, help="refresh only this game (repeatable)"
    )
    parser.add_argument(
        "--players", type=int, default=2, help="seats: the stronger once, the weaker the rest"
    )
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="key=value",
        help="a game option for every game, e.g. day_night=true (repeatable)",
    )
    parser.add_argument(
        "--add",
        action="append",
        type=Path,
        default=[],
        metavar="REPORT.json",
        help="merge a report printed by `spelkast arena --json` instead of playing (repeatable)",
    )
    parser.add_argument("--out", type=Path, default=OUT, help="the JSON file to write")
    args = parser.parse_args(argv)
    if args.add:
        added = [read_report(path) for path in args.add]
        stored = json.loads(args.out.read_text(encoding="utf-8")) if args.out.is_file() else []
        merged = merge(stored, added)
        text = json.dumps(merged, indent=1, ensure_ascii=False) + "\n"
        args.out.write_text(text, encoding="utf-8")
        print(f"added {len(added)} reports to {args.out}", file=sys.stderr)
        return
    settings = parse_settings(args.bot_settings)
    matchups = args.matchup or list(MATCHUPS)
    if args.players < 2:
        parser.error(f"--players is at least 2, got {args.players}")
    options = parse_option_pairs(args.option)
    new = measure(
        args.only or GAMES,
        matchups,
        settings,
        args.games,
        args.jobs,
        args.seed,
        args.players,
        options,
    )
    old: list[dict[str, Any]] = []
    if args.only and args.out.is_file():
        old = json.loads(args.out.read_text(encoding="utf-8"))
    reports = merge(old, new)
    args.out.write_text(json.dumps(reports, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {len(reports)} reports to {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
