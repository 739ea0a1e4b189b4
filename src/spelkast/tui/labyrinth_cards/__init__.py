"""Labyrinth, the card game, at the terminal: the table and the reading of placements."""
