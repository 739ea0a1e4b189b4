"""The bot interface and registry."""

from __future__ import annotations

import importlib
import inspect
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


BotFactory = Callable[..., Bot]
"""Makes a bot; takes the spec's settings (``hard:seconds=0.2``) as keyword arguments."""
_BOTS: dict[tuple[str, str], BotFactory] = {}
_GENERIC: dict[str, BotFactory] = {"random": RandomBot}
# Modules with game-specific bots; each registers its bots on import.
_BOT_MODULES = (
    "spelkast.bots.labyrinth",
    "spelkast.bots.labyrinth_hard",
    "spelkast.bots.labyrinth_cards",
    "spelkast.bots.labyrinth_cards_hard",
    "spelkast.bots.traexx",
    "spelkast.bots.traexx_hard",
    "spelkast.bots.sudoku",
    "spelkast.bots.sudoku_hard",
    "spelkast.bots.sudoku_expert",
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


def bot_modules() -> tuple[str, ...]:
    """The modules that register the game-specific bots when imported (a process that
    makes bots may import them ahead, once)."""
    return _BOT_MODULES


def available_bots(game_id: str) -> list[str]:
    """Bot names for a game, generic ones included."""
    _load()
    names = set(_GENERIC) | {name for gid, name in _BOTS if gid == game_id}
    return sorted(names)


class BotSettingError(SpelkastError, ValueError):
    """A bot spec's setting is malformed or not one the bot takes."""


def parse_bot_spec(spec: str) -> tuple[str, dict[str, int | float]]:
    """Split ``NAME[:key=value]...`` into the bot's name and its numeric settings.

    >>> parse_bot_spec("hard:seconds=0.2:iterations=300")
    ('hard', {'seconds': 0.2, 'iterations': 300})
    >>> parse_bot_spec("easy")
    ('easy', {})
    """
    name, *parts = spec.strip().split(":")
    settings: dict[str, int | float] = {}
    for part in parts:
        key, sep, text = part.partition("=")
        key = key.strip()
        if not sep or not key.isidentifier():
            raise BotSettingError(f"a bot setting reads key=value, got {part!r} in {spec!r}")
        try:
            value: int | float = int(text)
        except ValueError:
            try:
                value = float(text)
            except ValueError:
                raise BotSettingError(f"bot setting {key} wants a number, got {text!r}") from None
        if value != value or value in (float("inf"), float("-inf")):
            raise BotSettingError(f"bot setting {key} wants a finite number, got {text!r}")
        settings[key] = value
    return name.strip(), settings


def _unknown_settings(factory: BotFactory, settings: dict[str, int | float]) -> list[str]:
    """The settings ``factory`` has no keyword parameter for, read from its signature
    (a TypeError raised *inside* the bot's constructor is the bot's own error and must
    not be mistaken for an unknown setting)."""
    try:
        parameters = inspect.signature(factory).parameters.values()
    except (TypeError, ValueError):  # no signature to read: let the call decide
        return []
    if any(p.kind is inspect.Parameter.VAR_KEYWORD for p in parameters):
        return []
    takes = {
        p.name
        for p in parameters
        if p.kind in (inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.KEYWORD_ONLY)
    }
    return [key for key in settings if key not in takes]


def get_bot(game_id: str, name: str) -> Bot:
    """A new bot for the game ``game_id`` from a spec: its name, optionally followed by
    settings, ``NAME[:key=value]...`` (``hard:seconds=0.2``, ``easy:mistake_rate=0.5``)."""
    _load()
    base, settings = parse_bot_spec(name)
    factory = _BOTS.get((game_id, base)) or _GENERIC.get(base)
    if factory is None:
        known = ", ".join(available_bots(game_id))
        raise UnknownBotError(f"no bot {base!r} for {game_id}; available: {known}")
    if not settings:
        return factory()
    unknown = _unknown_settings(factory, settings)
    if unknown:
        keys = ", ".join(sorted(unknown))
        raise BotSettingError(f"bot {base!r} does not take the setting(s) {keys}")
    try:
        return factory(**settings)
    except ValueError as error:
        raise BotSettingError(f"bot {base!r}: {error}") from None
