"""Two arena logs of the same deals compared deal by deal, for the first spec's seat.

    uv run python bench/arena_paired.py BEFORE.jsonl AFTER.jsonl

Each log is one run of ``bench/arena_log.py`` (a JSON line per game; a first line
without ``index``, as older runs wrote, is read as the run's header). Two runs of the
same game, seed and options play the same deals in the same seats, so the first spec's
result can be paired game by game: a change that wins where the other lost counts, a
deal both win or both lose tells nothing about the difference. It prints the games both
logs hold, the first spec's wins in each (a shared win counts as its share), the deals
only one of them won outright, and the exact two-sided sign-test p-value over those
(McNemar's test: how likely so lopsided a split is if neither is better).
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from spelkast.stats import sign_test


def first_wins(path: Path) -> tuple[dict[str, Any], dict[int, float]]:
    """The run's game, seed and options, and the first spec's win share per game index."""
    run: dict[str, Any] = {}
    wins: dict[int, float] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        entry = json.loads(line)
        if not run:
            run = {key: entry.get(key) for key in ("game", "seed", "options")}
        if "index" not in entry or not entry["finished"]:
            continue
        first = entry["seating"].index(0)
        ranks = entry["ranks"]
        winners = [seat for seat, rank in enumerate(ranks) if rank == 1]
        wins[int(entry["index"])] = 1 / len(winners) if first in winners else 0.0
    return run, wins


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("before", type=Path)
    parser.add_argument("after", type=Path)
    args = parser.parse_args(argv)
    run_a, a = first_wins(args.before)
    run_b, b = first_wins(args.after)
    if run_a != run_b:
        raise SystemExit(f"the logs hold different deals: {run_a} against {run_b}")
    common = sorted(set(a) & set(b))
    only_a = sum(1 for i in common if a[i] == 1.0 and b[i] < 1.0)
    only_b = sum(1 for i in common if b[i] == 1.0 and a[i] < 1.0)
    print(
        f"{len(common)} deals in both; first spec's wins: before {sum(a[i] for i in common):g},"
        f" after {sum(b[i] for i in common):g}; won only before {only_a}, only after {only_b};"
        f" sign test p = {sign_test(only_a, only_b):.3f}"
    )


if __name__ == "__main__":
    main()
