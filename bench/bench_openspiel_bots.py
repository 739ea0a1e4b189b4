"""Benchmark: spelkast's hard bot against OpenSpiel's generic ISMCTS and MCTS.

Two players, every game through its OpenSpiel registration (:mod:`spelkast.research.openspiel`)
so both bots act on the same states. The time per decision is the same for both sides:

* spelkast ``hard`` runs with ``seconds=T`` and an iteration budget too large to bind;
* OpenSpiel's ``ISMCTSBot`` (information-set MCTS, resampling through
  ``resample_from_infostate``) and ``MCTSBot`` (UCT on one determinisation per decision:
  it searches a state resampled from its seat's information, never the true state) use
  random-rollout evaluation; their simulation count is calibrated before the games on a
  few positions so that their median decision takes about ``T`` (the measured medians of
  both sides are printed).

Seats alternate and each pair of games shares a deal. A win counts 1, a tie (also a
Labyrinth game cut off after ``--max-actions`` actions) 1/2; the win rate of ``hard`` has
a 95 % Wilson interval (:func:`spelkast.stats.wilson_interval`). Needs the research extra.

    uv run --extra research python bench/bench_openspiel_bots.py --game sudoids --games 200
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import Any

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts

from spelkast.bots import get_bot
from spelkast.research import openspiel as spiel
from spelkast.stats import wilson_interval


class OpenSpielPlayer:
    """An OpenSpiel bot with a calibrated number of simulations."""

    def __init__(self, kind: str, game: Any, simulations: int, rollout_cap: int, seed: int):
        self.kind = kind
        self.rng = np.random.RandomState(seed)
        evaluator = mcts.RandomRolloutEvaluator(
            n_rollouts=1, random_state=self.rng, max_length=rollout_cap
        )
        if kind == "ismcts":
            self.bot: Any = ismcts.ISMCTSBot(
                game, evaluator, uct_c=2.0, max_simulations=simulations, random_state=self.rng
            )
        else:
            self.bot = mcts.MCTSBot(
                game,
                uct_c=2.0,
                max_simulations=simulations,
                evaluator=evaluator,
                random_state=self.rng,
                solve=False,
            )

    def choose(self, state: Any) -> int:
        if len(state.legal_actions()) == 1:
            return int(state.legal_actions()[0])
        if self.kind == "ismcts":
            return int(self.bot.step(state))
        sample = state.resample_from_infostate(state.current_player(), self.rng.uniform)
        return int(self.bot.step(sample))


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
    out = []
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
        player = OpenSpielPlayer(kind, game, probe, rollout_cap, seed=1)
        began = time.perf_counter()
        player.choose(state)
        times.append(time.perf_counter() - began)
    return max(2, round(probe * seconds / statistics.median(times)))


def play(game: Any, players: list[Any], deal: int, times: list[list[float]]) -> list[float]:
    state = game.new_initial_state()
    state.apply_action(deal)
    while not state.is_terminal():
        seat = state.current_player()
        began = time.perf_counter()
        action = players[seat].choose(state)
        times[seat].append(time.perf_counter() - began)
        state.apply_action(action)
    return list(state.returns())


def run(
    game_id: str, opponent: str, games: int, seconds: float, seed: int, max_actions: int
) -> str:
    params: dict[str, Any] = {"players": 2}
    if game_id == "labyrinth":
        params["max_actions"] = max_actions
    game = pyspiel.load_game(spiel.short_name(game_id), params)
    rollout_cap = 200
    simulations = calibrate(opponent, game, seconds, rollout_cap)
    deals = random.Random(f"bench-openspiel:{seed}:{game_id}")
    score = 0.0
    wins = losses = ties = 0
    hard_times: list[float] = []
    other_times: list[float] = []
    began = time.perf_counter()
    deal = 0
    for g in range(games):
        if g % 2 == 0:
            deal = deals.randrange(spiel.DEALS)
        hard_seat = g % 2
        players: list[Any] = [None, None]
        players[hard_seat] = HardPlayer(game_id, seconds, seed=1000 * seed + g)
        players[1 - hard_seat] = OpenSpielPlayer(opponent, game, simulations, rollout_cap, g)
        times: list[list[float]] = [[], []]
        returns = play(game, players, deal, times)
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
    low, high = wilson_interval(score, games)
    return (
        f"{game_id:16} {opponent:7} {games:5} {wins:4}/{ties:3}/{losses:<4} "
        f"{score / games:6.1%} [{low:5.1%}, {high:5.1%}]  "
        f"hard {statistics.median(hard_times) * 1000:6.1f} ms  "
        f"{opponent} {statistics.median(other_times) * 1000:6.1f} ms ({simulations} sims)  "
        f"{time.perf_counter() - began:6.0f} s"
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", action="append", help="game id (repeat); default: all")
    parser.add_argument("--opponent", action="append", choices=("ismcts", "mcts"))
    parser.add_argument("--games", type=int, default=200, help="games per game and opponent")
    parser.add_argument("--seconds", type=float, default=0.05, help="time per decision")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-actions", type=int, default=400, help="Labyrinth's cut-off")
    args = parser.parse_args(argv)
    games = args.game or ["sudoids", "traexx", "labyrinth-cards", "sudoku", "labyrinth"]
    print(f"hard vs OpenSpiel, {args.seconds} s per decision, 2 players, seed {args.seed}")
    print("game             vs      games  W/T/L        hard   95% interval    median times")
    for game_id in games:
        for opponent in args.opponent or ["ismcts", "mcts"]:
            line = run(game_id, opponent, args.games, args.seconds, args.seed, args.max_actions)
            print(line, flush=True)


if __name__ == "__main__":
    main()
