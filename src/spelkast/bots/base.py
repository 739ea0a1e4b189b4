"""The bot interface and registry."""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from spelkast.core.errors import SpelkastError
from spelkast.core.game import JSON, Game


class Bot(Protocol):
    """A player program.

    ``choose`` gets the game, the seat it plays, the seat's view (exactly what a person
    in that seat may see), the legal actions for that seat, and a random generator it
    must use for every random choice (so that seeded games replay). It returns one of
    ``legal``.
    """

    name: str

    def choose(
        self,
        game: Game[Any, Any],
        player: int,
        view: dict[str, JSON],
        legal: Sequence[Any],
        rng: random.Random,
    ) -> Any: ...


class RandomBot:
    """Picks uniformly among the legal actions."""

    name = "random"

    def choose(
        self,
        game: Game[Any, Any],
        player: int,
        view: dict[str, JSON],
        legal: Sequence[Any],
        rng: random.Random,
    ) -> Any:
        return rng.choice(list(legal))


class UnknownBotError(SpelkastError, KeyError):
    def __str__(self) -> str:
        return str(self.args[0]) if self.args else "unknown bot"


BotFactory = Callable[[], Bot]
_BOTS: dict[tuple[str, str], BotFactory] = {}
_GENERIC: dict[str, BotFactory] = {"random": RandomBot}
# Modules with game-specific bots; each registers its bots on import.
_BOT_MODULES = (
    "spelkast.bots.labyrinth",
    "spelkast.bots.labyrinth_cards",
    "spelkast.bots.traexx",
    "spelkast.bots.sudoku",
)
_loaded = False


def register_bot(game_id: str, name: str, factory: BotFactory) -> None:
    _BOTS[(game_id, name)] = factory


def _load() -> None:
    global _loaded
    if not _loaded:
        for module in _BOT_MODULES:
            importlib.import_module(module)
        _loaded = True


def available_bots(game_id: str) -> list[str]:
    """Bot names for a game, generic ones included."""
    _load()
    names = set(_GENERIC) | {name for gid, name in _BOTS if gid == game_id}
    return sorted(names)


def get_bot(game_id: str, name: str) -> Bot:
    """A new bot called ``name`` for the game ``game_id``."""
    _load()
    factory = _BOTS.get((game_id, name)) or _GENERIC.get(name)
    if factory is None:
        known = ", ".join(available_bots(game_id))
        raise UnknownBotError(f"no bot {name!r} for {game_id}; available: {known}")
    return factory()
