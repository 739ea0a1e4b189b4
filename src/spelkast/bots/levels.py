"""Bot levels: ``easy``, ``medium`` and ``hard`` for every game.

* ``medium`` is the game's greedy bot (still registered as ``greedy`` too).
* ``hard`` searches; each game's hard bot registers itself from its own module
  (``bots/<game>_hard.py``).
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

import random
from collections.abc import Callable, Sequence
from typing import Any

from spelkast.bots.base import Bot, BotFactory, available_bots, register_bot
from spelkast.core.game import JSON, Game

LEVELS = ("easy", "medium", "hard")
"""The level names, weakest first; a game offers those registered for it."""

DEFAULT_MISTAKE_RATE = 0.35

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
