"""The broadcast role of a match in the multi-node mode (:mod:`spelkast.server.nodes.lobby`):
this node's clients, and news of every change for the other nodes (through
:class:`~spelkast.server.nodes.mesh.Mesh`)."""

from __future__ import annotations

import time
from collections.abc import Collection

from spelkast.core.game import JSON
from spelkast.server.audience import Client, LocalAudience
from spelkast.server.live import LiveMatch
from spelkast.server.nodes.mesh import Mesh


class NodeAudience:
    """The broadcast role in the multi-node mode: this node's clients
    (:class:`LocalAudience`), and news of every change for the other nodes."""

    def __init__(self, live: LiveMatch, mesh: Mesh) -> None:
        self.live = live
        self.mesh = mesh
        self.local = LocalAudience(live.state_text)
        #: Per other node: how many of its clients act for each seat (``str(seat)``).
        self.remote: dict[str, dict[str, int]] = {}
        self._told: dict[str, int] | None = None
        #: When this node last had a use for the match (time.monotonic()): a request
        #: for it, or a client leaving it.
        self.used = time.monotonic()

    def attach(self, client: Client) -> None:
        self.local.attach(client)
        self.tell_presence()

    def detach(self, client: Client) -> None:
        self.local.detach(client)
        self.used = time.monotonic()
        self.tell_presence()

    def touch(self) -> None:
        """Someone on this node asked for the match."""
        self.used = time.monotonic()

    def idle(self, now: float, after: float) -> bool:
        """No client on this node, and no use of the match for ``after`` seconds."""
        return not self.local.clients and now - self.used > after

    def heard_presence(self, node: str, seats: dict[str, int]) -> None:
        """Node ``node`` told how many of its clients act for each seat (this node's
        clients hear of a change)."""
        changed = self.remote.get(node, {}) != seats
        self.remote[node] = dict(seats)
        if changed:
            self.live.show_presence()

    def show_presence(self, text: str) -> None:
        self.tell_presence()  # a connection here may have taken another seat
        self.local.show_presence(text)

    def forget_nodes(self, alive: Collection[str]) -> None:
        """Forget the clients of every node not in ``alive`` (it died with them)."""
        gone = [n for n in self.remote if n not in alive]
        for node in gone:
            del self.remote[node]
        if gone:
            self.live.show_presence()

    def show_here(self, since: int) -> None:
        """Tell this node's clients the state after ``since`` (the change came from
        another node, or from the database)."""
        self.local.publish(since)

    def announce_here(self, notice: dict[str, JSON]) -> None:
        """Send this node's clients a notice another node announced."""
        self.local.announce(notice)

    def connected(self, seat: int) -> int:
        key = str(seat)
        return self.local.connected(seat) + sum(c.get(key, 0) for c in self.remote.values())

    def tell_presence(self, again: bool = False) -> None:
        """Tell the other nodes how many of this node's clients act for each seat."""
        counts = {
            str(seat.seat): n for seat in self.live.seats if (n := self.local.connected(seat.seat))
        }
        if counts != self._told or (again and counts):
            self._told = counts
            self.mesh.publish(self.live.id, {"t": "presence", "seats": counts})

    def publish(self, since: int) -> None:
        self.local.publish(since)
        live = self.live
        message: dict[str, JSON]
        if live.version > since:
            message = {
                "t": "commit",
                "since": since,
                "version": live.version,
                "events": [
                    {
                        "version": e.version,
                        "seat": e.seat,
                        "action": e.action,
                        "text": e.text,
                        "sealed": e.sealed,
                        "by": e.by,
                        "at": e.at,
                    }
                    for e in live.events[since:]
                ],
                "deadlines": {str(s.seat): s.deadline for s in live.seats},
                "outcome": live.outcome,  # public; what a resignation ends with
            }
        else:  # seats changed (a claim, a hand-over) or the match expired
            message = {"t": "reload", "version": live.version}
        self.mesh.publish(live.id, message)

    def announce(self, notice: dict[str, JSON]) -> None:
        self.local.announce(notice)
        self.mesh.publish(self.live.id, {"t": "notice", "notice": notice})

    def unseat(self, seat: int) -> None:
        self.local.unseat(seat)
