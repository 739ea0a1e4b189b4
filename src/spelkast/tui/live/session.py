"""A game's transport driven in a thread of its own, for a screen that must never block.

The transport's calls may wait (a server's next message, a bot thinking), so a
:class:`Session` runs them in a worker thread and hands the screen a :class:`Picture` of
the game (what a seat sees, what it may do) each time something happened, and every
move, notice and refusal as it comes (the session is the transport's
:class:`~spelkast.tui.transport.Listener`). The screen answers a turn with
:meth:`Session.submit`.

A transport held here (``pushes`` false) waits for the person's answer before it moves
the game on; a server's transport (``pushes`` true) keeps reading while the person
chooses, so the board stays live and a move chosen on an old version is refused and
said.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from spelkast.core.game import JSON
from spelkast.tui.transport import Result, Transport, Turn


@dataclass(frozen=True)
class Picture:
    """The game as the screen should show it now: ``seat``'s view (``None``: what
    everybody sees), the actions it may choose when ``turn`` asks it, the game's status
    (``None`` while it goes on) and the result once it ended."""

    seat: int | None
    view: dict[str, JSON]
    legal: tuple[Any, ...] = ()
    turn: Turn | None = None
    status: str | None = None
    result: Result | None = None
    names: tuple[str, ...] = ()


@dataclass(frozen=True)
class News:
    """A line for the screen: a ``move`` (by ``seat``), a ``notice`` or a ``refusal``."""

    kind: str
    line: str
    seat: int | None = None
    style: str = ""


@dataclass
class Session:
    """``transport`` driven in a thread (see the module text); ``post`` gets each
    :class:`Picture` and :class:`News` in that thread (the screen hands it over to its
    own)."""

    transport: Transport
    lang: str
    post: Callable[[Picture | News], None]
    shown: int | None = None
    error: BaseException | None = None
    _answered: threading.Event = field(default_factory=threading.Event)
    _stop: threading.Event = field(default_factory=threading.Event)
    _thread: threading.Thread | None = None

    @property
    def pushes(self) -> bool:
        return bool(getattr(self.transport, "pushes", False))

    def start(self) -> None:
        seats = self.transport.seats
        self.shown = seats[0] if seats else None
        self._thread = threading.Thread(target=self._run, name="spelkast-session", daemon=True)
        self._thread.start()

    def stop(self, wait: float = 30.0) -> None:
        """Stop driving the game (after a bot's choice in hand) and wait for the thread."""
        self._stop.set()
        self._answered.set()
        closing = getattr(self.transport, "close", None)
        if callable(closing):
            closing()
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(wait)

    # ------------------------------------------------------------- the thread
    def _run(self) -> None:
        try:
            while not self._stop.is_set() and self.transport.status() is None:
                turn = self.transport.next_turn(self)
                if self._stop.is_set():
                    return
                if turn is None:
                    self.post(self.picture(None))
                    continue
                self.shown = turn.seat
                self._answered.clear()
                self.post(self.picture(turn))
                if not self.pushes:
                    self._answered.wait()
            if not self._stop.is_set():
                self.post(self.picture(None))
        except Exception as error:  # said on the screen, not lost in a thread
            self.error = error
            if not self._stop.is_set():
                self.post(News("notice", str(error), style="red"))
                self.post(self.picture(None, status="closed"))

    def picture(self, turn: Turn | None, status: str | None = None) -> Picture:
        transport = self.transport
        status = status or transport.status()
        seat = None if status == "over" else self.shown
        legal: Sequence[Any] = transport.legal(turn.seat) if turn is not None else ()
        return Picture(
            seat=seat,
            view=dict(transport.view(seat)),
            legal=tuple(legal),
            turn=turn,
            status=status,
            result=transport.result(self.lang) if status == "over" else None,
            names=tuple(transport.seat_names(self.lang)),
        )

    # ---------------------------------------------------- the screen's answer
    def check(self, seat: int, action: Any) -> None:
        """Raise the refusal of ``action`` for ``seat`` now, if any (nothing is played)."""
        self.transport.check(seat, action)

    def submit(self, seat: int, action: Any) -> None:
        """Play (or send) ``seat``'s choice; the game moves on in the thread."""
        self.transport.submit(seat, action)
        self._answered.set()

    # ------------------------------------------------------------ the listener
    def moved(self, seat: int, line: str) -> None:
        self.post(News("move", line, seat))

    def notice(self, line: str, style: str = "") -> None:
        self.post(News("notice", line, style=style))

    def refused(self, line: str) -> None:
        self.post(News("refusal", line))
