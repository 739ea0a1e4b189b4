"""A match on one node of several (:mod:`spelkast.server.nodes`): owned (the commit role
runs here) or a replica (requests go to the owner; the owner's news keep it current)."""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import time
from typing import Any, Protocol

from spelkast.bots.base import available_bots
from spelkast.core.game import JSON
from spelkast.server.audience import Client
from spelkast.server.errors import RefusedError
from spelkast.server.fanout import NodeAudience
from spelkast.server.live import Host, LiveMatch
from spelkast.server.matchparts import Event
from spelkast.server.mesh import Mesh
from spelkast.server.resign import RESIGN, outcome_json, resign_outcome, resigned_words
from spelkast.server.store import StoredMatch
from spelkast.server.words import event_extras, names_by_language


class NodeHost(Host, Protocol):
    """What a match needs from its node (the :class:`~spelkast.server.nodes.NodeLobby`)."""

    mesh: Mesh

    async def route(self, live: NodeMatch, request: dict[str, JSON]) -> dict[str, Any]:
        """Do ``request`` on the match's owner (this node or another)."""

    async def refresh(self, live: NodeMatch) -> None:
        """Reload ``live`` from the database and show its clients what changed."""

    def later(self, work: Any) -> None:
        """Run the coroutine ``work`` in the background."""


class NodeMatch(LiveMatch):
    """A match on one node: owned (the commit role runs here) or a replica (requests go
    to the owner; the owner's news keep it current)."""

    def __init__(self, lobby: NodeHost, stored: StoredMatch) -> None:
        super().__init__(lobby, stored)
        self.nodes = lobby
        self.owned = False
        #: The node that answered the last forwarded request (asked first next time; a
        #: node that no longer owns the match answers "moved").
        self.owner_hint: str | None = None
        self.news = NodeAudience(self, lobby.mesh)
        self.audience = self.news
        self._moved = asyncio.Event()
        #: When this node last had a use for the match (time.monotonic()).
        self.used = time.monotonic()

    def detach(self, client: Client) -> None:
        super().detach(client)
        self.used = time.monotonic()

    # ------------------------------------------------------------ versions
    def _tick(self) -> None:
        self._moved.set()
        self._moved = asyncio.Event()

    def reload(self, stored: StoredMatch) -> int:
        before = super().reload(stored)
        self._tick()
        return before

    def swap_in(
        self,
        event: Event,
        new_state: Any,
        deadlines: dict[int, float | None],
        moment: dt.datetime,
        ended: dict[str, JSON] | None = None,
    ) -> None:
        super().swap_in(event, new_state, deadlines, moment, ended)
        self._tick()

    async def reach(self, version: int, wait: float = 2.0) -> None:
        """Wait until this copy has ``version`` (the owner's news of it arrive), reloading
        it from the database if they do not arrive in ``wait`` seconds."""
        give_up = time.monotonic() + wait
        while self.version < version:
            left = give_up - time.monotonic()
            if left <= 0:
                await self.nodes.refresh(self)
                return
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._moved.wait(), left)

    def apply_news(
        self,
        event: dict[str, Any],
        deadlines: dict[int, float | None],
        outcome: dict[str, JSON] | None = None,
    ) -> None:
        """Apply an event the owner committed (the next version) to this copy: an action
        (applied with the rules) or a resignation (it ends the match, the position
        unchanged; the outcome made here the way the owner made it)."""
        game = self.game
        seat = int(event["seat"])
        ended: dict[str, JSON] | None = None
        new_state: Any
        if event["by"] == RESIGN:  # no action: the owner made the outcome the same way
            names = names_by_language(self.seats)
            new_state = self.state
            extra: dict[str, JSON] = {"words": dict(resigned_words(names, seat))}
            made = resign_outcome(game, self.state, seat, self.num_players, names["en"][seat])
            ended = outcome_json(made, seat)
        else:
            action = game.action_from_json(event["action"])
            new_state = game.apply(self.state, seat, action)
            extra = event_extras(game, self.state, seat, action, self.seats)
        at = float(event["at"])
        self.swap_in(
            Event(
                int(event["version"]),
                seat,
                event["action"],
                str(event["text"]),
                bool(event["sealed"]),
                str(event["by"]),
                at,
                extra,
            ),
            new_state,
            deadlines,
            dt.datetime.fromtimestamp(at, dt.UTC),
            ended,
        )

    # ------------------------------------------------------- routed requests
    async def submit(
        self,
        seat: int,
        version: int,
        action: JSON | None,
        text: str | None = None,
        *,
        by: str = "seat",
    ) -> int:
        request: dict[str, JSON] = {
            "op": "submit",
            "seat": seat,
            "version": version,
            "action": action,
            "text": text,
            "by": by,
        }
        answer = await self.nodes.route(self, request)
        reached = int(answer["version"])
        await self.reach(reached)
        return reached

    async def resign(self, seat: int) -> int:
        if self.status != "running":  # open or over: refused here, nothing to route
            return await LiveMatch.resign(self, seat)
        answer = await self.nodes.route(self, {"op": "resign", "seat": seat})
        reached = int(answer["version"])
        await self.reach(reached)
        return reached

    async def claim(self, seat: int | None, name: str, digest: str) -> int:
        request: dict[str, JSON] = {"op": "claim", "seat": seat, "name": name, "digest": digest}
        answer = await self.nodes.route(self, request)
        if not self.owned:
            await self.nodes.refresh(self)
        return int(answer["seat"])

    async def hand_to_bot(self, seat: int, bot: str) -> None:
        if bot not in available_bots(self.game.info.id):
            raise RefusedError("invalid", f"no bot {bot!r} for {self.game.info.id}")
        await self.nodes.route(self, {"op": "hand_to_bot", "seat": seat, "bot": bot})
        if not self.owned:
            await self.nodes.refresh(self)

    async def seat_of(self, token: str) -> int | None:
        found = self.seat_for_token(token)
        if found is None and not self.owned:  # claimed on another node just now?
            await self.nodes.refresh(self)
            found = self.seat_for_token(token)
        return found

    def conflicted(self) -> None:
        super().conflicted()
        self.nodes.later(self.nodes.refresh(self))

    async def perform(self, request: dict[str, Any]) -> dict[str, JSON]:
        """Do ``request`` here (this node owns the match)."""
        op = request.get("op")
        if op == "submit":
            version = await LiveMatch.submit(
                self,
                int(request["seat"]),
                int(request["version"]),
                request.get("action"),
                request.get("text"),
                by=str(request.get("by", "seat")),
            )
            return {"version": version}
        if op == "claim":
            seat = request.get("seat")
            claimed = await LiveMatch.claim(
                self,
                None if seat is None else int(seat),
                str(request["name"]),
                str(request["digest"]),
            )
            return {"seat": claimed}
        if op == "resign":
            return {"version": await LiveMatch.resign(self, int(request["seat"]))}
        if op == "hand_to_bot":
            await LiveMatch.hand_to_bot(self, int(request["seat"]), str(request["bot"]))
            return {}
        raise RefusedError("invalid", f"unknown request {op!r}")
