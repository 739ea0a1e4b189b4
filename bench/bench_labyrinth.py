"""Labyrinth speed benchmark (not a test: it prints timings and asserts nothing about them).

    uv run python bench/bench_labyrinth.py [--positions 200] [--games 20] [--json out.json]

Measures, on seeded random mid-game positions (2, 3 and 4 players, shift step):

* full-turn enumeration: every distinct whole turn (arrow x spare orientation x
  reachable-set bitboard) via ``board.turn_destinations``; the number of turns is the
  sum of the popcounts;
* full expansion: the same turns written out as explicit (arrow, orientation,
  destination) triples;
* the same count through the public protocol (``apply`` each legal shift, then
  ``legal_actions`` for the move), for comparison: per position, how many times longer
  the protocol path takes than the bitboard enumeration (both timed in this run, on the
  same positions, for the same turns);
* greedy bot time per decision (the shift decision, and the move decision after it);
* random playouts: whole games with the ``random`` bot (view + choose per action) and
  with plain random actions, in games and actions per second.

Per position the time is the best of ``--repeats`` rounds of ``--number`` calls (the
best round is the least disturbed by other work on the machine); the table gives the
median and 90th percentile over positions. Target: enumeration median <= 0.3 ms (the
table says whether this run met it).

The program prints only what it measured in this run. It does not compare with other
programs: a figure measured elsewhere (such as the outside review's side-by-side timing
of a reference model, quoted in ``docs/measurements/engine-speed.md``) belongs in the docs, with where
and how it was measured.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import time
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from spelkast.bots import get_bot
from spelkast.games.labyrinth import GAME, SHIFT, LabyrinthState
from spelkast.games.labyrinth import board as B

TARGET_MS = 0.3
"""The goal for the enumeration median (a requirement, not a measurement)."""


def make_positions(count: int, seed: int = 2024) -> list[LabyrinthState]:
    """``count`` mid-game positions at the shift step, reached by seeded random play
    (2, 3 and 4 players in turn, 5-80 whole turns in)."""
    positions: list[LabyrinthState] = []
    index = 0
    while len(positions) < count:
        rng = random.Random(f"{seed}:{index}")
        num_players = 2 + index % 3
        index += 1
        state = GAME.new_initial_state(num_players, seed=rng.randrange(10**9))
        target = rng.randrange(5, 80)
        while not GAME.is_terminal(state) and state.turn < target:
            (player,) = GAME.to_move(state)
            state = GAME.apply(state, player, rng.choice(GAME.legal_actions(state, player)))
        if state.step == SHIFT:
            positions.append(state)
    return positions


def enumerate_turns(state: LabyrinthState) -> int:
    """The number of distinct whole turns, from the bitboards."""
    total = 0
    for _, _, reach in B.turn_destinations(
        state.board, state.spare, state.forbidden, state.pawns[state.current]
    ):
        total += reach.bit_count()
    return total


def expand_turns(state: LabyrinthState) -> list[tuple[int, int, int]]:
    """Every distinct whole turn as an explicit (arrow, openings, destination) triple."""
    return [
        (arrow, bits, cell)
        for arrow, bits, reach in B.turn_destinations(
            state.board, state.spare, state.forbidden, state.pawns[state.current]
        )
        for cell in B.cells_of(reach)
    ]


def protocol_turns(state: LabyrinthState) -> int:
    """The same count through the public game protocol: apply every legal shift, then
    list the legal moves (what a program without the bitboard fast path would do)."""
    player = state.current
    total = 0
    for shift in GAME.legal_actions(state, player):
        total += len(GAME.legal_actions(GAME.apply(state, player, shift), player))
    return total


def time_per_call(call: Callable[[], object], repeats: int, number: int) -> float:
    """Seconds per call: the best of ``repeats`` rounds of ``number`` calls."""
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        for _ in range(number):
            call()
        best = min(best, (time.perf_counter() - start) / number)
    return best


def summary_ms(seconds: Sequence[float]) -> dict[str, float]:
    ms = sorted(s * 1000 for s in seconds)
    p90 = ms[min(len(ms) - 1, round(0.9 * (len(ms) - 1)))]
    return {"median_ms": statistics.median(ms), "p90_ms": p90, "mean_ms": statistics.fmean(ms)}


def bench_enumeration(
    positions: Sequence[LabyrinthState], repeats: int = 5, number: int = 20
) -> dict[str, Any]:
    times = [time_per_call(partial(enumerate_turns, s), repeats, number) for s in positions]
    turns = [enumerate_turns(s) for s in positions]
    return {**summary_ms(times), "turns_median": statistics.median(turns), "seconds": times}


def bench_expansion(
    positions: Sequence[LabyrinthState], repeats: int = 5, number: int = 20
) -> dict[str, Any]:
    times = [time_per_call(partial(expand_turns, s), repeats, number) for s in positions]
    return summary_ms(times)


def bench_protocol(
    positions: Sequence[LabyrinthState], repeats: int = 5, number: int = 5
) -> dict[str, Any]:
    times = [time_per_call(partial(protocol_turns, s), repeats, number) for s in positions]
    return {**summary_ms(times), "seconds": times}


def paired_ratios(slow: Sequence[float], fast: Sequence[float]) -> dict[str, float]:
    """Per position ``slow / fast`` (two timings of the same positions in this run):
    the median, 10th and 90th percentile of the ratios, and the ratio of the medians.

    >>> paired_ratios([2.0, 6.0, 9.0], [1.0, 2.0, 3.0])["median"]
    3.0
    """
    ratios = sorted(s / f for s, f in zip(slow, fast, strict=True))
    n = len(ratios) - 1
    return {
        "median": statistics.median(ratios),
        "p10": ratios[round(0.1 * n)],
        "p90": ratios[round(0.9 * n)],
        "of_medians": statistics.median(slow) / statistics.median(fast),
    }


def bench_greedy(positions: Sequence[LabyrinthState], repeats: int = 3) -> dict[str, Any]:
    """Time of one greedy decision: the shift, then the move in the shifted position."""
    bot = get_bot(GAME.info.id, "greedy")
    shift_times, move_times = [], []
    for state in positions:
        player = state.current
        view = GAME.view(state, player)
        legal = GAME.legal_actions(state, player)
        rng = random.Random(0)
        shift_times.append(
            time_per_call(partial(bot.choose, GAME, player, view, legal, rng), repeats, 1)
        )
        shifted = GAME.apply(state, player, bot.choose(GAME, player, view, legal, rng))
        view2 = GAME.view(shifted, player)
        legal2 = GAME.legal_actions(shifted, player)
        move_times.append(
            time_per_call(partial(bot.choose, GAME, player, view2, legal2, rng), repeats, 1)
        )
    shift = summary_ms(shift_times)
    move = summary_ms(move_times)
    return {
        "shift_median_ms": shift["median_ms"],
        "shift_p90_ms": shift["p90_ms"],
        "move_median_ms": move["median_ms"],
        "move_p90_ms": move["p90_ms"],
    }


def play_game(seed: int, num_players: int, with_bot: bool) -> int:
    """One whole game of random play; returns the number of actions."""
    rng = random.Random(seed)
    bot = get_bot(GAME.info.id, "random")
    state = GAME.new_initial_state(num_players, seed=seed)
    actions = 0
    while True:
        movers = GAME.to_move(state)
        if not movers:
            return actions
        player = movers[0]
        legal = GAME.legal_actions(state, player)
        if with_bot:
            action = bot.choose(GAME, player, GAME.view(state, player), legal, rng)
        else:
            action = rng.choice(legal)
        state = GAME.apply(state, player, action)
        actions += 1


def bench_playouts(games: int, seed: int = 7, with_bot: bool = True) -> dict[str, float]:
    actions = 0
    start = time.perf_counter()
    for g in range(games):
        actions += play_game(seed + g, 2 + g % 3, with_bot)
    elapsed = time.perf_counter() - start
    return {
        "games": games,
        "games_per_s": games / elapsed,
        "actions_per_s": actions / elapsed,
        "actions_per_game": actions / games,
    }


def machine() -> dict[str, Any]:
    processor = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as info:
            for line in info:
                if line.startswith("model name"):
                    processor = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return {
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "platform": platform.platform(),
        "processor": processor,
        "cpus": os.cpu_count(),
    }


def run(
    positions: int = 200, games: int = 20, repeats: int = 5, number: int = 20, seed: int = 2024
) -> dict[str, Any]:
    states = make_positions(positions, seed)
    enum = bench_enumeration(states, repeats, number)
    protocol = bench_protocol(states, repeats, max(1, number // 4))
    ratios = paired_ratios(protocol.pop("seconds"), enum.pop("seconds"))
    return {
        "machine": machine(),
        "positions": len(states),
        "enumeration": {
            **enum,
            "target_ms": TARGET_MS,
            "target_met": enum["median_ms"] <= TARGET_MS,
        },
        "expansion": bench_expansion(states, repeats, number),
        "protocol": protocol,
        "protocol_vs_enumeration": ratios,
        "greedy": bench_greedy(states, max(1, repeats // 2)),
        "playouts_random_bot": bench_playouts(games, with_bot=True),
        "playouts_random_actions": bench_playouts(games, with_bot=False),
    }


def table(result: dict[str, Any]) -> str:
    e, x, g = result["enumeration"], result["expansion"], result["greedy"]
    pr, ratio = result["protocol"], result["protocol_vs_enumeration"]
    pb, pa = result["playouts_random_bot"], result["playouts_random_actions"]
    m = result["machine"]
    rows = [
        f"Labyrinth benchmark: {result['positions']} mid-game positions "
        f"(Python {m['python']}, {m['cpus']} CPUs, {m['processor']})",
        "",
        f"{'measure':<44}{'median':>10}{'p90':>10}",
        f"{'full-turn enumeration (ms/position)':<44}{e['median_ms']:>10.4f}{e['p90_ms']:>10.4f}",
        f"{'  expanded to (arrow, orientation, cell) (ms)':<44}"
        f"{x['median_ms']:>10.4f}{x['p90_ms']:>10.4f}",
        f"{'  via the protocol: apply + legal moves (ms)':<44}"
        f"{pr['median_ms']:>10.4f}{pr['p90_ms']:>10.4f}",
        f"{'greedy bot, shift decision (ms)':<44}"
        f"{g['shift_median_ms']:>10.3f}{g['shift_p90_ms']:>10.3f}",
        f"{'greedy bot, move decision (ms)':<44}"
        f"{g['move_median_ms']:>10.3f}{g['move_p90_ms']:>10.3f}",
        "",
        f"distinct whole turns per position (median): {e['turns_median']:.0f}",
        f"enumeration target: median <= {e['target_ms']} ms: "
        + ("met" if e["target_met"] else "not met"),
        f"protocol path / bitboard enumeration, same positions, this run: "
        f"median {ratio['median']:.1f}x per position (10-90%: {ratio['p10']:.1f}-"
        f"{ratio['p90']:.1f}x; ratio of medians {ratio['of_medians']:.1f}x)",
        "",
        f"{'random playouts':<30}{'games/s':>10}{'actions/s':>12}{'actions/game':>14}",
        f"{'  random bot (view + choose)':<30}{pb['games_per_s']:>10.1f}"
        f"{pb['actions_per_s']:>12.0f}{pb['actions_per_game']:>14.0f}",
        f"{'  random legal actions':<30}{pa['games_per_s']:>10.1f}"
        f"{pa['actions_per_s']:>12.0f}{pa['actions_per_game']:>14.0f}",
    ]
    return "\n".join(rows)


def main(argv: Sequence[str] | None = None) -> dict[str, Any]:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--games", type=int, default=20, help="games per playout measure")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--number", type=int, default=20, help="calls per timed round")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--json", metavar="FILE", help="also write the results as JSON")
    args = parser.parse_args(argv)
    result = run(args.positions, args.games, args.repeats, args.number, args.seed)
    print(table(result))
    if args.json:
        with open(args.json, "w") as out:
            json.dump(result, out, indent=2)
            out.write("\n")
    return result


if __name__ == "__main__":
    main()
