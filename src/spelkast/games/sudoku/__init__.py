"""Sudoku, the board game (Knizia), and its children's side Sudoids.

Two registered games share this module: ``sudoku`` (9x9, numbers) and ``sudoids``
(6x6, animals).
"""

from spelkast.core.registry import register
from spelkast.games.sudoku.data import ADULT, ANIMALS, NUMBERS, SUDOIDS, Side, Symbol
from spelkast.games.sudoku.game import AdultSudoku, SudoidsGame, SudokuGame
from spelkast.games.sudoku.state import (
    BROKE,
    CLAIM,
    CLAIM_RIGHT,
    CLAIM_WRONG,
    EXHAUSTED,
    PLACED,
    STUCK,
    Action,
    Claim,
    Event,
    Place,
    SudokuState,
)

SUDOKU = AdultSudoku()
SUDOIDS_GAME = SudoidsGame()
register(SUDOKU)
register(SUDOIDS_GAME)

__all__ = [
    "ADULT",
    "ANIMALS",
    "BROKE",
    "CLAIM",
    "CLAIM_RIGHT",
    "CLAIM_WRONG",
    "EXHAUSTED",
    "NUMBERS",
    "PLACED",
    "STUCK",
    "SUDOIDS",
    "SUDOIDS_GAME",
    "SUDOKU",
    "Action",
    "AdultSudoku",
    "Claim",
    "Event",
    "Place",
    "Side",
    "SudoidsGame",
    "SudokuGame",
    "SudokuState",
    "Symbol",
]
