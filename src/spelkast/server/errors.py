"""The errors the server raises on purpose. Each class carries its protocol code (what
a WebSocket client reads in an ``error`` message) and its HTTP status (what the lobby
answers); the app turns any of them into ``{"detail": message}`` with that status."""

from __future__ import annotations

from typing import ClassVar

from spelkast.core.errors import SpelkastError, UnknownGameError


class RefusedError(Exception):
    """A request the match turned down; ``code`` is a protocol error code."""

    status: ClassVar[int] = 400

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class NoSuchMatchError(RefusedError):
    status = 404

    def __init__(self, match_id: str) -> None:
        super().__init__("invalid", f"there is no match {match_id!r}")


class SeatUnavailableError(RefusedError):
    """The seat asked for cannot be taken (none open, taken, or no such seat)."""

    status = 409

    def __init__(self, message: str) -> None:
        super().__init__("invalid", message)


class TokenNeededError(RefusedError):
    status = 403

    def __init__(self) -> None:
        super().__init__("bad_token", "that seat's token is needed")


class GameOverRefusedError(RefusedError):
    status = 409

    def __init__(self, message: str = "the game is over") -> None:
        super().__init__("game_over", message)


class MatchStateError(RefusedError):
    """Not possible in the match's state now (not started, not over, over): 409."""

    status = 409


class HistoryClosedError(RefusedError):
    status = 409

    def __init__(self) -> None:
        super().__init__("game_over", "the history opens when the game ends")


class TooManyMatchesError(RefusedError):
    """A client created matches faster than the documented rate."""

    status = 429

    def __init__(self, message: str) -> None:
        super().__init__("rate_limited", message)


def http_status(error: Exception) -> int:
    """The HTTP status of an error the lobby may raise: the server's own errors say it
    themselves; the rules core's errors are the client's fault (an unknown game: 404)."""
    if isinstance(error, RefusedError):
        return error.status
    if isinstance(error, UnknownGameError):
        return 404
    if isinstance(error, SpelkastError):
        return 400
    return 500
