"""The ``hard`` level: a bot that searches (:mod:`spelkast.bots.search`) within a budget.

Each game supplies a *model builder*: ``(game, player, view, legal) -> Model`` — the game
seen from the seat's view, with its own move ordering, determinisation and evaluation —
or ``None`` when the decision needs no search (a forced or obvious move, which the
builder then leaves to ``fallback``). :class:`SearchBot` runs the shared ISMCTS on it.

A budget is set per bot: ``iterations`` (the deterministic part) and ``seconds`` (the
wall-time cap, default 1 s; 0 turns the cap off, making every choice reproducible).
Both can be given in a bot spec, e.g. ``bot:hard:seconds=0.2`` or
``bot:hard:iterations=300:seconds=0`` (see :func:`spelkast.bots.base.get_bot`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from spelkast.bots.base import Bot
from spelkast.bots.search import DEFAULT_SECONDS, Budget, Model, SearchResult, ismcts
from spelkast.core.game import JSON, Game

ModelBuilder = Callable[
    [Game[Any, Any], int, dict[str, JSON], Sequence[Any]], "Model[Any, Any] | None"
]


class SearchBot:
    """Chooses by information-set MCTS over the model its game builds from the view.

    ``iterations`` and ``seconds`` bound one decision; ``fallback`` plays the decisions
    the builder declines to search (``None`` from the builder), and those with a single
    legal action are played at once. ``last`` holds the latest search's result (for
    inspection and tests).
    """

    name = "hard"

    def __init__(
        self,
        build: ModelBuilder,
        fallback: Bot,
        iterations: int,
        seconds: float | None = DEFAULT_SECONDS,
        exploration: float = 0.7,
    ) -> None:
        self.build = build
        self.fallback = fallback
        # seconds=0 (as a spec can write it) means no time cap, like None.
        cap = None if not seconds else float(seconds)
        self.budget = Budget(int(iterations), cap)
        self.exploration = float(exploration)
        self.last: SearchResult[Any] | None = None

    def choose(
        self,
        game: Game[Any, Any],
        player: int,
        view: dict[str, JSON],
        legal: Sequence[Any],
        rng: random.Random,
    ) -> Any:
        self.last = None
        if len(legal) == 1:
            return legal[0]
        model = self.build(game, player, view, legal)
        if model is None:
            return self.fallback.choose(game, player, view, legal, rng)
        self.last = ismcts(model, self.budget, rng, self.exploration)
        return model.decision(self.last.action)
