"""Labyrinth at the terminal: the board, its small-terminal form and its colours."""
