"""What server nodes share through Redis: match leases, news of matches, and requests
from one node to another (the multi-node mode, :mod:`spelkast.server.nodes.lobby`).

Keys and channels (``<match>`` is a match id, ``<node>`` a node id):

* ``spelkast:lease:<match>`` = the owner node's id, with an expiry (``SET NX PX``);
  renewed by its owner, released on a clean shutdown or when the match ends.
* channel ``spelkast:match:<match>``: news of the match for every node (a committed
  action, "reload from the database", a notice). Every node listens to all of them
  with one pattern subscription and drops, unparsed, the news of matches it does not hold.
* channel ``spelkast:node:<node>``: requests to that node (an action, a seat claim or
  a hand-over, for a match it owns) and the replies to the requests it sent.
* ``spelkast:nodes``: a sorted set, node id -> when it last renewed its leases (who is
  alive: the connection counts of a node that died are forgotten).
* ``spelkast:phrases:<match>:<seat>``: a sorted set of the times the seat said a phrase
  lately, whichever node it said it on (the per-seat limit of
  :mod:`spelkast.server.nodes.phrases`); it expires a while after the last one.

Redis holds no lasting state: after a restart it is empty, the owners set their leases
again and every node reloads what it holds from the database.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import secrets
import time
from collections.abc import Awaitable, Callable
from typing import Any

import redis.asyncio as aioredis
from redis.exceptions import RedisError

from spelkast.core.game import JSON
from spelkast.server import jsontext

log = logging.getLogger("spelkast.server")

LEASE = "spelkast:lease:"
MATCH = "spelkast:match:"
NODE = "spelkast:node:"
NODES = "spelkast:nodes"
PHRASES = "spelkast:phrases:"

#: Renew the lease if this node holds it; take it again if nobody does (Redis lost it).
_RENEW = """
local held = redis.call('GET', KEYS[1])
if held == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1
end
if not held then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
return 0
"""

#: Give the lease up if this node holds it.
_RELEASE = """
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0
"""

#: Count a phrase at ARGV[1] (ms) if fewer than ARGV[3] were said within the ARGV[2] ms
#: before it; keep the set ARGV[5] ms. ARGV[4] names the phrase (unique).
_TAKE_PHRASE = """
local now = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - tonumber(ARGV[2]))
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then
  return 0
end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1
"""

Handler = Callable[[str, dict[str, Any]], Awaitable[None] | None]


class UnreachableError(Exception):
    """Redis, or the node a request went to, did not answer."""


class Mesh:
    """One node's connections to Redis."""

    def __init__(self, url: str, node: str, lease_seconds: float) -> None:
        self.url = url
        self.node = node
        self.lease_ms = max(100, int(lease_seconds * 1000))
        # A bounded pool that makes a caller wait for a free connection (many matches
        # forward at once; an unbounded burst of connections is refused by the client).
        pool = aioredis.BlockingConnectionPool.from_url(
            url, max_connections=32, timeout=10.0, socket_connect_timeout=2.0, socket_timeout=5.0
        )
        self.redis = aioredis.Redis(connection_pool=pool)
        self._renew = self.redis.register_script(_RENEW)
        self._release = self.redis.register_script(_RELEASE)
        self._take_phrase = self.redis.register_script(_TAKE_PHRASE)
        self._outbox: asyncio.Queue[tuple[str, str]] = asyncio.Queue()
        self._replies: dict[str, asyncio.Future[dict[str, Any]]] = {}
        self._next_request = 0
        self._tasks: list[asyncio.Task[None]] = []
        self._handling: set[asyncio.Future[None]] = set()
        self._warned = 0.0
        #: Called with (match id, message) for news of a match from another node.
        self.on_news: Handler | None = None
        #: Whether this node holds the match (None: every match). News of a match the
        #: node does not hold is dropped before it is parsed: every node receives every
        #: match's news, and most of it concerns matches held elsewhere.
        self.holds: Callable[[str], bool] | None = None
        #: Called with the request for requests to this node.
        self.on_request: Callable[[dict[str, Any]], Awaitable[None]] | None = None
        #: Called (no argument) after the subscriptions were made again (Redis was away).
        self.on_reconnect: Callable[[], Awaitable[None]] | None = None
        self.subscribed = asyncio.Event()

    # ------------------------------------------------------------------ life
    def start(self) -> None:
        self._tasks = [
            asyncio.create_task(self._listen(), name="mesh-listen"),
            asyncio.create_task(self._send(), name="mesh-send"),
        ]

    async def close(self) -> None:
        for task in self._tasks:
            task.cancel()
        for task in self._tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        with contextlib.suppress(Exception):
            await self.redis.aclose(close_connection_pool=True)  # our own pool

    def warn(self, what: str, error: BaseException) -> None:
        """Log Redis trouble at most once every 5 seconds."""
        now = time.monotonic()
        if now - self._warned > 5.0:
            self._warned = now
            log.warning("node %s: %s: %r", self.node, what, error)

    # ---------------------------------------------------------------- leases
    async def acquire(self, match_id: str) -> bool:
        """Take the lease of ``match_id`` if nobody holds it."""
        return bool(await self.redis.set(LEASE + match_id, self.node, nx=True, px=self.lease_ms))

    async def renew(self, match_ids: list[str]) -> dict[str, bool]:
        """Renew the leases of ``match_ids``; False for each one another node holds."""
        if not match_ids:
            return {}
        async with self.redis.pipeline(transaction=False) as pipe:
            for match_id in match_ids:
                await self._renew(
                    keys=[LEASE + match_id], args=[self.node, self.lease_ms], client=pipe
                )
            results = await pipe.execute()
        return {m: bool(r) for m, r in zip(match_ids, results, strict=True)}

    async def release(self, match_ids: list[str]) -> None:
        if not match_ids:
            return
        async with self.redis.pipeline(transaction=False) as pipe:
            for match_id in match_ids:
                await self._release(keys=[LEASE + match_id], args=[self.node], client=pipe)
            await pipe.execute()

    async def owners(self, match_ids: list[str]) -> dict[str, str | None]:
        if not match_ids:
            return {}
        held = await self.redis.mget([LEASE + m for m in match_ids])
        return {
            m: (h.decode() if isinstance(h, bytes) else h)
            for m, h in zip(match_ids, held, strict=True)
        }

    async def owner(self, match_id: str) -> str | None:
        return (await self.owners([match_id]))[match_id]

    async def alive(self) -> set[str]:
        """Say this node is alive; return the nodes that said so within a lease."""
        now = time.time()
        async with self.redis.pipeline(transaction=False) as pipe:
            pipe.zadd(NODES, {self.node: now})
            pipe.zremrangebyscore(NODES, "-inf", now - 10 * self.lease_ms / 1000)
            pipe.zrangebyscore(NODES, now - self.lease_ms / 1000, "+inf")
            *_, found = await pipe.execute()
        return {n.decode() if isinstance(n, bytes) else str(n) for n in found}

    # --------------------------------------------------------------- phrases
    async def take_phrase(
        self, match_id: str, seat: int, now: float, window: float, burst: int
    ) -> bool:
        """Count a phrase ``seat`` of ``match_id`` says at ``now`` (seconds) if it said
        fewer than ``burst`` in the ``window`` seconds before, on any node; False if not.
        Raises :class:`RedisError` or :class:`OSError` when Redis does not answer."""
        now_ms, window_ms = int(now * 1000), max(1, int(window * 1000))
        said = await self._take_phrase(
            keys=[f"{PHRASES}{match_id}:{seat}"],
            args=[now_ms, window_ms, burst, f"{now_ms}:{secrets.token_hex(6)}",
                  max(window_ms, 60_000)],
        )  # fmt: skip
        return bool(said)

    # ------------------------------------------------------------------ news
    def publish(self, match_id: str, message: dict[str, JSON]) -> None:
        """Tell every node ``message`` about ``match_id`` (in order; kept while Redis is
        away and sent when it is back)."""
        message["from"] = self.node
        self._outbox.put_nowait((MATCH + match_id, jsontext.dumps(message)))

    async def _send(self) -> None:
        while True:
            batch = [await self._outbox.get()]
            while not self._outbox.empty() and len(batch) < 512:
                batch.append(self._outbox.get_nowait())
            while True:
                try:
                    async with self.redis.pipeline(transaction=False) as pipe:
                        for channel, text in batch:
                            pipe.publish(channel, text)
                        await pipe.execute()
                    break
                except (RedisError, OSError) as error:
                    self.warn("could not publish match news (will retry)", error)
                    await asyncio.sleep(0.2)

    # -------------------------------------------------------------- requests
    async def request(
        self,
        owner: str,
        message: dict[str, JSON],
        wait: float,
        still: Callable[[], Awaitable[bool]],
    ) -> dict[str, Any]:
        """Send ``message`` to node ``owner`` and return its reply. Raises
        :class:`UnreachableError` when nobody listens on that node's channel, or when
        ``still()`` (asked every second) says the owner is gone, or after ``wait`` s."""
        self._next_request += 1
        request_id = f"{self.node}:{self._next_request}"
        future: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self._replies[request_id] = future
        try:
            text = jsontext.dumps({**message, "t": "req", "id": request_id, "from": self.node})
            try:
                receivers = await self.redis.publish(NODE + owner, text)
            except (RedisError, OSError) as error:
                raise UnreachableError(f"Redis: {error!r}") from None
            if not receivers:
                raise UnreachableError(f"node {owner} does not listen")
            give_up = time.monotonic() + wait
            while True:
                left = give_up - time.monotonic()
                if left <= 0:
                    raise UnreachableError(f"node {owner} did not answer within {wait:.0f} s")
                with contextlib.suppress(TimeoutError):
                    return await asyncio.wait_for(asyncio.shield(future), min(1.0, left))
                if not await still():
                    raise UnreachableError(f"node {owner} no longer holds the match")
        finally:
            self._replies.pop(request_id, None)

    async def reply(self, request: dict[str, Any], answer: dict[str, JSON]) -> None:
        text = jsontext.dumps({**answer, "t": "rep", "id": request["id"]})
        try:
            await self.redis.publish(NODE + str(request["from"]), text)
        except (RedisError, OSError) as error:
            self.warn("could not send a reply", error)

    # ----------------------------------------------------------------- listen
    async def _listen(self) -> None:
        """Listen to this node's channel and to every match's news; subscribe again
        whenever the connection to Redis broke."""
        reconnected = False
        while True:
            pubsub = self.redis.pubsub()
            try:
                await pubsub.subscribe(NODE + self.node)
                await pubsub.psubscribe(MATCH + "*")
                self.subscribed.set()
                if reconnected and self.on_reconnect is not None:
                    await self.on_reconnect()
                while True:
                    item = await pubsub.get_message(ignore_subscribe_messages=True, timeout=1.0)
                    if item is not None:
                        await self._dispatch(item)
            except (RedisError, OSError) as error:
                self.subscribed.clear()
                reconnected = True
                self.warn("lost the subscription to Redis (will subscribe again)", error)
                await asyncio.sleep(0.2)
            finally:
                with contextlib.suppress(Exception):
                    await pubsub.aclose()  # type: ignore[no-untyped-call]

    async def _dispatch(self, item: dict[str, Any]) -> None:
        channel = (
            item["channel"].decode() if isinstance(item["channel"], bytes) else item["channel"]
        )
        if (
            channel.startswith(MATCH)
            and self.holds is not None
            and not self.holds(channel[len(MATCH) :])
        ):
            return
        try:
            message = json.loads(item["data"])
        except (ValueError, TypeError):
            log.warning("node %s: unreadable message on %r", self.node, channel)
            return
        if channel.startswith(MATCH):
            if message.get("from") != self.node and self.on_news is not None:
                done = self.on_news(channel[len(MATCH) :], message)
                if done is not None:
                    await done
        elif message.get("t") == "rep":
            future = self._replies.get(message.get("id"))
            if future is not None and not future.done():
                future.set_result(message)
        elif message.get("t") == "req" and self.on_request is not None:
            task = asyncio.ensure_future(self.on_request(message))
            self._handling.add(task)
            task.add_done_callback(self._handling.discard)
