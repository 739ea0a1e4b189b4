"""The errors the core raises for bad input.

Every error leaves the state it was given exactly as it was: states are immutable and
a transition either returns a new state or raises one of these.
"""

from __future__ import annotations


class SpelkastError(Exception):
    """Base class of every error the rules core raises on purpose."""


class MalformedActionError(SpelkastError, ValueError):
    """The action could not be read at all (bad JSON shape, unknown notation)."""


class IllegalActionError(SpelkastError, ValueError):
    """The action is well formed but not allowed in this position."""


class WrongPlayerError(SpelkastError, ValueError):
    """The player tried to act while it is not their turn."""


class GameOverError(SpelkastError, ValueError):
    """An action was sent to a finished game."""


class OptionError(SpelkastError, ValueError):
    """A game option is unknown, of the wrong type, or out of range."""


class InvalidPositionError(SpelkastError, ValueError):
    """A state (JSON or text notation) could not be read or is inconsistent."""


class UnknownGameError(SpelkastError, KeyError):
    """No game is registered under that id."""

    def __str__(self) -> str:  # KeyError quotes its message; we want plain text
        return str(self.args[0]) if self.args else "unknown game"
