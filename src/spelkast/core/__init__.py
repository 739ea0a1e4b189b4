"""The rules core: the game protocol, registry, records and perft. Standard library only."""

from spelkast.core.errors import (
    GameOverError,
    IllegalActionError,
    InvalidPositionError,
    MalformedActionError,
    OptionError,
    SpelkastError,
    UnknownGameError,
    WrongPlayerError,
)
from spelkast.core.game import JSON, Game, GameInfo, GameLength, GameState, Outcome
from spelkast.core.options import OptionSpec, parse_option_pairs, resolve_options
from spelkast.core.record import GameRecord, Move, final_state, replay
from spelkast.core.registry import all_games, get_game, register

__all__ = [
    "JSON",
    "Game",
    "GameInfo",
    "GameLength",
    "GameOverError",
    "GameRecord",
    "GameState",
    "IllegalActionError",
    "InvalidPositionError",
    "MalformedActionError",
    "Move",
    "OptionError",
    "OptionSpec",
    "Outcome",
    "SpelkastError",
    "UnknownGameError",
    "WrongPlayerError",
    "all_games",
    "final_state",
    "get_game",
    "parse_option_pairs",
    "register",
    "replay",
    "resolve_options",
]
