"""Bots: players that see only their seat's view and the legal actions, and take an rng.

Bots depend on the rules core; the core knows nothing of them. A bot is looked up by
``(game id, bot name)``; ``random`` works for every game.
"""

from spelkast.bots.base import Bot, RandomBot, available_bots, get_bot, register_bot

__all__ = ["Bot", "RandomBot", "available_bots", "get_bot", "register_bot"]
