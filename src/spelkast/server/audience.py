"""Who watches a match, and how news reaches them: the broadcast role of a live match.

A match tells its :class:`Audience` *that* something changed (``publish(since)``: the
state moved on from version ``since``; ``announce(notice)``: a notice for everyone);
the audience decides how each client hears of it. :class:`LocalAudience` holds this
process's WebSocket clients and renders every state once per seat. A multi-node server
would put another implementation behind the same interface (publish to a channel that
every node's local audience listens to) without touching the match.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from spelkast.core.game import JSON
from spelkast.server import jsontext


class Client(Protocol):
    """A connected WebSocket client as the live layer sees it."""

    seat: int | None
    #: False for a kid-mode account's connection: it is sent no words of other people.
    hears_people: bool

    def deliver(self, payload: str) -> None:
        """Queue one message (already JSON text); never blocks."""


class Audience(Protocol):
    """The broadcast role of one match."""

    def attach(self, client: Client) -> None: ...

    def detach(self, client: Client) -> None: ...

    def connected(self, seat: int) -> int:
        """How many clients act for ``seat``."""

    def publish(self, since: int) -> None:
        """Tell every client the state after version ``since``."""

    def announce(self, notice: dict[str, JSON]) -> None:
        """Send every client a ``notice`` message."""

    def unseat(self, seat: int) -> None:
        """The clients of ``seat`` become spectators (the seat went to a bot)."""

    def show_presence(self, text: str) -> None:
        """Send this process's clients a ``presence`` message (JSON text): every node
        tells its own clients once it knows of the change."""


StateRenderer = Callable[[int | None, int | None], str]
"""Renders the state message for a seat (None: a spectator) since a version."""


class LocalAudience:
    """The clients connected to this process."""

    def __init__(self, render: StateRenderer) -> None:
        self.render = render
        self.clients: set[Client] = set()

    def attach(self, client: Client) -> None:
        self.clients.add(client)

    def detach(self, client: Client) -> None:
        self.clients.discard(client)

    def connected(self, seat: int) -> int:
        return sum(1 for client in self.clients if client.seat == seat)

    def publish(self, since: int) -> None:
        """Send every client the state after ``since``, one encoding per seat."""
        encoded: dict[int | None, str] = {}
        for client in list(self.clients):
            if client.seat not in encoded:
                encoded[client.seat] = self.render(client.seat, since)
            client.deliver(encoded[client.seat])

    def announce(self, notice: dict[str, JSON]) -> None:
        text = jsontext.dumps(notice)
        said = notice.get("type") == "phrase"
        for client in list(self.clients):
            if said and not client.hears_people:
                continue
            client.deliver(text)

    def unseat(self, seat: int) -> None:
        for client in list(self.clients):
            if client.seat == seat:
                client.seat = None

    def show_presence(self, text: str) -> None:
        for client in list(self.clients):
            client.deliver(text)
