"""The registry of games, found by id.

Where a game declares itself: once, in its :class:`~spelkast.core.game.GameInfo` (id,
names, number of players, options, chance, hidden information, simultaneous rounds, the
most actions a game can take), registered here by its game package. Each layer above
keeps tables of its own, keyed by that same ``GameInfo.id``: :mod:`spelkast.bots.base`
(a game's bots by level), :mod:`spelkast.tui` (its terminal UI), the web app's table
of boards (``web/src``) and more.

Why not one registration listing a game's bots and UIs too, as OpenSpiel registers a
game with everything it has? Because the core may not import, or even name, the layers
above it: a game declaration that named its bots would point upwards. One registry per
layer, keyed by the declaration's id, keeps every import pointing down and lets each
layer run without the ones above it; ``tests/test_registries.py`` checks that every
registered game is in every layer's table, and ``docs/adding-a-game.md`` lists them.
"""

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
