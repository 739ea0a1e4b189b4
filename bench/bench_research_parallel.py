"""Benchmark: Träxx's PettingZoo ParallelEnv under random legal play, side by side with
PettingZoo's own classic ``connect_four_v3`` (AEC, as in ``bench_research.py``) and
Träxx's AEC env, measured in the same run.

A parallel step is one action of every live agent, so it counts as that many agent steps:
the figures are agent steps per second, comparable with the AEC envs' steps. Every agent
picks a uniformly random index among its mask's legal ones (``nonzero`` on the mask read
as bool); a finished game is reset with the next seed. Each round runs every env for
``--seconds`` of CPU time (``--clock wall`` for the wall clock) in turn; the figure is
the median of ``--rounds`` rounds. Needs the research extra.

    uv run --extra research python bench/bench_research_parallel.py [--seconds S]
        [--rounds R] [--players N,N] [--clock process|wall]
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

import numpy as np

from bench_research import ENVS, print_table, steps_per_second
from spelkast.research.pettingzoo import env as spelkast_env
from spelkast.research.pettingzoo import parallel_env


def parallel_steps_per_second(
    players: int, seconds: float, seed: int, clock: Callable[[], float] = time.process_time
) -> tuple[float, int]:
    """Random legal play of Träxx's parallel env: (agent steps per second, games)."""
    env = parallel_env("traexx", players)
    rng = np.random.default_rng(seed)
    game_seed = seed
    observations, _ = env.reset(seed=game_seed)
    steps = games = 0
    began = clock()
    deadline = began + seconds
    while True:
        actions = {}
        for agent, seen in observations.items():
            legal = seen["action_mask"].view(np.bool_).nonzero()[0]
            actions[agent] = int(legal[rng.integers(len(legal))])
        observations, *_ = env.step(actions)
        steps += len(actions)
        if not env.agents:
            games += 1
            game_seed += 1
            observations, _ = env.reset(seed=game_seed)
        if clock() >= deadline:
            break
    return steps / (clock() - began), games


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per env per round")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--players", default="2,4", help="comma-separated player counts")
    parser.add_argument("--clock", choices=("process", "wall"), default="process")
    args = parser.parse_args(argv)
    clock = time.process_time if args.clock == "process" else time.perf_counter
    players = [int(n) for n in args.players.split(",") if n]
    base_name, base_make = ENVS[0]
    runs: list[tuple[str, Callable[[int], tuple[float, int]]]] = [
        (base_name, lambda seed: steps_per_second(base_make, args.seconds, seed, clock))
    ]
    for n in players:
        runs.append(
            (
                f"traexx {n}p AEC",
                lambda seed, n=n: steps_per_second(
                    lambda: spelkast_env("traexx", n), args.seconds, seed, clock
                ),
            )
        )
        runs.append(
            (
                f"traexx {n}p parallel",
                lambda seed, n=n: parallel_steps_per_second(n, args.seconds, seed, clock),
            )
        )
    print(
        f"random legal play; {args.rounds} rounds of {args.seconds} s of "
        f"{'CPU' if args.clock == 'process' else 'wall-clock'} time per env; "
        "agent steps per second"
    )
    rates: dict[str, list[float]] = {name: [] for name, _ in runs}
    games = dict.fromkeys(rates, 0)
    for r in range(args.rounds):
        for name, run in runs:
            rate, finished = run(1000 * r + 1)
            rates[name].append(rate)
            games[name] += finished
    print_table([name for name, _ in runs], rates, games)
    print(f"ratio: median steps/s over {base_name}'s")


if __name__ == "__main__":
    main()
