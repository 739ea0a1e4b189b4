"""Benchmark: spelkast's hard bot against OpenSpiel's generic ISMCTS and MCTS.

Two players, every game through its OpenSpiel registration (:mod:`spelkast.research.openspiel`)
so both bots act on the same states. The time per decision is the same for both sides:

* spelkast ``hard`` runs with ``seconds=T`` and an iteration budget too large to bind;
* OpenSpiel's ``ISMCTSBot`` (information-set MCTS, resampling through
  ``resample_from_infostate``) and ``MCTSBot`` (UCT on one determinisation per decision:
  it searches a state resampled from its seat's information, never the true state) use
  random-rollout evaluation. With ``--budget time`` (the default) they search until ``T``
  has passed since the decision began: a thin subclass checks the clock before each
  simulation, as hard does before each iteration, and ends the search there (the first two
  always run: the first only evaluates the root, the second visits a child). With
  ``--budget calibrated`` (the method of the earlier runs) their simulation count is fixed before the games, on a few positions, so that their median
  decision takes about ``T``; a change of load afterwards then changes their time.

Both sides' median and 90th-percentile milliseconds per decision are printed (decisions
with one legal action are not searched and not counted), and OpenSpiel's median number of
simulations per searched decision.

Seats alternate and each pair of games shares a deal. A win counts 1, a tie (also a
Labyrinth game cut off after ``--max-actions`` actions) 1/2; the win rate of ``hard`` has
a 95 % Wilson interval (:func:`spelkast.stats.wilson_interval`). Needs the research extra.

    uv run --extra research python bench/bench_openspiel_bots.py --game sudoids --games 200
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from typing import Any

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts

from spelkast.bots import get_bot
from spelkast.research import openspiel as spiel
from spelkast.stats import wilson_interval

UNBOUNDED = 10**9
"""The simulation count given to OpenSpiel's bots when the clock bounds their search."""


class TimeUpError(Exception):
    """Raised before a simulation once the decision's time is used."""


class Clock:
    """The deadline of one decision and the number of simulations started before it."""

    def __init__(self, minimum: int) -> None:
        self.minimum = minimum
        self.deadline: float | None = None
        self.simulations = 0

    def start(self, seconds: float | None) -> None:
        self.deadline = None if seconds is None else time.perf_counter() + seconds
        self.simulations = 0

    def tick(self) -> None:
        """Called before each simulation; the first ``minimum`` ones always run."""
        deadline = self.deadline
        if (
            self.simulations >= self.minimum
            and deadline is not None
            and time.perf_counter() >= deadline
        ):
            raise TimeUpError
        self.simulations += 1


class TimedISMCTSBot(ismcts.ISMCTSBot):  # type: ignore[misc]
    """ISMCTS whose search ends at the clock's deadline (checked as each root is sampled)."""

    clock: Clock

    def sample_root_state(self, state: Any) -> Any:
        self.clock.tick()
        return super().sample_root_state(state)

    def decide(self, state: Any) -> int:
        try:
            policy = self.run_search(state)
        except TimeUpError:
            policy = self.get_final_policy(state, self._root_node)
        actions, probabilities = zip(*policy, strict=True)
        return int(self._random_state.choice(actions, p=probabilities))


class TimedMCTSBot(mcts.MCTSBot):  # type: ignore[misc]
    """MCTS whose search ends at the clock's deadline (checked as each descent begins)."""

    clock: Clock

    def _apply_tree_policy(self, root: Any, state: Any) -> Any:
        self.root = root
        self.clock.tick()
        return super()._apply_tree_policy(root, state)

    def decide(self, state: Any) -> int:
        try:
            root = self.mcts_search(state)
        except TimeUpError:
            root = self.root
        return int(root.best_child().action)


class OpenSpielPlayer:
    """An OpenSpiel bot bounded by time (``simulations`` None) or by a simulation count."""

    def __init__(
        self,
        kind: str,
        game: Any,
        simulations: int | None,
        rollout_cap: int,
        seed: int,
        seconds: float,
    ):
        self.kind = kind
        self.rng = np.random.RandomState(seed)
        # Either search's first simulation only evaluates the root; a second visits a child.
        self.clock = Clock(2)
        self.seconds = None if simulations else seconds
        self.searched: list[int] = []
        evaluator = mcts.RandomRolloutEvaluator(
            n_rollouts=1, random_state=self.rng, max_length=rollout_cap
        )
        count = simulations or UNBOUNDED
        if kind == "ismcts":
            self.bot: Any = TimedISMCTSBot(
                game, evaluator, uct_c=2.0, max_simulations=count, random_state=self.rng
            )
        else:
            self.bot = TimedMCTSBot(
                game,
                uct_c=2.0,
                max_simulations=count,
                evaluator=evaluator,
                random_state=self.rng,
                solve=False,
            )
        self.bot.clock = self.clock

    def choose(self, state: Any) -> int:
        if len(state.legal_actions()) == 1:
            return int(state.legal_actions()[0])
        self.clock.start(self.seconds)
        if self.kind == "mcts":
            state = state.resample_from_infostate(state.current_player(), self.rng.uniform)
        action = self.bot.decide(state)
        self.searched.append(self.clock.simulations)
        return int(action)


class HardPlayer:
    """spelkast's hard bot, seeing only its seat's view and legal actions."""

    def __init__(self, game_id: str, seconds: float, seed: int):
        self.bot = get_bot(game_id, f"hard:seconds={seconds}:iterations=1000000")
        self.rng = random.Random(seed)

    def choose(self, state: Any) -> int:
        seat = state.current_player()
        actions, indices = state._legal(seat)
        legal = list(actions)
        view = state._context(seat).view
        action = self.bot.choose(state.codec.game, seat, dict(view), legal, self.rng)
        return int(indices[legal.index(action)])


def positions(game: Any, count: int, seed: int) -> list[Any]:
    rng = random.Random(seed)
    out: list[Any] = []
    while len(out) < count:
        state = game.new_initial_state()
        state.apply_action(rng.randrange(spiel.DEALS))
        for _ in range(rng.randrange(2, 12)):
            if state.is_terminal():
                break
            state.apply_action(rng.choice(state.legal_actions()))
        if not state.is_terminal() and len(state.legal_actions()) > 1:
            out.append(state)
    return out


def calibrate(kind: str, game: Any, seconds: float, rollout_cap: int) -> int:
    """Simulations per decision so that the median decision takes about ``seconds``."""
    probe = 20
    times = []
    for state in positions(game, 4, seed=7):
        player = OpenSpielPlayer(kind, game, probe, rollout_cap, seed=1, seconds=seconds)
        began = time.perf_counter()
        player.choose(state)
        times.append(time.perf_counter() - began)
    return max(2, round(probe * seconds / statistics.median(times)))


def play(game: Any, players: list[Any], deal: int, times: list[list[float]]) -> list[float]:
    state = game.new_initial_state()
    state.apply_action(deal)
    while not state.is_terminal():
        seat = state.current_player()
        forced = len(state.legal_actions()) == 1
        began = time.perf_counter()
        action = players[seat].choose(state)
        if not forced:
            times[seat].append(time.perf_counter() - began)
        state.apply_action(action)
    return list(state.returns())


def milliseconds(times: list[float]) -> str:
    """Median and 90th percentile of decision times, in ms."""
    tenths = statistics.quantiles(times, n=10) if len(times) > 1 else times * 9
    return f"{statistics.median(times) * 1000:6.1f} / {tenths[8] * 1000:6.1f} ms"


def run(
    game_id: str,
    opponent: str,
    games: int,
    seconds: float,
    seed: int,
    max_actions: int,
    budget: str = "time",
) -> str:
    params: dict[str, Any] = {"players": 2}
    if game_id == "labyrinth":
        params["max_actions"] = max_actions
    game = pyspiel.load_game(spiel.short_name(game_id), params)
    rollout_cap = 200
    simulations = calibrate(opponent, game, seconds, rollout_cap) if budget != "time" else None
    deals = random.Random(f"bench-openspiel:{seed}:{game_id}")
    score = 0.0
    wins = losses = ties = 0
    progress = max(1, games // 10)
    hard_times: list[float] = []
    other_times: list[float] = []
    searched: list[int] = []
    began = time.perf_counter()
    deal = 0
    for g in range(games):
        if g % 2 == 0:
            deal = deals.randrange(spiel.DEALS)
        hard_seat = g % 2
        players: list[Any] = [None, None]
        players[hard_seat] = HardPlayer(game_id, seconds, seed=1000 * seed + g)
        other = OpenSpielPlayer(opponent, game, simulations, rollout_cap, g, seconds)
        players[1 - hard_seat] = other
        times: list[list[float]] = [[], []]
        returns = play(game, players, deal, times)
        searched += other.searched
        hard_times += times[hard_seat]
        other_times += times[1 - hard_seat]
        mine = returns[hard_seat]
        if mine > 0:
            wins += 1
            score += 1.0
        elif mine < 0:
            losses += 1
        else:
            ties += 1
            score += 0.5
        if (g + 1) % progress == 0 and g + 1 < games:
            print(
                f"  {game_id} {opponent}: {g + 1} games, {wins}/{ties}/{losses}, "
                f"{time.perf_counter() - began:.0f} s",
                file=sys.stderr,
                flush=True,
            )
    low, high = wilson_interval(score, games)
    return (
        f"{game_id:16} {opponent:7} {games:5} {wins:4}/{ties:3}/{losses:<4} "
        f"{score / games:6.1%} [{low:5.1%}, {high:5.1%}]  "
        f"hard {milliseconds(hard_times)}  {opponent} {milliseconds(other_times)} "
        f"({statistics.median(searched):g} sims)  {time.perf_counter() - began:6.0f} s"
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", action="append", help="game id (repeat); default: all")
    parser.add_argument("--opponent", action="append", choices=("ismcts", "mcts"))
    parser.add_argument("--games", type=int, default=200, help="games per game and opponent")
    parser.add_argument("--seconds", type=float, default=0.05, help="time per decision")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-actions", type=int, default=400, help="Labyrinth's cut-off")
    parser.add_argument(
        "--budget",
        choices=("time", "calibrated"),
        default="time",
        help="bound OpenSpiel's search by the clock, or by a count calibrated before the games",
    )
    args = parser.parse_args(argv)
    games = args.game or ["sudoids", "traexx", "labyrinth-cards", "sudoku", "labyrinth"]
    print(
        f"hard vs OpenSpiel, {args.seconds} s per decision ({args.budget} budget), "
        f"2 players, seed {args.seed}"
    )
    print(
        "game             vs      games  W/T/L        hard   95% interval    "
        "ms per searched decision, median / p90"
    )
    for game_id in games:
        for opponent in args.opponent or ["ismcts", "mcts"]:
            line = run(
                game_id,
                opponent,
                args.games,
                args.seconds,
                args.seed,
                args.max_actions,
                args.budget,
            )
            print(line, flush=True)


if __name__ == "__main__":
    main()
