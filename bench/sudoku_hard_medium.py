"""Two-player Sudoku or Sudoids: the registered ``hard`` bot (default settings, so its
1 s cap per decision applies) against ``medium``, one line per game appended to a file
as soon as the game ends, so a run stopped early still counts what it played.

Game ``i`` is dealt from seed ``seed + i // 2`` and hard sits in seat ``i % 2``: every
deal is played with hard in each seat. ``--part k/n`` plays only the games with
``i % n == k`` (to split a run over processes); ``--summary`` reads the files back and
prints the win share with its Wilson 95% interval and hard's time per decision.

    uv run python bench/sudoku_hard_medium.py --game sudoids --games 200 --out run.jsonl
    uv run python bench/sudoku_hard_medium.py --summary run.jsonl
"""

from __future__ import annotations

import argparse
import json
import math
import random
import time
from pathlib import Path

from spelkast.bots import get_bot
from spelkast.core.registry import get_game


def play(game_id: str, index: int, seed: int) -> dict[str, object]:
    game = get_game(game_id)
    hard = get_bot(game_id, "hard")
    medium = get_bot(game_id, "medium")
    deal = seed + index // 2
    seat = index % 2
    state = game.new_initial_state(2, {}, deal)
    rng = random.Random(deal * 2 + seat)
    times: list[float] = []
    while not game.is_terminal(state):
        p = state.current
        view = game.view(state, p)
        legal = game.legal_actions(state, p)
        if p == seat:
            began = time.perf_counter()
            action = hard.choose(game, p, view, legal, rng)
            times.append(time.perf_counter() - began)
        else:
            action = medium.choose(game, p, view, legal, rng)
        state = game.apply(state, p, action)
    lead = state.scores[seat] - state.scores[1 - seat]
    return {
        "game": game_id,
        "index": index,
        "deal": deal,
        "seat": seat,
        "lead": lead,
        "win": 1.0 if lead > 0 else 0.5 if lead == 0 else 0.0,
        "times": times,
    }


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if not n:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def summary(paths: list[str]) -> None:
    rows = [json.loads(line) for p in paths for line in Path(p).read_text().splitlines() if line]
    for game_id in sorted({str(r["game"]) for r in rows}):
        mine = [r for r in rows if r["game"] == game_id]
        wins = sum(float(r["win"]) for r in mine)
        low, high = wilson(wins, len(mine))
        times = sorted(t for r in mine for t in r["times"])
        median = times[len(times) // 2] if times else 0.0
        p90 = times[int(len(times) * 0.9)] if times else 0.0
        print(
            f"{game_id}: {len(mine)} games, hard {wins / len(mine):.1%} [{low:.1%}, {high:.1%}]"
            f" (ties count half: {sum(1 for r in mine if r['win'] == 0.5)} ties);"
            f" decisions {len(times)}, median {median * 1000:.0f} ms, p90 {p90 * 1000:.0f} ms,"
            f" max {times[-1] * 1000 if times else 0:.0f} ms"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="sudoids", choices=("sudoku", "sudoids"))
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--part", default="0/1")
    parser.add_argument("--out")
    parser.add_argument("--summary", nargs="*")
    args = parser.parse_args()
    if args.summary:
        summary(args.summary)
        return
    k, n = (int(x) for x in args.part.split("/"))
    with open(args.out, "a") as out:
        for index in range(k, args.games, n):
            out.write(json.dumps(play(args.game, index, args.seed)) + "\n")
            out.flush()


if __name__ == "__main__":
    main()
