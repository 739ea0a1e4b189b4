"""Sudoku and Sudoids at the terminal (Sudoids is drawn as Sudoku is)."""
