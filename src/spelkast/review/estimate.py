"""The hard bot's estimate of a seat's prospects, from that seat's view alone.

:func:`estimate` runs the hard bot's own search (:func:`spelkast.bots.search.ismcts` over
the game's model, built from the view and the legal actions, never from the full state)
with a budget of iterations and no time cap, so the same view, budget and seed always
give the same numbers. The search plays exactly as the bot's does; the estimator only
watches it: every iteration's leaf is read on the review's measure
(:mod:`spelkast.review.measure`) and credited to the root move it went through.

* per root move: the mean over the iterations through it (``visits`` of them);
* ``position``: the seat's prospects before it moves, the estimate after its best move
  (as a chess engine gives a position the value of its best line; the mean over all
  iterations would count the search's exploration of poor moves against the seat);
* ``best``: the search's recommendation (the hard bot's move with this seed); solo, the
  move with the highest expected score among those tried at least half as often as the
  most tried one (the bots' search squashes a solo score so that its visits hardly
  separate the moves);
* where the hard bot values every move exactly instead of sampling (two-player Sudoku
  and Sudoids: an expectimax over the tiles to come), those values are the estimates,
  the same for any budget and seed;
* moves given in ``consider`` that the search did not try enough (fewer than a quarter
  of the budget) get a search of their own, forced through that move at the root, with
  the same budget: a move played by a person is judged as thoroughly as the bot's. The
  best move is then judged the same way, with the same determinisations and rollout
  seed (common random numbers), so that the difference between the two — the review's
  drop — carries neither the best move's selection bias (the most visited move's mean
  runs high) nor the sampling noise of unrelated deals.

:func:`propose` is the "Help" of a match: the hard bot's move for a seat from its view
(in Labyrinth, the push and the walk, and whether that walk reaches the seat's goal).
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any

from spelkast.bots.base import get_bot
from spelkast.bots.hard import SearchBot
from spelkast.bots.labyrinth import goal_cells, goals_after_shift
from spelkast.bots.search import Budget, Model, ismcts
from spelkast.core.game import JSON, Game
from spelkast.games.labyrinth.state import HOMES, MoveTo, Shift
from spelkast.review.adapters import Adapter, Exact, adapter_for
from spelkast.review.measure import measure_for, rank_share

DEFAULT_ITERATIONS: dict[str, int] = {
    "labyrinth": 400,
    "labyrinth-cards": 200,
    "sudoku": 300,
    "sudoids": 300,
    "traexx": 200,
}
"""The review's default budget per search (one decision takes one or two searches)."""

_ROOT = object()


@dataclass(frozen=True, slots=True)
class MoveEstimate:
    """One root move: its actions (a Labyrinth turn is a push and a walk), the seat's
    estimate after it, and how many iterations it rests on."""

    moves: tuple[Any, ...]
    value: float
    visits: int


@dataclass(frozen=True, slots=True)
class Estimate:
    """The seat's prospects at a decision (see the module documentation)."""

    measure: str
    position: float
    best: MoveEstimate
    moves: tuple[MoveEstimate, ...]
    iterations: int

    def value_of(self, moves: Sequence[Any]) -> MoveEstimate | None:
        wanted = tuple(moves)
        return next((m for m in self.moves if m.moves == wanted), None)

    def to_json(self, game: Game[Any, Any]) -> dict[str, JSON]:
        def move(m: MoveEstimate) -> dict[str, JSON]:
            return {
                "actions": [game.action_to_json(a) for a in m.moves],
                "value": m.value,
                "visits": m.visits,
            }

        return {
            "measure": self.measure,
            "position": self.position,
            "best": move(self.best),
            "moves": [move(m) for m in self.moves],
            "iterations": self.iterations,
        }


class _Watched:
    """A game's model as the search sees it, with the seat's measure of every leaf
    credited to the root move the iteration went through; ``only`` forces the root."""

    def __init__(
        self,
        inner: Model[Any, Any],
        seat: int,
        adapter: Adapter,
        solo: bool,
        only: Any = None,
        deals: random.Random | None = None,
    ) -> None:
        self.inner = inner
        self.deals = deals
        self.seat = seat
        self.adapter = adapter
        self.solo = solo
        self.only = only
        self.horizon = inner.horizon
        self.sums: dict[Hashable, float] = {}
        self.counts: dict[Hashable, int] = {}
        self.total = 0.0
        self.leaves = 0

    def sample(self, rng: random.Random) -> tuple[Any, Any]:
        return (_ROOT, self.inner.sample(self.deals or rng))

    def to_move(self, state: tuple[Any, Any]) -> int | None:
        return self.inner.to_move(state[1])

    def actions(self, state: tuple[Any, Any]) -> Sequence[Any]:
        if state[0] is _ROOT and self.only is not None:
            return [self.only]
        return self.inner.actions(state[1])

    def step(self, state: tuple[Any, Any], action: Any, rng: random.Random) -> tuple[Any, Any]:
        tag = action if state[0] is _ROOT else state[0]
        return (tag, self.inner.step(state[1], action, rng))

    def evaluate(self, state: tuple[Any, Any], rng: random.Random) -> Sequence[float]:
        tag, inner = state
        if self.solo and self.adapter.scores is not None:
            values, scores = self.adapter.scores(self.inner, inner, rng)
            measure = scores[self.seat]
        else:
            values = self.inner.evaluate(inner, rng)
            measure = rank_share(values, self.seat)
        self.sums[tag] = self.sums.get(tag, 0.0) + measure
        self.counts[tag] = self.counts.get(tag, 0) + 1
        self.total += measure
        self.leaves += 1
        return values

    def decision(self, action: Any) -> object:
        return self.inner.decision(action)

    def mean(self, tag: Any) -> float:
        return self.sums[tag] / self.counts[tag]


def estimate(
    game: Game[Any, Any],
    player: int,
    view: dict[str, JSON],
    legal: Sequence[Any],
    rng: random.Random,
    consider: Sequence[Sequence[Any]] = (),
    iterations: int | None = None,
) -> Estimate | None:
    """The hard bot's estimate of ``player``'s prospects from ``view`` (see the module
    documentation); ``None`` when there is nothing to weigh (one legal action, or a
    decision the game's hard bot does not search)."""
    if len(legal) < 2:
        return None
    adapter = adapter_for(game.info.id)
    exact = adapter.exact(game, player, view, legal) if adapter.exact else None
    if exact is not None:
        return _exact(adapter, view, exact, consider)
    model = adapter.build(game, player, view, legal)
    if model is None:
        return None
    budget = Budget(iterations or DEFAULT_ITERATIONS.get(game.info.id, 300), None)
    n = int(view["num_players"])
    solo = n == 1
    watched = _Watched(model, player, adapter, solo)
    result = ismcts(watched, budget, rng)
    found: dict[Hashable, MoveEstimate] = {}
    for action, visits, _ in result.stats:
        if watched.counts.get(action):
            said = tuple(adapter.from_model(action))
            found[action] = MoveEstimate(said, watched.mean(action), visits)
    chosen = result.action
    if solo:
        # The bots' search values a solo score through a squashed curve that hardly
        # separates moves (its visits come out nearly even): the best move is the one with
        # the highest expected score among those tried at least half as often as the most.
        most = max(m.visits for m in found.values())
        chosen = max(
            (a for a, m in found.items() if m.visits * 2 >= most),
            key=lambda a: found[a].value,
        )
    pending: dict[Hashable, tuple[Any, ...]] = {}
    for moves in consider:
        action = adapter.to_model(view, list(moves))
        known = found.get(action) if action is not None else None
        if action is not None and (known is None or known.visits * 4 < budget.iterations):
            pending[action] = tuple(moves)
    if pending:
        # Judge the best move the same way, with the same determinisations (common random
        # numbers): the difference between the two is what the review reports.
        pending.setdefault(chosen, found[chosen].moves)
        deals, rollouts = rng.getrandbits(64), rng.getrandbits(64)
        for action, moves in pending.items():
            forced = _Watched(model, player, adapter, solo, only=action, deals=random.Random(deals))
            ismcts(forced, budget, random.Random(rollouts))
            found[action] = MoveEstimate(moves, forced.mean(action), forced.leaves)
    best = found[chosen]
    others = sorted((m for a, m in found.items() if a != chosen), key=lambda m: -m.visits)
    return Estimate(
        measure_for(n),
        best.value,
        best,
        (best, *others),
        result.iterations,
    )


def _exact(
    adapter: Adapter, view: dict[str, JSON], values: Exact, consider: Sequence[Sequence[Any]]
) -> Estimate:
    """An estimate from a search that values every move exactly (no sampling)."""
    moves = [MoveEstimate(tuple(adapter.from_model(a)), v, 1) for a, v in values]
    best = moves[0]
    chosen = {m.moves for m in moves}
    for wanted in consider:
        action = adapter.to_model(view, list(wanted))
        if action is not None and tuple(wanted) not in chosen:
            value = next((v for a, v in values if a == action), None)
            if value is not None:
                moves.append(MoveEstimate(tuple(wanted), value, 1))
    return Estimate(measure_for(int(view["num_players"])), best.value, best, tuple(moves), 1)


# ------------------------------------------------------------------------ help
@dataclass(frozen=True, slots=True)
class Proposal:
    """The hard bot's proposal for a seat: the actions to play (Labyrinth: the push and
    then the walk), and in Labyrinth whether that walk reaches the seat's goal (its
    treasure, or home) this turn (``None`` in the other games)."""

    actions: tuple[Any, ...]
    reaches_goal: bool | None = None

    def to_json(self, game: Game[Any, Any]) -> dict[str, JSON]:
        return {
            "actions": [game.action_to_json(a) for a in self.actions],
            "reaches_goal": self.reaches_goal,
        }


def propose(
    game: Game[Any, Any],
    player: int,
    view: dict[str, JSON],
    legal: Sequence[Any],
    rng: random.Random,
    iterations: int | None = None,
) -> Proposal:
    """What the hard bot would play for ``player`` from ``view`` alone, with no time cap
    (the same view, budget and seed give the same proposal)."""
    spec = "hard:seconds=0" + (f":iterations={iterations}" if iterations else "")
    bot = get_bot(game.info.id, spec)
    action = bot.choose(game, player, view, legal, rng)
    if game.info.id != "labyrinth":
        return Proposal((action,))
    seeking = view["players"][player]["seeking"]
    goals = goal_cells(view["board"], seeking, HOMES[player])
    if isinstance(action, MoveTo):
        return Proposal((action,), action.cell in goals)
    last = bot.last if isinstance(bot, SearchBot) else None
    if not isinstance(action, Shift) or last is None or not isinstance(last.action, tuple):
        return Proposal((action,))
    cell = last.action[2]
    on_spare = not goals and seeking["kind"] != "home"
    after = goals_after_shift(goals, on_spare, action.arrow)
    return Proposal((action, MoveTo(cell)), cell in after)
