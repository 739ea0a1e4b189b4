"""The Sudoids terminal UI: the Sudoku UI on the 6x6 animal side (see ``sudoku.py``)."""

from __future__ import annotations

from spelkast.tui.sudoku.ui import SudokuUI


class SudoidsUI(SudokuUI):
    game_id = "sudoids"


UI = SudoidsUI()
