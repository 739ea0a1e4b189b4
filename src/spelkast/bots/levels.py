"""Bot levels: ``easy``, ``medium``, ``hard`` and ``expert`` for every game.

* ``medium`` is the game's greedy bot (still registered as ``greedy`` too).
* ``hard`` searches; each game's hard bot registers itself from its own module
  (``bots/<game>_hard.py``).
* ``expert`` is the game's hard bot given a larger budget (more search iterations and a
  longer wall-time cap, at most :data:`EXPERT_MAX_SECONDS` a decision by default):
  :func:`expert_of` composes it from the hard factory, and each game's hard module
  registers it next to its hard bot with the budget that game needs.
* ``easy`` plays the medium move most of the time, but at each decision, with
  probability ``mistake_rate``, it picks uniformly among the game's *sensible* moves
  instead: legal moves a beginner could make (a Sudoku tile on a cell where the rule
  allows it, a shift of the maze, …) that ignore what makes the medium move best. Where
  a game has no sensible alternative at some decision (say, a Sudoku tile fits nowhere,
  or the Labyrinth pawn is moving after its shift) the easy bot plays the medium move.

The roll happens at every decision, before anything else, so an easy bot's choices are
a pure function of (view, legal actions, rng) like every bot's.
"""

from __future__ import annotations

import inspect
import random
from collections.abc import Callable, Sequence
from typing import Any

from spelkast.bots.base import Bot, BotFactory, available_bots, register_bot
from spelkast.core.game import JSON, Game

LEVELS = ("easy", "medium", "hard", "expert")
"""The level names, weakest first; a game offers those registered for it."""

DEFAULT_MISTAKE_RATE = 0.35

EXPERT_MAX_SECONDS = 2.5
"""The expert level's wall-time cap per decision (every game's default): its decisions'
90th percentile stays under 3 s on a loaded machine."""

SensibleMoves = Callable[[Game[Any, Any], int, dict[str, JSON], Sequence[Any]], Sequence[Any]]
"""``(game, player, view, legal) -> moves`` a beginner might make here (a subset of
``legal``); empty when the only sensible move is the medium one."""


class EasyBot:
    """Plays like ``medium`` except that with probability ``mistake_rate`` per decision
    it picks at random among ``sensible`` moves.

    >>> from spelkast.bots.base import RandomBot
    >>> bot = EasyBot(RandomBot(), lambda game, player, view, legal: [], mistake_rate=0.5)
    >>> bot.name, bot.mistake_rate
    ('easy', 0.5)
    """

    name = "easy"

    def __init__(
        self, medium: Bot, sensible: SensibleMoves, mistake_rate: float = DEFAULT_MISTAKE_RATE
    ) -> None:
        if not 0.0 <= mistake_rate <= 1.0:
            raise ValueError(f"a mistake rate lies between 0 and 1, got {mistake_rate}")
        self.medium = medium
        self.sensible = sensible
        self.mistake_rate = mistake_rate

    def choose(
        self,
        game: Game[Any, Any],
        player: int,
        view: dict[str, JSON],
        legal: Sequence[Any],
        rng: random.Random,
    ) -> Any:
        if rng.random() < self.mistake_rate:
            options = list(self.sensible(game, player, view, legal))
            if options:
                return rng.choice(options)
        return self.medium.choose(game, player, view, legal, rng)


class LevelBot:
    """Another bot playing under a level's ``name`` (the expert level: a hard bot with a
    larger budget). It chooses exactly as ``inner`` does; what ``inner`` exposes beyond
    that (a search bot's ``budget`` and ``last`` search, its ``seconds``) reads through.

    >>> from spelkast.bots.base import RandomBot
    >>> bot = LevelBot("expert", RandomBot())
    >>> bot.name, bot.inner.name
    ('expert', 'random')
    """

    def __init__(self, name: str, inner: Bot) -> None:
        self.name = name
        self.inner = inner

    def choose(
        self,
        game: Game[Any, Any],
        player: int,
        view: dict[str, JSON],
        legal: Sequence[Any],
        rng: random.Random,
    ) -> Any:
        return self.inner.choose(game, player, view, legal, rng)

    def __getattr__(self, attribute: str) -> Any:
        if attribute == "inner":  # not set yet (a copy being built): no recursion
            raise AttributeError(attribute)
        return getattr(self.inner, attribute)


class ExpertFactory:
    """The expert level's bot factory: ``hard``'s bot with ``budget`` (keyword settings
    of ``hard``, e.g. ``iterations=2400, seconds=2.5``) as its defaults, named
    ``expert``. A bot spec's settings still override them (``expert:seconds=0``), and its
    signature is ``hard``'s with those defaults, so an unknown setting is refused as
    for any bot.

    >>> from spelkast.bots.base import RandomBot
    >>> def hard(iterations=10, seconds=1.0):
    ...     return RandomBot()
    >>> expert = ExpertFactory(hard, iterations=40)
    >>> str(expert.__signature__)
    '(iterations=40, seconds=1.0)'
    >>> expert().name
    'expert'
    """

    def __init__(self, hard: BotFactory, **budget: float) -> None:
        signature = inspect.signature(hard)
        unknown = sorted(set(budget) - set(signature.parameters))
        if unknown:
            raise TypeError(f"the hard bot takes no setting(s) {', '.join(unknown)}")
        self.hard = hard
        self.budget = budget
        self.__signature__ = signature.replace(
            parameters=[
                p.replace(default=budget.get(p.name, p.default))
                for p in signature.parameters.values()
            ]
        )

    def __call__(self, **settings: Any) -> Bot:
        return LevelBot("expert", self.hard(**{**self.budget, **settings}))


def register_levels(
    game_id: str,
    medium: BotFactory,
    sensible: SensibleMoves,
    mistake_rate: float = DEFAULT_MISTAKE_RATE,
) -> None:
    """Register ``medium`` (also under its old name ``greedy``) and ``easy`` for a game."""
    register_bot(game_id, "greedy", medium)
    register_bot(game_id, "medium", medium)

    def easy(mistake_rate: float = mistake_rate) -> Bot:
        return EasyBot(medium(), sensible, float(mistake_rate))

    register_bot(game_id, "easy", easy)


def levels_of(game_id: str) -> list[str]:
    """The levels a game offers, weakest first.

    >>> levels_of("sudoku")[:2]
    ['easy', 'medium']
    """
    names = set(available_bots(game_id))
    return [level for level in LEVELS if level in names]
