"""How a terminal front end reaches a game: a transport, local or over the network.

The play loop (:mod:`spelkast.tui.lines`, and any other front end) knows no match and
no server. It asks its transport for the next seat it must ask (:meth:`Transport.next_turn`),
what that seat sees and may do (:meth:`~Transport.view`, :meth:`~Transport.legal`),
whether a chosen action is accepted (:meth:`~Transport.check`), and hands the choice
over (:meth:`~Transport.submit`). The transport tells the loop what happened meanwhile
through a :class:`Listener`: a move in words, a notice (waiting for others, the
connection closed), a refusal. So one loop plays a game held in this process (the
engine and its bots) and a game held by a server (its WebSocket protocol) alike.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from spelkast.core.game import JSON, Game


@dataclass(frozen=True)
class Turn:
    """A seat played at this front end must choose: ``decided`` are the seats that
    already chose in this round (chosen, not yet played)."""

    seat: int
    decided: tuple[int, ...] = ()


@dataclass(frozen=True)
class Result:
    """A finished game, in words of the front end's language: the winners' names, why
    the game ended (if said) and one line per seat with its points and place."""

    winners: tuple[str, ...]
    reason: str | None
    scores: tuple[str, ...]


class Listener(Protocol):
    """What a transport tells its front end while the game goes on, in the front end's
    language ``lang``."""

    lang: str

    def moved(self, seat: int, line: str) -> None:
        """``seat`` made a move, said in words every seat may read."""

    def notice(self, line: str, style: str = "") -> None:
        """Something the person should know now (waiting for others, closed, ...)."""

    def refused(self, line: str) -> None:
        """The other side refused what this front end sent (a move chosen on an old
        version, say), in the front end's language where it can."""


class Transport(Protocol):
    """One game as a front end plays it (see the module text)."""

    game: Game[Any, Any]

    @property
    def seats(self) -> tuple[int, ...]:
        """The seats people at this front end play (none: a spectator, or only bots)."""

    def status(self) -> str | None:
        """``None`` while the game goes on; ``"over"`` when it ended, ``"closed"`` when the
        other side went away."""

    def next_turn(self, listener: Listener) -> Turn | None:
        """Move the game on to the next choice a person here must make and return it;
        ``None`` when something else happened first (bots or others moved, the game
        ended): ask again."""

    def view(self, seat: int | None) -> dict[str, JSON]:
        """What ``seat`` sees now (``None``: what everybody sees)."""

    def legal(self, seat: int) -> Sequence[Any]:
        """The actions ``seat`` may choose now."""

    def check(self, seat: int, action: Any) -> None:
        """Raise the :class:`~spelkast.core.errors.SpelkastError` that refuses ``action``
        for ``seat`` now, if any; nothing is played."""

    def submit(self, seat: int, action: Any) -> None:
        """Play ``seat``'s choice (or send it to be played)."""

    def seat_names(self, lang: str) -> list[str]:
        """The seats' names as the game's words name them, by seat number."""

    def result(self, lang: str) -> Result | None:
        """The finished game in words (``None`` before the end)."""

    def commands_help(self, lang: str) -> str:
        """The shared commands' help line (``q`` means leave or stop and save)."""
