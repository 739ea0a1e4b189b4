"""Labyrinth, the card game: lay maze cards, join equal treasures, collect cards.

The deck in :mod:`.data` is a reconstruction (the printed deck is unknown).
"""

from spelkast.core.registry import register
from spelkast.games.labyrinth_cards.game import LabyrinthCardsGame
from spelkast.games.labyrinth_cards.state import Action, CardsState, Discard, Place

GAME = LabyrinthCardsGame()
register(GAME)

__all__ = ["GAME", "Action", "CardsState", "Discard", "LabyrinthCardsGame", "Place"]
