"""Several server nodes on one PostgreSQL database and one Redis (the multi-node mode).

Every node may hold any match in memory; exactly one node at a time **owns** a match:
the node that holds its lease in Redis (:mod:`spelkast.server.nodes.mesh`). Only the owner
checks, applies and commits actions, claims seats, hands seats to bots and plays bot and
clock turns. The other nodes hold a *replica*: they apply the owner's committed actions
(published on the match's channel) to their copy with the same pure rules, and render
the per-seat views for their own clients from it. Their clients' actions are forwarded
to the owner, which answers as it would answer its own clients.

**Fencing.** The lease says who should commit; the database's version guard makes sure
that only one commit per version gets in, whoever thinks they own the match: a node that
lost its lease (paused, cut off from Redis) and commits anyway is refused
(:class:`~spelkast.server.store.VersionConflictError`) and reloads the match.

**Failover.** Each node renews its leases every ``lease_seconds / 5``; the same loop
takes the lease of every running match that has none (its owner died, or shut down and
released it) and loads it from the database, like a restart resumes a match: bots and
clocks carry on, and the replicas reload.

**Replicas are forgotten.** A replica with no client on this node that nobody asked
for (an HTTP request for the match, a client leaving it) for ``replica_idle`` seconds
(:data:`REPLICA_IDLE`) is dropped at the next upkeep: it stops following the match's
news, and is loaded again from the database when someone asks for it. (A listing of
matches loads none: it is made from the database rows.)

**Secrets.** What crosses Redis between nodes is the stored action (as the database
holds it) and notices; seat tokens never do (a forwarded seat claim carries only the
token's hash, and the token is answered by the node the person asked). Every node
renders views from the rules' per-seat ``view`` only for its own clients.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import logging
import secrets
import time
from collections.abc import Mapping
from typing import Any

from redis.exceptions import RedisError

from spelkast.core.game import JSON
from spelkast.driver import DEFAULT_RETRY, RetryPolicy
from spelkast.server.bots.pool import BotPool
from spelkast.server.errors import (
    RefusedError,
    StoreFailedError,
    refusal_from_wire,
    refusal_to_wire,
)
from spelkast.server.live import LiveMatch
from spelkast.server.lobby import Lobby
from spelkast.server.matchparts import NoTurns
from spelkast.server.nodes.match import NodeMatch, apply_news
from spelkast.server.nodes.mesh import Mesh, UnreachableError
from spelkast.server.nodes.requests import NodeRequest, read_request
from spelkast.server.runtime import Runner, SeedSource, secure_seed
from spelkast.server.store import Store, StoredMatch
from spelkast.server.turns import TurnScheduler

log = logging.getLogger("spelkast.server")

#: Seconds a replica without clients on this node is kept after its last use.
REPLICA_IDLE = 60.0


class NodeLobby(Lobby):
    """The lobby of one node in the multi-node mode."""

    def __init__(
        self,
        store: Store,
        runner: Runner,
        bots: BotPool,
        *,
        redis_url: str,
        lease_seconds: float = 5.0,
        seeds: SeedSource = secure_seed,
        retry: RetryPolicy = DEFAULT_RETRY,
        open_ttl: float = 24 * 3600.0,
        idle_ttl: float = 7 * 24 * 3600.0,
    ) -> None:
        super().__init__(
            store, runner, bots, seeds=seeds, retry=retry, open_ttl=open_ttl, idle_ttl=idle_ttl
        )
        self.node = secrets.token_hex(6)
        self.lease_seconds = lease_seconds
        self.mesh = Mesh(redis_url, self.node, lease_seconds)
        self.mesh.on_news = self._news
        self.mesh.holds = lambda match_id: self.match(match_id) is not None
        self.mesh.on_request = self._request
        self.mesh.on_reconnect = self._reconnected
        #: How long a forwarded request may wait for an owner (one may be taking over).
        self.forward_seconds = 2 * lease_seconds + 10.0
        #: Seconds an unused replica without clients here is kept (at least a forwarded
        #: request's wait).
        self.replica_idle = max(REPLICA_IDLE, self.forward_seconds)
        #: Upkeep rounds done (see :meth:`keep`).
        self.upkeeps = 0
        self._owned: set[str] = set()
        self._keeper: asyncio.Task[None] | None = None
        self._later: set[asyncio.Task[Any]] = set()

    # ------------------------------------------------------------- matches
    def _live_match(self, stored: StoredMatch) -> NodeMatch:
        live = NodeMatch(self, stored)
        if stored.status in ("open", "running"):  # who is connected on the other nodes?
            self.mesh.publish(live.id, {"t": "ask"})
        return live

    async def get(self, match_id: str) -> LiveMatch | None:
        live = await super().get(match_id)
        if isinstance(live, NodeMatch):
            live.news.touch()
        return live

    def forget_idle(self) -> list[str]:
        """Drop the replicas nobody here used for ``replica_idle`` seconds and that have no
        client on this node; returns their ids."""
        now = time.monotonic()
        gone = []
        for live in self.held():
            if (
                isinstance(live, NodeMatch)
                and not live.owned
                and live.news.idle(now, self.replica_idle)
                and not live.lock.locked()
            ):
                self.forget(live.id)
                live.turns.cancel()
                gone.append(live.id)
        if gone:
            log.debug("node %s forgot %d unused replicas", self.node, len(gone))
        return gone

    def match(self, match_id: str) -> NodeMatch | None:
        live = self.loaded(match_id)
        return live if isinstance(live, NodeMatch) else None

    def later(self, work: Any) -> None:
        """Run the coroutine ``work`` in the background (kept until it ends)."""
        task = asyncio.get_running_loop().create_task(work)
        self._later.add(task)
        task.add_done_callback(self._later.discard)

    async def create(
        self,
        game_id: str,
        seats: Any,
        options: dict[str, Any],
        *,
        move_seconds: float | None = None,
        claimed: Mapping[int, tuple[str, str]] | None = None,
        match_id: str | None = None,
        hints: bool | None = None,
        host_hash: str | None = None,
        invite_hash: str | None = None,
        rated: bool = False,
        seed: int | None = None,
    ) -> LiveMatch:
        live = await super().create(
            game_id,
            seats,
            options,
            move_seconds=move_seconds,
            claimed=claimed,
            match_id=match_id,
            hints=hints,
            host_hash=host_hash,
            invite_hash=invite_hash,
            rated=rated,
            seed=seed,
        )
        assert isinstance(live, NodeMatch)
        try:
            taken = await self.mesh.acquire(live.id)
        except (RedisError, OSError) as error:
            self.mesh.warn("could not take the lease of a new match", error)
            taken = False
        if taken:  # nobody else can know a match this new: no need to reload it
            self._make_owner(live)
        return live

    def _make_owner(self, live: NodeMatch) -> None:
        live.route.owned = True
        self._owned.add(live.id)
        live.turns = TurnScheduler(live, self.bots, self.retry)
        if self.closing:
            live.turns.cancel()
        live.turns.schedule()

    async def own(self, live: NodeMatch) -> None:
        """This node took the lease of ``live``: load it from the database (the owner
        before may have stored more than this copy holds) and run it."""
        async with live.lock:
            if live.owned:
                return
            stored = await self.run(self.store.load_match, live.id)
            if stored is None or stored.status not in ("open", "running"):
                self._owned.discard(live.id)
                await self.mesh.release([live.id])
                return
            before = live.reload(stored)
            self._make_owner(live)
        log.info("node %s now owns match %s (version %d)", self.node, live.id, live.version)
        if live.version != before:
            live.news.show_here(before)
        # The owner before may have died between storing an action and publishing it:
        # the other nodes' copies reload from the database (each node's own copy may
        # have missed different news).
        self.mesh.publish(live.id, {"t": "reload"})

    def demote(self, live: NodeMatch) -> None:
        """Another node holds the lease now: stop committing and playing turns here."""
        if not live.owned:
            return
        log.warning("node %s lost the lease of match %s", self.node, live.id)
        live.route.owned = False
        self._owned.discard(live.id)
        live.turns.cancel()
        live.turns = NoTurns()

    def finished(self, live: LiveMatch) -> None:
        super().finished(live)
        if isinstance(live, NodeMatch) and live.owned and live.status != "running":
            live.route.owned = False
            self._owned.discard(live.id)
            self.later(self._release(live.id))

    async def _release(self, match_id: str) -> None:
        try:
            await self.mesh.release([match_id])
        except (RedisError, OSError) as error:
            self.mesh.warn("could not release a lease", error)

    async def refresh(self, live: NodeMatch) -> None:
        """Reload ``live`` from the database and show its clients what changed."""
        async with live.lock:
            stored = await self.run(self.store.load_match, live.id)
            if stored is None:
                return
            held = [(seat.kind, seat.token_hash) for seat in live.seats]
            before = live.reload(stored)
        for seat, (kind, token_hash) in enumerate(held):
            now = live.seats[seat]
            if kind == "human" and token_hash is not None and now.token_hash != token_hash:
                live.audience.unseat(seat)  # handed to a bot, or freed by the creator
        live.news.show_here(min(before, live.version))
        if live.status != "running":
            super().finished(live)

    # ---------------------------------------------------------------- routing
    async def route(self, live: NodeMatch, request: NodeRequest) -> dict[str, Any]:
        """Do ``request`` on the match's owner: here, on the node holding the lease, or
        here after taking the lease when nobody holds it."""
        give_up = time.monotonic() + self.forward_seconds
        while True:
            try:
                if live.owned or live.status not in ("open", "running"):
                    # (a match that is over needs no owner: it refuses like one would)
                    return await live.route.perform(request)
                owner = live.route.owner_hint or await self.mesh.owner(live.id)
                live.route.owner_hint = None
                if owner == self.node or (owner is None and await self.mesh.acquire(live.id)):
                    await self.own(live)
                    continue
                if owner is not None:

                    async def still(owner: str = owner) -> bool:
                        return await self.mesh.owner(live.id) == owner

                    answer = await self.mesh.request(
                        owner, {**request.to_json(), "match": live.id}, self.forward_seconds, still
                    )
                    if "error" in answer:
                        live.route.owner_hint = owner
                        raise refusal_from_wire(answer["error"])
                    if "ok" in answer:
                        live.route.owner_hint = owner  # ask it first next time
                        result: dict[str, Any] = answer["ok"]
                        return result
                    # "moved": that node no longer owns the match; ask again.
            except (UnreachableError, RedisError, OSError) as error:
                if time.monotonic() > give_up:
                    log.warning("match %s: no owner answered: %r", live.id, error)
                    raise StoreFailedError(
                        "the match's server did not answer; sync and try again"
                    ) from None
            await asyncio.sleep(0.05)

    async def _request(self, request: dict[str, Any]) -> None:
        """A request from another node for a match this node owns."""
        answer: dict[str, JSON]
        try:
            live = self.match(str(request.get("match")))
            if live is None or not live.owned:
                answer = {"moved": True}
            else:
                answer = {"ok": await live.route.perform(read_request(request))}
        except RefusedError as refused:
            answer = {"error": refusal_to_wire(refused)}
        except Exception:
            log.exception("a request from another node failed")
            failed = StoreFailedError("the server failed; nothing changed")
            answer = {"error": refusal_to_wire(failed)}
        await self.mesh.reply(request, answer)

    # ------------------------------------------------------------------ news
    def _news(self, match_id: str, message: dict[str, Any]) -> None:
        """News of a match from the node that changed it."""
        live = self.match(match_id)
        if live is None:
            return
        kind = message.get("t")
        if kind == "presence":
            live.news.heard_presence(str(message["from"]), dict(message["seats"]))
            return
        if kind == "ask":  # a node just loaded the match: who is connected here?
            live.news.tell_presence(again=True)
            return
        if kind == "notice":
            notice = message["notice"]
            live.remember(notice)
            live.news.announce_here(notice)
            return
        if kind != "commit" or live.owned or live.lock.locked():
            # Seats changed; or another node committed although this one owns the
            # match (the database refused one of them); or a reload is under way.
            self.later(self.refresh(live))
            return
        since = live.version
        deadlines = {int(seat): d for seat, d in message["deadlines"].items()}
        for event in message["events"]:
            if event["version"] <= live.version:
                continue
            if event["version"] != live.version + 1:  # some news went missing
                self.later(self.refresh(live))
                return
            try:
                apply_news(live, event, deadlines)
            except Exception:
                log.exception("match %s: could not apply news; reloading", match_id)
                self.later(self.refresh(live))
                return
        if live.version != since:
            live.news.show_here(since)
            if live.status != "running":
                super().finished(live)

    async def _reconnected(self) -> None:
        """Back on Redis after losing it: news may have gone missing; reload every copy."""
        for live in self.active():
            if isinstance(live, NodeMatch) and not live.owned:
                self.later(self.refresh(live))

    # ---------------------------------------------------------------- leases
    async def keep(self) -> None:
        """Forget unused replicas; renew this node's leases; take the lease of every
        running match without one."""
        self.upkeeps += 1
        self.forget_idle()
        owned = list(self._owned)
        renewed = await self.mesh.renew(owned)
        for match_id, held in renewed.items():
            live = self.match(match_id)
            if not held and live is not None:
                self.demote(live)
        alive = await self.mesh.alive()
        for loaded in self.active():
            if isinstance(loaded, NodeMatch):
                loaded.news.forget_nodes(alive)
        running = await self.run(self.store.match_ids, ("running",))
        owners = await self.mesh.owners([m for m in running if m not in self._owned])
        for match_id, owner in owners.items():
            if owner is not None or self.closing or not await self.mesh.acquire(match_id):
                continue
            found = await self.get(match_id)
            if isinstance(found, NodeMatch):
                await self.own(found)
            else:
                await self.mesh.release([match_id])

    async def _keep_going(self) -> None:
        every = self.lease_seconds / 5
        while True:
            await asyncio.sleep(every)
            try:
                await self.keep()
            except (RedisError, OSError) as error:
                self.mesh.warn("could not renew leases", error)
            except Exception:
                log.exception("node %s: lease upkeep failed", self.node)

    async def resume(self) -> int:
        """Start: expire what is due, join the other nodes, take the matches nobody owns."""
        await self.expire()
        self.mesh.start()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.mesh.subscribed.wait(), 10.0)
        try:
            await self.keep()
        except (RedisError, OSError) as error:
            self.mesh.warn("could not take matches at start", error)
        self._keeper = asyncio.create_task(self._keep_going())
        log.info(
            "node %s joined (Redis %s)",
            self.node,
            "up" if self.mesh.subscribed.is_set() else "away",
        )
        return len(self._owned)

    async def expire(self, now: dt.datetime | None = None) -> list[str]:
        expired = await super().expire(now)
        for match_id in expired:
            self.mesh.publish(match_id, {"t": "reload"})
            if match_id in self._owned:
                self._owned.discard(match_id)
                await self._release(match_id)
        return expired

    async def close(self) -> None:
        self.closing = True
        if self._keeper is not None:
            self._keeper.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._keeper
        await super().close()
        for task in list(self._later):
            task.cancel()
        owned = list(self._owned)
        self._owned.clear()
        try:  # the other nodes take these over at once instead of after the lease expires
            await self.mesh.release(owned)
        except (RedisError, OSError) as error:
            self.mesh.warn("could not release leases", error)
        await self.mesh.close()
