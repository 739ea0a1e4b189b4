"""Benchmark: PettingZoo env steps per second under random legal play, side by side with
PettingZoo's own classic ``connect_four_v3`` and ``chess_v6`` (measured in the same run).

Every env is driven the same way through the AEC API: ``last()`` for the observation
(which builds the observation and the action mask), a uniformly random index among the
mask's legal ones, ``step()``; a finished game is reset with the next seed. A "step" is
one ``step()`` of a live agent. Each round runs every env for ``--seconds`` in turn; the
figure is the median of ``--rounds`` rounds. Time is the process's CPU time by default
(``--clock wall`` for the wall clock). Needs the research extra.

    uv run --extra research python bench/bench_research.py [--seconds S] [--rounds R]
        [--only WORD,WORD] [--clock process|wall]
"""

from __future__ import annotations

import argparse
import statistics
import time
import warnings
from collections.abc import Callable
from typing import Any

import numpy as np
import pettingzoo

from spelkast.research.pettingzoo import env as spelkast_env

EnvMaker = Callable[[], Any]


def pettingzoo_classic(name: str) -> EnvMaker:
    def make() -> Any:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            return pettingzoo.make("aec", name)

    return make


ENVS: tuple[tuple[str, EnvMaker], ...] = (
    ("connect_four_v3 (PettingZoo)", pettingzoo_classic("classic/connect_four-v3")),
    ("chess_v6 (PettingZoo)", pettingzoo_classic("classic/chess-v6")),
    ("labyrinth 2p", lambda: spelkast_env("labyrinth", 2)),
    ("labyrinth 4p day_night", lambda: spelkast_env("labyrinth", 4, {"day_night": True})),
    ("labyrinth-cards 2p", lambda: spelkast_env("labyrinth-cards", 2)),
    ("labyrinth-cards 4p", lambda: spelkast_env("labyrinth-cards", 4)),
    ("sudoku 2p", lambda: spelkast_env("sudoku", 2)),
    ("sudoids 2p", lambda: spelkast_env("sudoids", 2)),
    ("traexx 2p", lambda: spelkast_env("traexx", 2)),
    ("traexx 4p", lambda: spelkast_env("traexx", 4)),
)


def steps_per_second(
    make: EnvMaker, seconds: float, seed: int, clock: Callable[[], float] = time.process_time
) -> tuple[float, int]:
    """Random legal play for ``seconds`` of ``clock``: (steps per second, games finished)."""
    env = make()
    rng = np.random.default_rng(seed)
    game_seed = seed
    env.reset(seed=game_seed)
    steps = games = 0
    began = clock()
    deadline = began + seconds
    while True:
        agent = env.agent_selection
        obs, _, terminated, truncated, _ = env.last()
        if terminated or truncated:
            env.step(None)
            if not env.agents:
                games += 1
                game_seed += 1
                env.reset(seed=game_seed)
            continue
        # An int8 0/1 mask (PettingZoo's convention) read as bool gives the same indices
        # about ten times faster than np.flatnonzero on the int8 array itself.
        mask = obs["action_mask"]
        legal = np.flatnonzero(mask.view(np.bool_) if mask.dtype == np.int8 else mask)
        env.step(int(legal[rng.integers(len(legal))]))
        steps += 1
        del agent
        if steps % 32 == 0 and clock() >= deadline:
            break
    return steps / (clock() - began), games


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per env per round")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument(
        "--only",
        default="",
        help="run only envs whose name contains one of these comma-separated words "
        "(connect_four_v3, the base of the ratios, always runs)",
    )
    parser.add_argument(
        "--clock",
        choices=("process", "wall"),
        default="process",
        help="process: this process's CPU time (time.process_time; steadier on a shared "
        "machine, where the wall clock also counts the time other jobs hold the CPU); "
        "wall: time.perf_counter",
    )
    args = parser.parse_args(argv)
    clock = time.process_time if args.clock == "process" else time.perf_counter
    words = [w for w in args.only.split(",") if w]
    chosen = [
        (name, make)
        for i, (name, make) in enumerate(ENVS)
        if i == 0 or not words or any(w in name for w in words)
    ]
    print(
        f"random legal play through the AEC API; {args.rounds} rounds of {args.seconds} s "
        f"of {'CPU' if args.clock == 'process' else 'wall-clock'} time per env"
    )
    print("(each round measures every env in turn, so a change of the machine's load")
    print(" during the run falls on all of them alike)")
    rates: dict[str, list[float]] = {name: [] for name, _ in chosen}
    games = dict.fromkeys(rates, 0)
    for r in range(args.rounds):
        for name, make in chosen:
            rate, finished = steps_per_second(make, args.seconds, 1000 * r + 1, clock)
            rates[name].append(rate)
            games[name] += finished
    print_table([name for name, _ in chosen], rates, games)
    print(f"ratio: median steps/s over the first env's ({chosen[0][0] if chosen else '-'})")


def print_table(names: list[str], rates: dict[str, list[float]], games: dict[str, int]) -> None:
    """One line per env: median, min and max steps/s, games, ratio to the first env."""
    base = statistics.median(rates[names[0]]) if names else 1.0
    print(f"{'env':32} {'steps/s (median)':>17} {'min':>9} {'max':>9} {'games':>6} {'ratio':>6}")
    for name in names:
        median = statistics.median(rates[name])
        print(
            f"{name:32} {median:17,.0f} {min(rates[name]):9,.0f} "
            f"{max(rates[name]):9,.0f} {games[name]:6} {median / base:6.2f}"
        )


if __name__ == "__main__":
    main()
