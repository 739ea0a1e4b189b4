"""Benchmark: OpenSpiel's MCTS on spelkast's games, and the adapter's share of its time.

OpenSpiel's ``MCTSBot`` (UCT, ``uct_c = 2``, one random rollout per simulation capped at
200 actions, as in ``bench/bench_openspiel_bots.py``) searches a few positions of each
spelkast game (through :mod:`spelkast.research.openspiel`, two players) and of native
OpenSpiel games of similar branching. Each game gets the same positions (a deal and 2-11
random actions; seeded) and the same rollout seeds, so two versions of the code that
agree on every legal action do exactly the same searches: the root's visit counts are
compared ("same searches").

Per game it prints:

* the branching: the mean number of legal actions over random playouts (seeded);
* simulations per second of CPU time (``time.process_time``: on a shared machine the
  wall clock also counts the time other jobs hold the CPU);
* the share of the search's time (a second, profiled run of the same searches, cProfile,
  each function's own time) spent in the adapter (``spelkast/research/openspiel*.py``),
  in the codecs (the rest of ``spelkast.research``: they also list Träxx's and the card
  game's legal actions) and in the rules engines (the rest of ``spelkast``); the rest is
  OpenSpiel (its Python MCTS, the pybind crossings) and NumPy.

"before" is the code of another commit (``--before``, default the last commit whose
adapter recomputed legal actions, views and observations at every call and copied its
log on every clone), unpacked with ``git archive`` into a temporary folder; "after" is
this checkout. Each round runs one process per version (their order alternating), each
measuring every game; the figures are medians over the rounds. Native games run in both
processes: their two rates show how much the load moved between them. Needs the research
extra and, for "before", git.

    uv run --extra research python bench/bench_openspiel_adapter.py --rounds 3
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import random
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from io import BytesIO
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
UNCACHED = "d0bb34b"
"""The last commit whose OpenSpiel adapter cached nothing across calls."""
SPELKAST = ("sudoids", "sudoku", "traexx", "labyrinth", "labyrinth-cards")
NATIVE = ("connect_four", "othello", "breakthrough", "chess", "go(board_size=9)")
ROLLOUT_CAP = 200


# ------------------------------------------------------------ one process's part
def load(name: str) -> Any:
    import pyspiel

    if name in SPELKAST:
        from spelkast.research import openspiel as spiel

        return pyspiel.load_game(spiel.short_name(name), {"players": 2})
    return pyspiel.load_game(name)


def step_at_random(state: Any, rng: random.Random) -> None:
    if state.is_chance_node():
        outcomes = [action for action, _ in state.chance_outcomes()]
        state.apply_action(rng.choice(outcomes))
    else:
        state.apply_action(rng.choice(state.legal_actions()))


def positions(game: Any, count: int, seed: int) -> list[Any]:
    """``count`` positions a few random actions into the game, with a choice to make."""
    rng = random.Random(seed)
    out: list[Any] = []
    while len(out) < count:
        state = game.new_initial_state()
        while state.is_chance_node():
            step_at_random(state, rng)
        for _ in range(rng.randrange(2, 12)):
            if state.is_terminal():
                break
            step_at_random(state, rng)
        chooses = not state.is_terminal() and not state.is_chance_node()
        if chooses and len(state.legal_actions()) > 1:
            out.append(state)
    return out


def branching(game: Any, seed: int, playouts: int = 4) -> float:
    """The mean number of legal actions at the decisions of random playouts."""
    rng = random.Random(seed)
    counts: list[int] = []
    for _ in range(playouts):
        state = game.new_initial_state()
        while not state.is_terminal() and len(counts) < 400 * (1 + playouts):
            if not state.is_chance_node():
                counts.append(len(state.legal_actions()))
            step_at_random(state, rng)
    return statistics.fmean(counts)


def searches(game: Any, states: list[Any], simulations: int, seed: int) -> list[list[int]]:
    """MCTS on each state; the root's visit counts per child (action order)."""
    import numpy as np
    from open_spiel.python.algorithms import mcts

    out = []
    for k, state in enumerate(states):
        rng = np.random.RandomState(seed + k)
        evaluator = mcts.RandomRolloutEvaluator(
            n_rollouts=1, random_state=rng, max_length=ROLLOUT_CAP
        )
        bot = mcts.MCTSBot(
            game,
            uct_c=2.0,
            max_simulations=simulations,
            evaluator=evaluator,
            random_state=rng,
            solve=False,
        )
        root = bot.mcts_search(state.clone())
        out.append([child.explore_count for child in sorted(root.children, key=_action)])
    return out


def _action(child: Any) -> int:
    return int(child.action)


PARTS = ("adapter", "codecs", "engines")
"""Where spelkast's time goes: the adapter (``spelkast/research/openspiel*.py``), the rest
of ``spelkast.research`` (the codecs, which also list Träxx's and the card game's legal
actions, and the twins) and the rest of ``spelkast`` (the rules engines)."""


def part_of(filename: str) -> str | None:
    path = filename.replace(os.sep, "/")
    if "/spelkast/" not in path:
        return None
    if "/spelkast/research/" not in path:
        return "engines"
    return "adapter" if "/spelkast/research/openspiel" in path else "codecs"


def shares(game: Any, states: list[Any], simulations: int, seed: int) -> dict[str, float]:
    """Of the profiled searches' time (each function's own time): the share of each part."""
    profile = cProfile.Profile()
    profile.runcall(searches, game, states, simulations, seed)
    own = dict.fromkeys(PARTS, 0.0)
    total = 0.0
    for (filename, _, _), row in pstats.Stats(profile).stats.items():  # type: ignore[attr-defined]
        total += row[2]
        part = part_of(filename)
        if part is not None:
            own[part] += row[2]
    return {part: own[part] / total for part in PARTS}


def measure(names: list[str], simulations: int, count: int, seed: int) -> dict[str, Any]:
    """Every game's branching, simulations per CPU second, shares and visit counts."""
    rows: dict[str, Any] = {}
    for name in names:
        game = load(name)
        states = positions(game, count, seed)
        searches(game, states[:1], max(2, simulations // 4), seed)  # warm the tables
        began = time.process_time()
        visits = searches(game, states, simulations, seed)
        cpu = time.process_time() - began
        rows[name] = {
            "branching": branching(game, seed),
            "rate": simulations * len(states) / cpu,
            "visits": visits,
            **shares(game, states, simulations, seed),
        }
    from spelkast.research import openspiel as spiel

    return {"adapter": spiel.__file__, "games": rows}


# ------------------------------------------------------------------- the runs
def unpack(rev: str, into: Path) -> Path:
    """The ``src`` folder of commit ``rev``, unpacked under ``into``."""
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", rev, "src"], check=True, capture_output=True
    ).stdout
    with tarfile.open(fileobj=BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    return into / "src"


def child(src: Path, args: list[str]) -> dict[str, Any]:
    """Run :func:`measure` in a new process that imports spelkast from ``src``."""
    env = {**os.environ, "PYTHONPATH": str(src)}
    done = subprocess.run(
        [sys.executable, str(Path(__file__).resolve()), "--child", *args],
        check=True,
        capture_output=True,
        text=True,
        env=env,
    )
    result: dict[str, Any] = json.loads(done.stdout.splitlines()[-1])
    if not Path(result["adapter"]).resolve().is_relative_to(src.resolve()):
        raise RuntimeError(f"the adapter came from {result['adapter']}, not from {src}")
    return result


def median(runs: list[dict[str, Any]], name: str, key: str) -> float:
    return statistics.median(run["games"][name][key] for run in runs)


def report(names: list[str], runs: dict[str, list[dict[str, Any]]]) -> list[str]:
    """One row per game: branching, simulations per second and the shares of each
    version (``before -> after``), and whether both versions searched alike."""
    versions = list(runs)
    both = len(versions) == 2
    rates = "  ".join(f"{'sims/s ' + v:>13}" for v in versions)
    header = f"{'game':18} {'branching':>9}  {rates}"
    header += f"  {'after/before':>12}" if both else ""
    header += "".join(f"  {part + ' share':>17}" for part in PARTS)
    header += "  same searches" if both else ""
    lines = [header]
    for name in names:
        row = f"{name:18} {median(runs[versions[0]], name, 'branching'):9.1f}  "
        row += "  ".join(f"{median(runs[v], name, 'rate'):13.1f}" for v in versions)
        if both:
            ratio = median(runs["after"], name, "rate") / median(runs["before"], name, "rate")
            row += f"  {ratio:12.2f}"
        for part in PARTS:
            share = " -> ".join(f"{median(runs[v], name, part):.1%}" for v in versions)
            row += f"  {share:>17}"
        if both:
            same = all(
                a["games"][name]["visits"] == b["games"][name]["visits"]
                for a, b in zip(runs["before"], runs["after"], strict=True)
            )
            row += f"  {'yes' if same else 'NO'}"
        lines.append(row)
    return lines


def nearest(names: list[str], natives: list[str], runs: list[dict[str, Any]]) -> list[str]:
    """Each spelkast game beside the native game nearest to it in branching."""
    lines = []
    for name in names:
        mine = median(runs, name, "branching")
        other = min(natives, key=lambda n: abs(median(runs, n, "branching") - mine))
        ratio = median(runs, name, "rate") / median(runs, other, "rate")
        lines.append(
            f"  {name:16} (branching {mine:5.1f}) beside {other} "
            f"({median(runs, other, 'branching'):.1f}): {ratio:.3f} of its simulations per second"
        )
    return lines


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", action="append", help="spelkast game id (repeat)")
    parser.add_argument("--native", action="append", help="native OpenSpiel game (repeat)")
    parser.add_argument("--simulations", type=int, default=60, help="per search")
    parser.add_argument("--positions", type=int, default=3, help="searched per game")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--before", default=UNCACHED, help="commit to compare with ('none': only this code)"
    )
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    names = args.game or list(SPELKAST)
    natives = args.native or list(NATIVE)
    common = [f"--simulations={args.simulations}", f"--positions={args.positions}"]
    common += [f"--seed={args.seed}"] + [f"--game={n}" for n in names]
    common += [f"--native={n}" for n in natives]
    if args.child:
        result = measure(names + natives, args.simulations, args.positions, args.seed)
        print(json.dumps(result))
        return
    load_before = os.getloadavg()
    began = time.perf_counter()
    runs: dict[str, list[dict[str, Any]]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        versions = {"after": ROOT / "src"}
        if args.before != "none":
            versions = {"before": unpack(args.before, Path(tmp)), **versions}
        runs = {version: [] for version in versions}
        for r in range(args.rounds):
            order = list(versions) if r % 2 == 0 else list(reversed(versions))
            for version in order:
                runs[version].append(child(versions[version], common))
    before = f"before = {args.before}, " if "before" in runs else ""
    print(
        f"OpenSpiel MCTSBot through the spelkast adapter: {before}after = this checkout; "
        f"{args.simulations} simulations x {args.positions} positions per game, rollouts "
        f"capped at {ROLLOUT_CAP}, 2 players, seed {args.seed}; medians of {args.rounds} "
        "round(s); simulations per CPU second"
    )
    for line in report(names + natives, runs):
        print(line)
    print("after, beside native games:")
    for line in nearest(names, natives, runs["after"]):
        print(line)
    load_after = os.getloadavg()
    print(
        f"load average (1, 5, 15 min) {load_before[0]:.1f} {load_before[1]:.1f} "
        f"{load_before[2]:.1f} at the start, {load_after[0]:.1f} {load_after[1]:.1f} "
        f"{load_after[2]:.1f} at the end; {time.perf_counter() - began:.0f} s"
    )


if __name__ == "__main__":
    main()
