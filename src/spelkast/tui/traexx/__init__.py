"""Träxx at the terminal: the board, the score sheet and the building of a path."""
