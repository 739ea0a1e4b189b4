"""Sudoku and Sudoids bots.

``greedy`` takes the most points now. It works from its seat's view only: the legal
cells for its tile are worked out from the visible board (under table rules the legal
actions offered include every empty cell, legal or not). It never breaks the Sudoku
rule, and it claims "no legal cell" exactly when that is true. Ties are broken with
the bot's random generator.

Levels: ``medium`` is ``greedy``; ``easy`` plays it but, a third of the time, puts its
tile on any cell where it fits, ignoring the points (see :func:`sensible_moves`);
``hard`` searches and registers itself (:mod:`spelkast.bots.sudoku_hard`).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from spelkast.bots.levels import register_levels
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
