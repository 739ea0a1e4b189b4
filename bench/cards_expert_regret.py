"""Why the card game's expert is no stronger than its hard bot: their choices judged by a
search that sees the true hands and pile.

    uv run python bench/cards_expert_regret.py [--positions 16] [--seed 7]
        [--judge 3000] [--repeats 3]

It takes ``--positions`` two-player positions from games between quick hard bots (100
iterations), each where the player to move has more than one placement. At each:

* the **judge**: the hard bot's own search (same candidates, horizon and evaluation)
  on the *true* position, the oracle's model (:class:`~spelkast.bots.oracle.TrueCardsModel`),
  run twice with ``--judge`` iterations and two seeds; an action's value is its mean
  over the runs where it got at least 30 visits;
* each **arm** chooses from the seat's view alone, without a time cap: ``hard`` (300
  iterations), ``expert`` (1,500), and ``determinised``: the same 1,500 iterations as
  6 searches of 250 on one fixed determinisation each (the other hands dealt by the
  inference, the pile shuffled), root visits summed — perfect-information Monte Carlo;
* an arm's **regret** at a position is the judge's best value minus the judge's value
  of the arm's choice (an action the judge hardly visited counts as its worst); the
  arm chooses ``--repeats`` times with different rngs, and **stable** counts the
  positions where all its choices were the same.

It prints, per arm, the mean regret, the stable positions and the median and 90th
percentile of the decision time. The judge knows what the arms cannot, so its values
are a yardstick for how much a choice gives away, not the best play from the view.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable, Sequence
from typing import Any

from spelkast.bots import get_bot
from spelkast.bots.labyrinth_cards_hard import CardsModel
from spelkast.bots.oracle import TrueCardsModel
from spelkast.bots.search import Budget, ismcts
from spelkast.games.labyrinth_cards import GAME
from spelkast.games.labyrinth_cards.state import Action, CardsState, Place

MIN_VISITS = 30
"""Visits an action needs in a judge's search for its value to count."""

PLAYERS = "hard:iterations=100:seconds=0"
"""The bots whose games give the positions."""

Position = tuple[CardsState, int, dict[str, Any], list[Action]]
Arm = Callable[[int, dict[str, Any], list[Action], random.Random], Action]


def positions(count: int, seed: int, players: str = PLAYERS) -> list[Position]:
    """Two-player positions with a choice of placements, from seeded games between
    ``players`` (a bot spec) stopped after 2-29 turns."""
    rng = random.Random(seed)
    bot = get_bot(GAME.info.id, players)
    found: list[Position] = []
    while len(found) < count:
        state = GAME.new_initial_state(2, None, rng.randrange(10**6))
        for _ in range(rng.randrange(2, 30)):
            if GAME.is_terminal(state):
                break
            mover = state.current
            legal = list(GAME.legal_actions(state, mover))
            action = bot.choose(GAME, mover, GAME.view(state, mover), legal, rng)
            state = GAME.apply(state, mover, action)
        if GAME.is_terminal(state):
            continue
        mover = state.current
        legal = list(GAME.legal_actions(state, mover))
        if sum(isinstance(a, Place) for a in legal) > 1:
            found.append((state, mover, GAME.view(state, mover), legal))
    return found


def judge(position: Position, iterations: int, min_visits: int = MIN_VISITS) -> dict[Action, float]:
    """The true-position search's value of each root action it visited at least
    ``min_visits`` times in a run."""
    state, mover, view, legal = position
    model = TrueCardsModel(GAME, mover, view, legal, state)
    seen: dict[Action, list[float]] = {}
    for run in range(2):
        result = ismcts(model, Budget(iterations, None), random.Random(100 + run))
        for action, visits, mean in result.stats:
            if visits >= min_visits:
                seen.setdefault(action, []).append(mean)
    return {action: statistics.fmean(means) for action, means in seen.items()}


class Fixed:
    """A card-game model whose every determinisation is one given position."""

    def __init__(self, model: CardsModel, state: CardsState) -> None:
        self.model = model
        self.state = state
        self.horizon = model.horizon

    def sample(self, rng: random.Random) -> CardsState:
        return self.state

    def __getattr__(self, name: str) -> Any:
        return getattr(self.model, name)


def determinised(
    mover: int,
    view: dict[str, Any],
    legal: list[Action],
    rng: random.Random,
    worlds: int = 6,
    iterations: int = 250,
) -> Action:
    """Perfect-information Monte Carlo: a search per sampled position, visits summed."""
    model = CardsModel(GAME, mover, view, legal)
    visits: dict[Action, int] = {}
    for _ in range(worlds):
        result = ismcts(Fixed(model, model.sample(rng)), Budget(iterations, None), rng)
        for action, count, _ in result.stats:
            visits[action] = visits.get(action, 0) + count
    order = model.root_actions
    return max(order, key=lambda a: (visits.get(a, 0), -order.index(a)))


def level(spec: str) -> Arm:
    def choose(mover: int, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
        action: Action = get_bot(GAME.info.id, spec).choose(GAME, mover, view, legal, rng)
        return action

    return choose


ARMS: dict[str, Arm] = {
    "hard": level("hard:seconds=0"),
    "expert": level("expert:seconds=0"),
    "determinised": determinised,
}


def measure(
    found: Sequence[Position],
    values_of: Callable[[Position], dict[Action, float]],
    repeats: int,
    arms: dict[str, Arm],
) -> dict[str, dict[str, float]]:
    """Per arm: mean regret, stable positions and decision times (see the module text)."""
    regrets: dict[str, list[float]] = {name: [] for name in arms}
    stable = dict.fromkeys(arms, 0)
    times: dict[str, list[float]] = {name: [] for name in arms}
    for number, position in enumerate(found):
        values = values_of(position)
        best, worst = max(values.values()), min(values.values())
        _, mover, view, legal = position
        for name, arm in arms.items():
            choices = []
            for repeat in range(repeats):
                began = time.perf_counter()
                choices.append(arm(mover, view, legal, random.Random(1000 * repeat + number)))
                times[name].append(time.perf_counter() - began)
            regrets[name].append(best - values.get(choices[0], worst))
            stable[name] += len(set(choices)) == 1
    summary = {}
    for name in arms:
        ordered = sorted(times[name])
        summary[name] = {
            "regret": statistics.fmean(regrets[name]),
            "stable": stable[name],
            "median_s": statistics.median(ordered),
            "p90_s": ordered[int(0.9 * (len(ordered) - 1))],
        }
    return summary


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--positions", type=int, default=16)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--judge", type=int, default=3000)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    found = positions(args.positions, args.seed)
    summary = measure(found, lambda position: judge(position, args.judge), args.repeats, ARMS)
    print(f"{len(found)} positions, judge {args.judge} iterations x 2, {args.repeats} repeats")
    for name, row in summary.items():
        print(
            f"{name:13} regret {row['regret']:.4f}  stable {row['stable']}/{len(found)}  "
            f"median {row['median_s']:.2f} s  p90 {row['p90_s']:.2f} s"
        )


if __name__ == "__main__":
    main()
