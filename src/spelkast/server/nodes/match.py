"""A match on one node of several (:mod:`spelkast.server.nodes.lobby`): a
:class:`~spelkast.server.live.LiveMatch` with another committer
(:class:`RoutedCommitter`: every change goes to the node that owns the match) and
another audience (:class:`~spelkast.server.nodes.fanout.NodeAudience`: this node's clients
and news for the other nodes). On the owner the routed committer does the change with
its own :class:`~spelkast.server.commit.LocalCommitter`; a replica applies the owner's
news (:func:`apply_news`)."""

from __future__ import annotations

import datetime as dt
import time
from typing import Any, Protocol

from spelkast.core.game import JSON
from spelkast.server.commit import LocalCommitter, check_bot
from spelkast.server.events import NOT_ACTIONS, Event
from spelkast.server.live import Host, LiveMatch
from spelkast.server.nodes.fanout import NodeAudience
from spelkast.server.nodes.mesh import Mesh
from spelkast.server.nodes.phrases import SharedPhraseLimit
from spelkast.server.nodes.requests import (
    Claim,
    FreeSeat,
    HandToBot,
    NodeRequest,
    Resign,
    Submit,
)
from spelkast.server.status import By
from spelkast.server.store import StoredMatch
from spelkast.server.words import event_extras, names_by_language


class NodeHost(Host, Protocol):
    """What a match needs from its node (the :class:`~spelkast.server.nodes.NodeLobby`)."""

    mesh: Mesh

    async def route(self, live: NodeMatch, request: NodeRequest) -> dict[str, Any]:
        """Do ``request`` on the match's owner (this node or another)."""

    async def refresh(self, live: NodeMatch) -> None:
        """Reload ``live`` from the database and show its clients what changed."""

    def later(self, work: Any) -> None:
        """Run the coroutine ``work`` in the background."""


class RoutedCommitter:
    """The commit role of a match on one node of several: each change is done by the
    match's owner (this node, with :attr:`local`, or another one, asked through the
    mesh); this node's copy then waits for the owner's news of it."""

    def __init__(self, live: NodeMatch, node: NodeHost) -> None:
        self.live = live
        self.node = node
        #: Whether this node owns the match (holds its lease).
        self.owned = False
        #: The node that answered the last forwarded request (asked first next time; a
        #: node that no longer owns the match answers "moved").
        self.owner_hint: str | None = None
        #: The commit role when this node owns the match.
        self.local = LocalCommitter(live, on_conflict=self._conflicted)

    def _conflicted(self) -> None:
        self.node.later(self.node.refresh(self.live))

    async def perform(self, request: NodeRequest) -> dict[str, JSON]:
        """Do ``request`` here (this node owns the match)."""
        return await request.perform(self.local)

    async def reach(self, version: int, wait: float = 2.0) -> None:
        """Wait until this copy has ``version`` (the owner's news of it arrive), reloading
        it from the database if they do not arrive in ``wait`` seconds."""
        live = self.live
        give_up = time.monotonic() + wait
        while live.version < version:
            left = give_up - time.monotonic()
            if left <= 0:
                await self.node.refresh(live)
                return
            await live.moved(left)

    async def submit(
        self, seat: int, version: int, action: JSON | None, text: str | None, by: By
    ) -> int:
        answer = await self.node.route(self.live, Submit(seat, version, action, text, by))
        reached = int(answer["version"])
        await self.reach(reached)
        return reached

    async def resign(self, seat: int) -> int:
        if self.live.status != "running":  # open or over: refused here, nothing to route
            return await self.local.resign(seat)
        answer = await self.node.route(self.live, Resign(seat))
        reached = int(answer["version"])
        await self.reach(reached)
        return reached

    async def claim(self, seat: int | None, name: str, digest: str) -> int:
        answer = await self.node.route(self.live, Claim(seat, name, digest))
        if not self.owned:
            await self.node.refresh(self.live)
        return int(answer["seat"])

    async def hand_to_bot(self, seat: int, bot: str) -> None:
        check_bot(self.live, bot)
        await self.node.route(self.live, HandToBot(seat, bot))
        if not self.owned:
            await self.node.refresh(self.live)

    async def free_seat(self, seat: int) -> None:
        await self.node.route(self.live, FreeSeat(seat))
        if not self.owned:
            await self.node.refresh(self.live)

    async def seat_of(self, token: str) -> int | None:
        live = self.live
        found = live.seat_for_token(token)
        if found is None and not self.owned:  # claimed on another node just now?
            await self.node.refresh(live)
            found = live.seat_for_token(token)
        return found


class NodeMatch(LiveMatch):
    """A match on one node: a :class:`LiveMatch` whose committer is a
    :class:`RoutedCommitter` and whose audience is a :class:`NodeAudience` (both kept
    here with their own types, for the node), and whose phrase limit is shared with the
    other nodes (:class:`~spelkast.server.nodes.phrases.SharedPhraseLimit`)."""

    def __init__(self, node: NodeHost, stored: StoredMatch) -> None:
        super().__init__(node, stored)
        self.route = RoutedCommitter(self, node)
        self.committer = self.route
        self.news = NodeAudience(self, node.mesh)
        self.audience = self.news
        self.phrase_limit = SharedPhraseLimit(node.mesh, self.id)

    @property
    def owned(self) -> bool:
        """Whether this node owns the match (the commit role runs here)."""
        return self.route.owned

    async def reach(self, version: int, wait: float = 2.0) -> None:
        """See :meth:`RoutedCommitter.reach`."""
        await self.route.reach(version, wait)


def apply_news(
    live: LiveMatch,
    event: dict[str, Any],
    deadlines: dict[int, float | None],
) -> None:
    """Apply an event the owner committed (the next version) to this copy: an action
    (applied with the rules) or one that is no action, such as a resignation (it ends
    the match, the position unchanged; the outcome made here the way the owner made it)."""
    game = live.game
    seat = int(event["seat"])
    ended: dict[str, JSON] | None = None
    new_state: Any
    extra: dict[str, JSON]
    kind = NOT_ACTIONS.get(str(event["by"]))
    if kind is not None:  # no action: the owner made the outcome the same way
        names = names_by_language(live.seats)
        new_state = live.state
        extra, ended = kind.made(game, live.state, seat, live.num_players, names)
    else:
        action = game.action_from_json(event["action"])
        new_state = game.apply(live.state, seat, action)
        extra = event_extras(game, live.state, seat, action, live.seats)
    at = float(event["at"])
    live.swap_in(
        Event(
            int(event["version"]),
            seat,
            event["action"],
            str(event["text"]),
            bool(event["sealed"]),
            By(str(event["by"])),
            at,
            extra,
        ),
        new_state,
        deadlines,
        dt.datetime.fromtimestamp(at, dt.UTC),
        ended,
    )
