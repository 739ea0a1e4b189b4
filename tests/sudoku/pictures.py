"""Hand-made positions (pictures in the text notation) used by several test files.

Rows are given from the top (row 1); ``*`` marks a golden (starting) tile.
"""

from __future__ import annotations

# Reconstruction of the rulebook's scoring picture (see docs/rules/sudoku.md): a 7 goes
# on e5. Its block (d4-f6) holds d4 and f5; row 5 holds a5 and i5 outside the block
# (2 points "in de rij"); column e holds e1 outside the block (1 point "in de kolom").
SCORING_EXAMPLE = [
    "....1*....",
    "...2*.....",
    ".....3*...",
    ".4*.8.....",
    "5*....2..3",
    "..6*......",
    "......7*..",
    ".......8*.",
    "........9*",
]

# Eight 7s on the board cover every empty cell but i9, which holds the golden 9:
# a player holding the last 7 cannot place it anywhere.
SEVEN_STUCK = [
    "7*........",
    ".1*.7.....",
    "..2*...7..",
    ".7.3*.....",
    "....74*...",
    "....5*..7.",
    "..7...6*..",
    ".....7.8*.",
    "........9*",
]

# Sudoids: five cats (C) cover every empty cell but f6, which holds the golden horse.
CAT_STUCK = [
    "C*.....",
    ".D*.C..",
    ".CM*...",
    "...B*C.",
    "..C.F*.",
    ".....H*",
]
