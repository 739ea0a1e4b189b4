"""Sudoku and Sudoids bots.

``greedy`` takes the most points now. It works from its seat's view only: the legal
cells for its tile are worked out from the visible board (under table rules the legal
actions offered include every empty cell, legal or not). It never breaks the Sudoku
rule, and it claims "no legal cell" exactly when that is true. Ties are broken with
the bot's random generator.

Levels: ``medium`` is ``greedy``; ``easy`` plays it but, a third of the time, puts its
tile on any cell where it fits, ignoring the points (see :func:`sensible_moves`).
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from typing import Any

from spelkast.bots.base import Bot, register_bot
from spelkast.bots.hard import SearchBot
from spelkast.bots.levels import register_levels
from spelkast.bots.search import DEFAULT_SECONDS
from spelkast.bots.sudoku_hard import (
    DEFAULT_ITERATIONS,
    ChanceSearch,
    MeritBot,
    SudokuModel,
    build_model,
    has_choice,
)
from spelkast.core.game import JSON, Game
from spelkast.games.sudoku import rules as R
from spelkast.games.sudoku.data import SIDES
from spelkast.games.sudoku.state import Claim, Place


class GreedySudokuBot:
    name = "greedy"

    def choose(
        self,
        game: Game[Any, Any],
        player: int,
        view: dict[str, JSON],
        legal: Sequence[Any],
        rng: random.Random,
    ) -> Any:
        side = SIDES[view["game"]]
        board = list(view["board"])
        value = view["hand"]
        cells = R.legal_cells(side, board, value)
        if not cells:
            return Claim()
        scoring = str(view["options"]["scoring"])
        gains = [(R.points(side, board, cell, scoring), cell) for cell in cells]
        best = max(g for g, _ in gains)
        return Place(rng.choice([cell for g, cell in gains if g == best]))


def sensible_moves(
    game: Game[Any, Any], player: int, view: dict[str, JSON], legal: Sequence[Any]
) -> Sequence[Any]:
    """The easy bot's alternatives: its tile on any cell the Sudoku rule allows, whatever
    it scores (none when the tile fits nowhere: then it claims, like medium)."""
    side = SIDES[view["game"]]
    allowed = set(legal)
    cells = R.legal_cells(side, list(view["board"]), view["hand"])
    return [Place(cell) for cell in cells if Place(cell) in allowed]


register_levels("sudoku", GreedySudokuBot, sensible_moves)
register_levels("sudoids", GreedySudokuBot, sensible_moves)


class SudokuHardBot:
    """The hard level. Two players: :class:`ChanceSearch`, an exact expectimax over the
    tiles still to come with a fitted chance of winning at its leaves. Three or four
    players: information-set MCTS with greedy playouts (:class:`SearchBot` over a
    :class:`SudokuModel`), whose ``iterations`` and ``search_empty`` settings apply
    there. ``seconds`` caps a decision either way (0: no cap)."""

    name = "hard"

    def __init__(
        self,
        iterations: int = DEFAULT_ITERATIONS,
        seconds: float = DEFAULT_SECONDS,
        search_empty: float | None = None,
    ) -> None:
        if search_empty is not None and not 0.0 <= search_empty <= 1.0:
            raise ValueError(f"search_empty is a share of the cells (0-1), got {search_empty}")
        self.seconds = float(seconds)

        def build(
            game: Game[Any, Any], player: int, view: dict[str, JSON], legal: Sequence[Any]
        ) -> SudokuModel | None:
            return build_model(game, player, view, legal, search_empty)

        self.greedy = GreedySudokuBot()
        self.many = SearchBot(build, MeritBot(self.greedy), iterations, seconds)

    def choose(
        self,
        game: Game[Any, Any],
        player: int,
        view: dict[str, JSON],
        legal: Sequence[Any],
        rng: random.Random,
    ) -> Any:
        if view["num_players"] != 2:
            return self.many.choose(game, player, view, legal, rng)
        began = time.perf_counter()
        side = SIDES[str(view["game"])]
        if not view["players"][1 - player]["has_tile"] or not has_choice(side, view):
            return self.greedy.choose(game, player, view, legal, rng)
        deadline = began + self.seconds if self.seconds > 0 else None
        return Place(ChanceSearch(side, view, player).choose(deadline))


def hard(
    iterations: int = DEFAULT_ITERATIONS,
    seconds: float = DEFAULT_SECONDS,
    search_empty: float | None = None,
) -> Bot:
    """The hard level (:class:`SudokuHardBot`)."""
    return SudokuHardBot(iterations, seconds, search_empty)


register_bot("sudoku", "hard", hard)
register_bot("sudoids", "hard", hard)
