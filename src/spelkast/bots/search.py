"""The search core shared by the hard bots: information-set Monte Carlo tree search.

A hard bot describes its game to the search through a :class:`Model` built from its
seat's *view* only — never from the real state — and :func:`ismcts` does the rest:

* every iteration draws a **determinisation** (``model.sample(rng)``: one complete,
  concrete position consistent with everything the seat has seen — the opponents'
  hidden cards dealt from the unseen ones, the piles shuffled);
* it walks down one tree shared by all determinisations (single-observer ISMCTS,
  Cowling, Powley & Whitehouse 2012): at a node, among the children whose action is
  *available* in this determinisation, it expands the first untried one (the model lists
  actions best first, so its own move ordering is the prior), else picks by UCB1 where a
  child's exploration term counts the times it was *available* rather than the parent's
  visits;
* at a terminal position or at ``model.horizon`` plies it asks ``model.evaluate`` for a
  value per player in [0, 1] (a heuristic, or a short rollout the model runs itself)
  and backs it up: each node keeps the value of the player who chose the action leading
  to it.

The recommendation is the most visited root action (ties: the better mean, then the
model's order). Nothing is copied per node: the tree holds counts and actions, the
positions are the model's own (immutable or cheaply rebuilt) values.

**Budget.** A search stops after ``budget.iterations`` iterations or ``budget.seconds``
of wall time, whichever comes first. The iteration count makes a bot's choice a pure
function of (view, legal actions, rng) — seeded games replay and the hidden-information
test holds; the time cap is a safety net for slow machines (a search it cuts short may
choose differently on a faster one). ``seconds=None`` turns the cap off.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from typing import Generic, Protocol, TypeVar

S = TypeVar("S")
A = TypeVar("A", bound=Hashable)

DEFAULT_SECONDS = 1.0
"""The default cap on one decision's wall time."""


@dataclass(frozen=True, slots=True)
class Budget:
    """How long one search may run: at most ``iterations`` iterations and at most
    ``seconds`` of wall time (``None``: no time cap).

    >>> Budget(200, 0.5)
    Budget(iterations=200, seconds=0.5)
    >>> Budget(0)
    Traceback (most recent call last):
        ...
    ValueError: a search needs at least one iteration, got 0
    """

    iterations: int
    seconds: float | None = DEFAULT_SECONDS

    def __post_init__(self) -> None:
        if self.iterations < 1:
            raise ValueError(f"a search needs at least one iteration, got {self.iterations}")
        if self.seconds is not None and self.seconds <= 0:
            raise ValueError(f"a time budget is positive, got {self.seconds}")


class Model(Protocol[S, A]):
    """A game as the search sees it from one seat (built from that seat's view)."""

    horizon: int
    """Plies below the root after which a position is evaluated instead of searched."""

    def sample(self, rng: random.Random) -> S:
        """A determinisation: a concrete position consistent with the seat's view."""
        ...

    def to_move(self, state: S) -> int | None:
        """The player to choose in ``state``; ``None`` when the game is over there."""
        ...

    def actions(self, state: S) -> Sequence[A]:
        """The actions the search considers for the player to move, best first (a
        model may leave out hopeless ones; never empty unless the game is over)."""
        ...

    def step(self, state: S, action: A, rng: random.Random) -> S:
        """The position after ``action`` (chance drawn from the determinisation or ``rng``)."""
        ...

    def evaluate(self, state: S, rng: random.Random) -> Sequence[float]:
        """Each player's value in [0, 1] (1: sure win) at a leaf of the search."""
        ...

    def decision(self, action: A) -> object:
        """The legal action the bot plays when the search recommends root ``action``
        (the identity where the search's actions are the game's own)."""
        ...


@dataclass(slots=True)
class Node(Generic[A]):
    """A node of the information-set tree: the action that led here and its statistics."""

    action: A | None
    player: int  # who chose ``action``
    visits: int = 0
    value: float = 0.0  # summed values of ``player``
    available: int = 1  # times ``action`` could have been chosen at the parent
    children: dict[A, Node[A]] = field(default_factory=dict)

    def mean(self) -> float:
        return self.value / self.visits if self.visits else 0.0


@dataclass(frozen=True, slots=True)
class SearchResult(Generic[A]):
    """What a search found: the choice, and the root statistics behind it."""

    action: A
    iterations: int
    seconds: float
    stats: tuple[tuple[A, int, float], ...]  # (action, visits, mean value), most visited first


def ismcts(
    model: Model[S, A],
    budget: Budget,
    rng: random.Random,
    exploration: float = 0.7,
) -> SearchResult[A]:
    """Search from the seat's information set and recommend an action (see the module
    documentation). Ties in visits and value go to the action the model listed first."""
    start = time.perf_counter()
    deadline = None if budget.seconds is None else start + budget.seconds
    root: Node[A] = Node(None, -1)
    first = model.sample(rng)
    mover = model.to_move(first)
    if mover is None:
        raise ValueError("the search was asked to move in a finished game")
    order = list(model.actions(first))
    if not order:
        raise ValueError("the model offers no action at the root")
    rank = {a: i for i, a in enumerate(order)}
    iterations = 0
    state = first
    while True:
        _iterate(model, root, state, rng, exploration)
        iterations += 1
        if iterations >= budget.iterations:
            break
        if deadline is not None and time.perf_counter() >= deadline:
            break
        state = model.sample(rng)
    children = list(root.children.values())
    late = len(rank)  # actions first offered in a later determinisation come last
    children.sort(key=lambda c: (-c.visits, -c.mean(), rank.get(c.action, late)))  # type: ignore[arg-type]
    best = children[0].action
    assert best is not None
    stats = tuple((c.action, c.visits, c.mean()) for c in children if c.action is not None)
    return SearchResult(best, iterations, time.perf_counter() - start, stats)


def _iterate(
    model: Model[S, A], root: Node[A], state: S, rng: random.Random, exploration: float
) -> None:
    node = root
    path = [root]
    depth = 0
    values: Sequence[float] | None = None
    while True:
        player = model.to_move(state)
        if player is None or depth >= model.horizon:
            break
        actions = model.actions(state)
        children = node.children
        untried = None
        for action in actions:
            child = children.get(action)
            if child is None:
                untried = action
                break
        if untried is not None:
            # Every tried child seen before the untried one was available this time too.
            for action in actions:
                if action == untried:
                    break
                children[action].available += 1
            child = Node(untried, player)
            children[untried] = child
            state = model.step(state, untried, rng)
            path.append(child)
            depth += 1
            values = model.evaluate(state, rng)
            break
        best_child: Node[A] | None = None
        best_score = -math.inf
        for action in actions:
            child = children[action]
            child.available += 1
            score = child.value / child.visits + exploration * math.sqrt(
                math.log(child.available) / child.visits
            )
            if score > best_score:
                best_score, best_child = score, child
        assert best_child is not None
        assert best_child.action is not None
        node = best_child
        state = model.step(state, best_child.action, rng)
        path.append(node)
        depth += 1
    if values is None:
        values = model.evaluate(state, rng)
    for visited in path:
        visited.visits += 1
        if visited.player >= 0:
            visited.value += values[visited.player]
