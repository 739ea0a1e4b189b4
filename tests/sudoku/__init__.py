"""Tests of the Sudoku board game and Sudoids."""
