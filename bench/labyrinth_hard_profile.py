"""Where the hard Labyrinth bot's decision time goes, by player count (a diagnostic:
it prints what it measured and asserts nothing).

    uv run python bench/labyrinth_hard_profile.py [--players 3 4] [--positions 6] [--capped]

Positions: seeded games among medium bots, stopped 10-60 turns in at a shift step.
Each decision runs the hard bot at its default iteration count with the time cap off
(``iterations=600, seconds=0``), under ``cProfile``, and the program prints the
seconds per decision and the share of the profiled time spent in the leaf evaluation
and in its next-turn chance term (every player's share of shifts opening a way to its
goal). Profiling slows every call, so the seconds are an upper bound; the shares are
what to read.

With ``--capped`` nothing is profiled: the bot plays each position at its defaults
(600 iterations, capped at 1 s of wall time), and the program prints how many
iterations each search got within the cap on this machine at its present load.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import time
from collections.abc import Sequence

from spelkast.bots import get_bot
from spelkast.bots.labyrinth_hard import DEFAULT_ITERATIONS, hard_bot
from spelkast.games.labyrinth import GAME, SHIFT, LabyrinthState


def positions(num_players: int, count: int) -> list[LabyrinthState]:
    medium = get_bot("labyrinth", "medium")
    found: list[LabyrinthState] = []
    index = 0
    while len(found) < count:
        rng = random.Random(f"{num_players}:{index}")
        index += 1
        state = GAME.new_initial_state(num_players, seed=rng.randrange(10**9))
        target = rng.randrange(10, 60)
        while not GAME.is_terminal(state) and state.turn < target:
            (player,) = GAME.to_move(state)
            view = GAME.view(state, player)
            legal = GAME.legal_actions(state, player)
            state = GAME.apply(state, player, medium.choose(GAME, player, view, legal, rng))
        if not GAME.is_terminal(state) and state.step == SHIFT:
            found.append(state)
    return found


def cumulative(stats: pstats.Stats, function: str) -> float:
    table = stats.stats  # type: ignore[attr-defined]
    return sum(row[3] for key, row in table.items() if key[2] == function)


def profile(num_players: int, count: int) -> None:
    bot = hard_bot(DEFAULT_ITERATIONS, 0)
    profiler = cProfile.Profile()
    seconds: list[float] = []
    for state in positions(num_players, count):
        player = state.current
        view = GAME.view(state, player)
        legal = GAME.legal_actions(state, player)
        start = time.perf_counter()
        profiler.enable()
        bot.choose(GAME, player, view, legal, random.Random(1))
        profiler.disable()
        seconds.append(time.perf_counter() - start)
    stats = pstats.Stats(profiler)
    total = cumulative(stats, "ismcts")
    evaluate = cumulative(stats, "evaluate")
    chance = cumulative(stats, "next_turn_chances")
    print(
        f"{num_players} players, {len(seconds)} decisions of {DEFAULT_ITERATIONS} iterations: "
        f"s/decision {[round(s, 2) for s in seconds]}; "
        f"evaluation {100 * evaluate / total:.0f}% of the search, "
        f"its next-turn chance term {100 * chance / total:.0f}%"
    )


def capped(num_players: int, count: int) -> None:
    bot = hard_bot()
    runs: list[tuple[int, float]] = []
    for state in positions(num_players, count):
        player = state.current
        view = GAME.view(state, player)
        bot.choose(GAME, player, view, GAME.legal_actions(state, player), random.Random(1))
        assert bot.last is not None
        runs.append((bot.last.iterations, round(bot.last.seconds, 2)))
    print(
        f"{num_players} players, {len(runs)} decisions at the default budget: "
        f"(iterations, s) {runs}"
    )


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    parser.add_argument("--positions", type=int, default=6)
    parser.add_argument("--capped", action="store_true", help="iterations within the 1 s cap")
    args = parser.parse_args(argv)
    for num_players in args.players:
        (capped if args.capped else profile)(num_players, args.positions)


if __name__ == "__main__":
    main()
