"""Benchmark: what a step of the card game's PettingZoo env costs without its parts,
side by side with PettingZoo's own classic ``connect_four_v3``, in one run.

The card game's env is the one spelkast env below ``connect_four_v3``'s rate
(``bench_research.py``). This measures how far each part of its step could take it,
by playing the same random games (same seeds, same picks) four ways:

* ``as it is``: the env unchanged;
* ``legal given``: the codec's legal actions and their indices (the engine's
  placement generator, the allowed takes and the action indices) are replayed from a
  recording of the same games instead of worked out, so the step pays everything else
  (transition, view, observation, mask, the env's bookkeeping, the bench's pick);
* ``legal and observation given``: the observation (and with it the seat's view) is
  replayed too, leaving the transition, the mask and the env's bookkeeping;
* ``connect_four_v3``: PettingZoo's env, driven by the same loop.

A step is one ``step()`` of a live agent after ``last()``, as in ``bench_research.py``.
Each round plays ``--steps`` steps of each; the recordings are made before a round's
timing and kept out of the garbage collector's scans (``gc.freeze``). The replays are
checked: each must make exactly the picks of the unchanged env. Time is the process's
CPU time; the figures are medians of ``--rounds`` rounds. Needs the research extra.

    uv run --extra research python bench/bench_research_floor.py [--steps N]
        [--rounds R] [--players N]
"""

from __future__ import annotations

import argparse
import gc
import statistics
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import numpy as np

from bench_research import pettingzoo_classic
from spelkast.research.codec_cards import CardsCodec
from spelkast.research.pettingzoo import env as spelkast_env
from spelkast.research.session import Session


def drive(env: Any, steps: int, seed: int) -> tuple[float, int]:
    """Random legal play for ``steps`` steps: (CPU µs per step, a checksum of the picks)."""
    rng = np.random.default_rng(seed)
    game_seed = seed
    env.reset(seed=game_seed)
    done = 0
    checksum = 0
    began = time.process_time()
    while done < steps:
        obs, _, terminated, truncated, _ = env.last()
        if terminated or truncated:
            env.step(None)
            if not env.agents:
                game_seed += 1
                env.reset(seed=game_seed)
            continue
        mask = obs["action_mask"]
        legal = np.flatnonzero(mask.view(np.bool_) if mask.dtype == np.int8 else mask)
        pick = int(legal[rng.integers(len(legal))])
        env.step(pick)
        checksum = (checksum * 1_000_003 + pick) % (1 << 61)
        done += 1
    return (time.process_time() - began) / steps * 1e6, checksum


@contextmanager
def patched(owner: Any, name: str, value: Any) -> Iterator[None]:
    original = getattr(owner, name)
    setattr(owner, name, value)
    try:
        yield
    finally:
        setattr(owner, name, original)


def recorder(tape: list[Any], real: Callable[..., Any]) -> Callable[..., Any]:
    def record(*args: Any) -> Any:
        found = real(*args)
        tape.append(found)
        return found

    return record


def player(tape: list[Any]) -> Callable[..., Any]:
    """Hands out ``tape``'s entries in order, whatever it is asked."""
    entries = iter(tape)

    def replay(*_: Any) -> Any:
        return next(entries)

    return replay


def card_rows(
    players: int, steps: int, seed: int
) -> tuple[dict[str, tuple[float, int]], tuple[float, float]]:
    """One round of the three card-game rows, (µs per step, checksum) each, and the mean
    number of placement groups and of legal actions per position played."""
    make = lambda: spelkast_env("labyrinth-cards", players)  # noqa: E731
    rows = {"as it is": drive(make(), steps, seed)}
    legal: list[Any] = []
    observed: list[Any] = []
    with (
        patched(CardsCodec, "legal", recorder(legal, CardsCodec.legal)),
        patched(Session, "observation", recorder(observed, Session.observation)),
    ):
        drive(make(), steps, seed)
    groups = [len(getattr(actions, "groups", ())) for actions, _ in legal]
    sizes = [len(indices) for _, indices in legal]
    counts = (statistics.fmean(groups), statistics.fmean(sizes))
    gc.collect()
    gc.freeze()
    try:
        with patched(CardsCodec, "legal", player(legal)):
            rows["legal given"] = drive(make(), steps, seed)
        with (
            patched(CardsCodec, "legal", player(legal)),
            patched(Session, "observation", player(observed)),
        ):
            rows["legal and observation given"] = drive(make(), steps, seed)
    finally:
        gc.unfreeze()
    return rows, counts


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--steps", type=int, default=6000, help="steps per row per round")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--players", type=int, default=2)
    args = parser.parse_args(argv)
    connect_four = pettingzoo_classic("classic/connect_four-v3")
    names = [
        "connect_four_v3 (PettingZoo)",
        f"labyrinth-cards {args.players}p as it is",
        f"labyrinth-cards {args.players}p legal given",
        f"labyrinth-cards {args.players}p legal and observation given",
    ]
    costs: dict[str, list[float]] = {name: [] for name in names}
    counts: list[tuple[float, float]] = []
    for r in range(args.rounds):
        seed = 1000 * r + 1
        costs[names[0]].append(drive(connect_four(), args.steps, seed)[0])
        rows, counted = card_rows(args.players, args.steps, seed)
        counts.append(counted)
        sums = {checksum for _, checksum in rows.values()}
        if len(sums) != 1:
            raise SystemExit(f"round {r}: a replay made other picks than the env ({rows})")
        for name, (cost, _) in zip(names[1:], rows.values(), strict=True):
            costs[name].append(cost)
    print(
        f"random legal play through the AEC API; {args.rounds} rounds of {args.steps} "
        "steps per row (CPU time; every card-game row plays the same games)"
    )
    base = statistics.median(costs[names[0]])
    print(f"{'row':52} {'µs/step (median)':>16} {'min':>7} {'max':>7} {'ratio':>6}")
    for name in names:
        median = statistics.median(costs[name])
        print(
            f"{name:52} {median:16.1f} {min(costs[name]):7.1f} {max(costs[name]):7.1f} "
            f"{base / median:6.2f}"
        )
    print("ratio: connect_four_v3's median µs per step over the row's (steps/s ratio)")
    print(
        "card game, per position played: "
        f"{statistics.fmean(g for g, _ in counts):.1f} placement groups, "
        f"{statistics.fmean(a for _, a in counts):.1f} legal actions (mean)"
    )


if __name__ == "__main__":
    main()
