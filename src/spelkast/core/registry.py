"""The registry of games, found by id."""

from __future__ import annotations

import importlib
from typing import Any

from spelkast.core.errors import UnknownGameError
from spelkast.core.game import Game

_GAMES: dict[str, Game[Any, Any]] = {}

# Game modules that register themselves on import. A new game adds one line here.
_BUILTIN_MODULES = (
    "spelkast.games.labyrinth",
    "spelkast.games.labyrinth_cards",
    "spelkast.games.traexx",
    "spelkast.games.sudoku",
)
_loaded = False


def register(game: Game[Any, Any]) -> Game[Any, Any]:
    """Add ``game`` to the registry under ``game.info.id``."""
    game_id = game.info.id
    if game_id in _GAMES and type(_GAMES[game_id]) is not type(game):
        raise ValueError(f"a different game is already registered as {game_id!r}")
    _GAMES[game_id] = game
    return game


def _load_builtins() -> None:
    global _loaded
    if not _loaded:
        for module in _BUILTIN_MODULES:
            importlib.import_module(module)
        _loaded = True


def get_game(game_id: str) -> Game[Any, Any]:
    """The registered game called ``game_id``.

    >>> get_game("labyrinth").info.max_players
    4
    """
    _load_builtins()
    try:
        return _GAMES[game_id]
    except KeyError:
        known = ", ".join(sorted(_GAMES))
        raise UnknownGameError(f"no game called {game_id!r}; known games: {known}") from None


def all_games() -> list[Game[Any, Any]]:
    """Every registered game, by id."""
    _load_builtins()
    return [_GAMES[key] for key in sorted(_GAMES)]
