"""A server node's bot decisions through the bot queue on Redis.

:class:`RedisBotPool` has the :class:`~spelkast.server.bots.BotPool` interface the turn
role uses (``choose``), but a decision becomes a request on the Redis stream (see
:mod:`spelkast.server.bots.queue`) that any bot worker computes (``spelkast bots-worker``
processes, and this node's own ``bot_workers`` processes, which join the queue like any
worker, with both lanes). The answer comes back on this node's reply list, read by one
task. A bot bounded by wall time is asked on the timed stream
(:func:`~spelkast.server.bots.worker.stream_for`).

What happens when something fails (each case in docs/server.md, "Bot workers"):

* a worker dies mid-decision: another worker takes the request over (``XAUTOCLAIM``)
  and computes it again; the node just waits;
* the request disappears from the stream without an answer (Redis restarted and lost
  it): the node notices (two looks ``check_seconds`` apart) and sends it again (same id: a late
  answer to the first copy is as good; a second answer is ignored);
* a worker answers with an error (an unknown bot, a bot that raised): ``choose`` raises
  :class:`BotWorkerError` and the driver's retry policy takes over (retries with
  backoff, then the random fallback bot) exactly as for a local bot;
* no worker is alive (none in :data:`~spelkast.server.bots.queue.WORKERS`), or Redis does
  not answer, for ``local_after`` seconds: the node decides in its own pool (its
  processes, or a thread with ``bot_workers == 0``) and logs it once; it goes back to
  the queue as soon as a worker is alive again.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
import uuid
from typing import Any

import redis.asyncio as aioredis
from redis.exceptions import RedisError

from spelkast.core.errors import SpelkastError
from spelkast.server.bots.lanes import TimedPool, default_timed
from spelkast.server.bots.pool import BotPool, BotRequest
from spelkast.server.bots.queue import (
    REPLIES,
    STREAM_MAXLEN,
    TIMED_STREAM,
    WORKERS,
    Request,
    connect,
    ensure_group,
    redis_seconds,
    stream_for,
)
from spelkast.server.bots.worker import Worker

log = logging.getLogger("spelkast.server")


class BotWorkerError(SpelkastError):
    """A bot worker could not make the decision (its message says why)."""


class RedisBotPool(BotPool):
    """Bot decisions by the workers on the Redis queue at ``redis_url``; ``workers``
    processes of this node join the queue (0: none; then a thread decides only when no
    worker is alive), and ``timed`` (default
    :func:`~spelkast.server.bots.lanes.default_timed`) in its timed lane."""

    def __init__(
        self,
        redis_url: str,
        workers: int,
        *,
        timed: int | None = None,
        local_after: float = 10.0,
        check_seconds: float = 1.0,
        claim_seconds: float = 10.0,
        ttl: float = 600.0,
    ) -> None:
        super().__init__(workers)
        self.redis_url = redis_url
        self.node = uuid.uuid4().hex
        self.reply_key = REPLIES + self.node
        self.local_after = local_after
        self.check_seconds = check_seconds
        self.claim_seconds = claim_seconds
        self.ttl = ttl
        self.client: aioredis.Redis | None = None
        self.sent = 0  # requests put on the queue (resends included)
        self.unsent = 0  # tries to queue one that Redis did not take (it is tried again)
        self.resent = 0
        self.ignored = 0  # replies nobody waits for (a duplicate, a late one)
        self.local = 0  # decisions made here because no worker was alive
        self._waiting: dict[str, asyncio.Future[Any]] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        self._stop = asyncio.Event()
        self._worker_seen = time.monotonic()
        self._alive_checked = -1e9
        self._alive = False
        self._alone = False  # logged "no worker alive" and not yet "workers are back"
        self._timed: BotPool | None = None  # this node's timed lane
        self.timed_slots = default_timed(workers, timed)

    async def open(self) -> None:
        """Connect, and start reading replies (and this node's own worker, if any)."""
        self.client = connect(self.redis_url)
        with contextlib.suppress(RedisError, OSError):
            await ensure_group(self.client)
        self._spawn(self._read_replies())
        if self.workers > 0:
            self.start()
            worker = Worker(self.client, self, self.workers, claim_seconds=self.claim_seconds)
            self._spawn(worker.run(self._stop))
            slots = self.timed_slots
            self._timed = TimedPool(slots)
            timed = Worker(self.client, self._timed, slots, claim_seconds=self.claim_seconds,
                           stream=TIMED_STREAM)  # fmt: skip
            self._spawn(timed.run(self._stop))

    def _spawn(self, coroutine: Any) -> None:
        task = asyncio.create_task(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def close(self) -> None:
        """Stop reading and working (decisions in this node's hands stay on the queue
        for other workers), disconnect, shut the processes down."""
        self._stop.set()
        tasks = list(self._tasks)
        if tasks:
            _done, late = await asyncio.wait(tasks, timeout=2.0)
            for task in late:
                task.cancel()
            await asyncio.gather(*late, return_exceptions=True)
        if self.client is not None:
            await self.client.aclose()
        await asyncio.to_thread(self.shutdown)
        if self._timed is not None:
            await asyncio.to_thread(self._timed.shutdown)

    # -------------------------------------------------------------------- decisions
    async def choose(self, ask: BotRequest) -> Any:
        """The decision of a worker on the queue (or of this node, when none is alive)."""
        request = Request.asking(ask, uuid.uuid4().hex, self.reply_key, self.ttl)
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._waiting[request.id] = future
        stream = stream_for(ask.game, ask.bot)
        entry: str | None = None
        gone = False  # the entry was missing from the stream at the last look
        try:
            entry = await self._send(request, stream)
            while True:
                with contextlib.suppress(TimeoutError):
                    return await asyncio.wait_for(asyncio.shield(future), self.check_seconds)
                if not await self._any_worker():
                    if time.monotonic() - self._worker_seen >= self.local_after:
                        return await self._decide_alone(request)
                    continue
                if entry is None:
                    entry = await self._send(request, stream)
                elif await self._queued(stream, entry):
                    gone = False
                elif not gone:
                    gone = True  # answered a moment ago, perhaps: look once more
                else:
                    self.resent += 1
                    log.warning("bot request %s vanished from the queue: sent again",
                                request.id)  # fmt: skip
                    gone = False
                    entry = await self._send(request, stream)
        finally:
            self._waiting.pop(request.id, None)
            if entry is not None and not future.done():
                self._spawn(self._forget(stream, entry))
            future.cancel()

    async def _decide_alone(self, request: Request) -> Any:
        if not self._alone:
            self._alone = True
            log.warning("no bot worker alive for %.0f s: this server decides bot moves itself",
                        self.local_after)  # fmt: skip
        self.local += 1
        return await self.decide_here(request.ask)

    async def _send(self, request: Request, stream: str) -> str | None:
        """Queue the request; ``None`` when Redis does not answer (tried again later)."""
        assert self.client is not None
        try:
            fields: Any = request.fields()
            entry = await self.client.xadd(stream, fields, maxlen=STREAM_MAXLEN, approximate=True)
        except (RedisError, OSError) as error:
            self.unsent += 1
            log.warning("bot request %s not queued (Redis: %s)", request.id, error)
            return None
        self.sent += 1
        return entry.decode() if isinstance(entry, bytes) else str(entry)

    async def _queued(self, stream: str, entry: str) -> bool:
        """Whether the entry is still on the stream (waiting, or in a worker's hands);
        True when Redis cannot tell (nothing is sent twice for a hiccup)."""
        assert self.client is not None
        try:
            return bool(await self.client.xrange(stream, entry, entry, count=1))
        except (RedisError, OSError):
            return True

    async def _any_worker(self) -> bool:
        """Whether some worker was alive lately (checked at most once per ``check_seconds``
        for all waiting requests together)."""
        now = time.monotonic()
        if now - self._alive_checked >= self.check_seconds:
            self._alive_checked = now
            assert self.client is not None
            try:
                clock = await redis_seconds(self.client)
                self._alive = bool(await self.client.zcount(WORKERS, clock, "+inf"))
            except (RedisError, OSError):
                self._alive = False
            if self._alive:
                self._worker_seen = time.monotonic()
                if self._alone:
                    self._alone = False
                    log.warning("a bot worker is alive again: bot moves go to the queue")
        return self._alive

    async def _forget(self, stream: str, entry: str) -> None:
        """An entry nobody waits for any more: delete it (a worker may still answer it;
        the answer is ignored)."""
        assert self.client is not None
        with contextlib.suppress(RedisError, OSError):
            await self.client.xdel(stream, entry)

    # ---------------------------------------------------------------------- replies
    async def _read_replies(self) -> None:
        assert self.client is not None
        while not self._stop.is_set():
            try:
                # Every reply waiting (up to 100) in one call (BLMPOP: Redis 7).
                item: Any = await self.client.blmpop(
                    1, 1, self.reply_key, direction="LEFT", count=100
                )
                if not item:
                    continue
                texts = list(item[1])
            except (RedisError, OSError) as error:
                log.debug("bot replies: Redis: %s", error)
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._stop.wait(), 0.5)
                continue
            for text in texts:
                self._deliver(text)

    def _deliver(self, text: Any) -> None:
        try:
            body = json.loads(text)
            future = self._waiting.get(body["id"])
        except (ValueError, TypeError, KeyError):
            log.warning("bot replies: not a reply: %.80r", text)
            return
        if future is None or future.done():
            self.ignored += 1
            return
        if "error" in body:
            future.set_exception(BotWorkerError(f"bot worker: {body['error']}"))
        else:
            future.set_result(body.get("action"))
