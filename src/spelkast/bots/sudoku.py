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
from collections.abc import Sequence
from typing import Any

from spelkast.bots.base import Bot, register_bot
from spelkast.bots.hard import SearchBot
from spelkast.bots.levels import register_levels
from spelkast.bots.search import DEFAULT_SECONDS
from spelkast.bots.sudoku_hard import DEFAULT_ITERATIONS, MeritBot, SudokuModel, build_model
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


def hard(
    iterations: int = DEFAULT_ITERATIONS,
    seconds: float = DEFAULT_SECONDS,
    search_empty: float | None = None,
) -> Bot:
    """The hard level: information-set MCTS with greedy playouts
    (:mod:`spelkast.bots.sudoku_hard`); ``search_empty`` (0-1) sets how empty the board
    may still be when the search takes over from the merit ranking."""
    if search_empty is not None and not 0.0 <= search_empty <= 1.0:
        raise ValueError(f"search_empty is a share of the cells (0-1), got {search_empty}")

    def build(
        game: Game[Any, Any], player: int, view: dict[str, JSON], legal: Sequence[Any]
    ) -> SudokuModel | None:
        return build_model(game, player, view, legal, search_empty)

    return SearchBot(build, MeritBot(GreedySudokuBot()), iterations, seconds)


register_bot("sudoku", "hard", hard)
register_bot("sudoids", "hard", hard)
