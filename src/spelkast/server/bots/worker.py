"""A bot worker: computes the bot decisions queued on Redis (``spelkast bots-worker``).

Any number of workers, on any machine that reaches the Redis server, share the requests
of every server node (:mod:`spelkast.server.bots.queue` describes the messages):

* A worker reads requests in the consumer group (``XREADGROUP``), never more than it has
  free processes for, computes each in its own process pool (:class:`BotPool`: the
  seat's view and legal actions in, an action out), pushes the reply onto the asking
  node's list and acknowledges and deletes the entry in one transaction.
* While it thinks it keeps its entries fresh (``XCLAIM … JUSTID`` every heartbeat, which
  resets their idle time) and its name alive in :data:`WORKERS`. A worker that dies
  (kill -9, a lost machine) stops doing both: after ``claim_seconds`` its entries are
  taken over by another worker (``XAUTOCLAIM``) and computed again. Nothing is lost; the
  node ignores a second reply to the same request.
* An entry that is not a request (garbled, wrong fields) is logged, answered with an
  error when its id and reply list can be read, acknowledged and deleted: it never stops
  the worker. A request older than its ``ttl`` is dropped (the node asks again).
* After Redis restarts (the stream and group are gone) the worker creates the group
  again and goes on; while Redis is unreachable it retries every second.

**Two lanes** (:mod:`spelkast.server.bots.lanes` says why). A worker
(:func:`serve_queue`) reads two streams (:func:`~spelkast.server.bots.queue.stream_for`
tells which a node asks on): the *work lane* with one decision per process
(``processes``), the *timed lane* with ``timed`` decisions at once, each in a process of
its own at a lower priority (:data:`~spelkast.server.bots.lanes.TIMED_NICE`).
Each decision adds to the counters in :data:`~spelkast.server.bots.queue.STATS` (CPU
time, iterations of a search, time queued), which is how the search done per decision
under load is measured (bench/bench_bot_workers.py).

A server node started with ``--redis-url`` and ``--bot-workers N > 0`` runs one of these
in its own event loop with its own N processes (:mod:`spelkast.server.bots.remote`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import signal
import socket
import time
import uuid
from collections.abc import Awaitable, Callable, Sequence
from typing import Any, cast

import redis.asyncio as aioredis
from redis.exceptions import RedisError, ResponseError

from spelkast.server.bots.lanes import (
    Measured,
    TimedPool,
    decide_measured,
    default_timed,
)
from spelkast.server.bots.pool import BotPool, Decide
from spelkast.server.bots.queue import (
    GROUP,
    STATS,
    STREAM,
    TIMED_STREAM,
    WORKERS,
    BadRequestError,
    Request,
    connect,
    ensure_group,
    entry_ms,
    parse_request,
    redis_seconds,
    reply_text,
    shown_url,
)

log = logging.getLogger("spelkast.bots")

REPLY_EXPIRY = 120  # seconds a reply list lives after the last push (a dead node's goes)


def _text(value: Any) -> str:
    return value.decode("utf-8", "replace") if isinstance(value, bytes) else str(value)


class Worker:
    """Consumes one stream of the bot queue (one lane: ``stream``) with ``slots``
    decisions at a time, computed by ``pool``."""

    def __init__(
        self,
        client: aioredis.Redis,
        pool: BotPool,
        slots: int,
        *,
        name: str | None = None,
        claim_seconds: float = 10.0,
        stream: str = STREAM,
    ) -> None:
        self.client = client
        self.pool = pool
        self.slots = max(1, slots)
        self.stream = stream
        lane = ":timed" if stream == TIMED_STREAM else ""
        self.name = name or f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:6]}{lane}"
        self.claim_seconds = claim_seconds
        self.heartbeat = max(0.05, claim_seconds / 4)
        self.decided = 0  # replies with an action
        self.refused = 0  # entries that were not requests
        self._inflight: dict[str, asyncio.Task[None]] = {}
        self._claim_cursor = "0-0"
        self._last_claim = 0.0
        self._offset = 0.0  # Redis's clock minus ours

    # ----------------------------------------------------------------------- main loop
    async def run(self, stop: asyncio.Event) -> None:
        """Work until ``stop`` is set; then finish the decisions in hand."""
        beating = asyncio.create_task(self._beat(stop))
        log.info("bot worker %s: %d at a time, on the queue (%s)", self.name, self.slots,
                 self.stream)  # fmt: skip
        try:
            while not stop.is_set():
                try:
                    await self._round(stop)
                except (RedisError, OSError) as error:
                    log.warning("bot worker %s: Redis: %s; retrying in 1 s", self.name, error)
                    with contextlib.suppress(TimeoutError):
                        await asyncio.wait_for(stop.wait(), 1.0)
            if self._inflight:
                await asyncio.wait(list(self._inflight.values()))
        finally:
            beating.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await beating
            for task in list(self._inflight.values()):
                task.cancel()
            await self._leave()

    async def _round(self, stop: asyncio.Event) -> None:
        free = self.slots - len(self._inflight)
        if free <= 0:
            waiting: set[asyncio.Future[Any]] = {*self._inflight.values()}
            stopping = asyncio.ensure_future(stop.wait())
            await asyncio.wait({*waiting, stopping}, return_when=asyncio.FIRST_COMPLETED)
            stopping.cancel()
            return
        entries: list[tuple[str, Any]] = []
        if time.monotonic() - self._last_claim >= self.heartbeat:
            entries = await self._claim(free)
        if not entries:
            entries = await self._read(free)
        for entry_id, fields in entries:
            if entry_id not in self._inflight:
                self._inflight[entry_id] = asyncio.create_task(self._handle(entry_id, fields))

    async def _read(self, count: int) -> list[tuple[str, Any]]:
        try:
            answer: Any = await self.client.xreadgroup(
                GROUP, self.name, {self.stream: ">"}, count=count, block=1000
            )
        except ResponseError as error:
            if "NOGROUP" not in str(error):
                raise
            log.warning("bot worker %s: the queue was gone (Redis restarted?); created", self.name)
            await ensure_group(self.client, (self.stream,))
            return []
        found: list[tuple[str, Any]] = []
        for _stream, items in answer or ():
            found.extend((_text(entry_id), fields) for entry_id, fields in items)
        return found

    async def _claim(self, count: int) -> list[tuple[str, Any]]:
        """Entries of dead workers: pending longer than ``claim_seconds`` without a
        heartbeat. Taken over, and computed again."""
        self._last_claim = time.monotonic()
        try:
            answer = await self.client.xautoclaim(
                self.stream,
                GROUP,
                self.name,
                min_idle_time=int(self.claim_seconds * 1000),
                start_id=self._claim_cursor,
                count=count,
            )
        except ResponseError as error:
            if "NOGROUP" not in str(error):
                raise
            await ensure_group(self.client, (self.stream,))
            return []
        cursor, items = _text(answer[0]), answer[1]
        deleted = [_text(entry_id) for entry_id in (answer[2] if len(answer) > 2 else ())]
        self._claim_cursor = cursor
        found = []
        for entry_id, fields in items:
            entry = _text(entry_id)
            if fields is None:
                deleted.append(entry)
                continue
            log.info("bot worker %s: took over %s from a worker that stopped", self.name, entry)
            found.append((entry, fields))
        if deleted:  # asked for no longer (the node gave up on them): forget them
            await self.client.xack(self.stream, GROUP, *deleted)
        return found

    async def _beat(self, stop: asyncio.Event) -> None:
        """Keep this worker's name alive and its entries fresh (so none is taken over
        while it thinks)."""
        while not stop.is_set():
            try:
                now = await redis_seconds(self.client)
                self._offset = now - time.time()
                alive_until = now + max(3 * self.heartbeat, 2.0)
                async with self.client.pipeline(transaction=False) as pipe:
                    pipe.zadd(WORKERS, {self.name: alive_until})
                    pipe.zremrangebyscore(WORKERS, "-inf", now - 60)
                    if self._inflight:
                        pipe.xclaim(
                            self.stream, GROUP, self.name, 0, list(self._inflight), justid=True
                        )
                    await pipe.execute()
            except (RedisError, OSError) as error:
                log.debug("bot worker %s: heartbeat failed: %s", self.name, error)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stop.wait(), self.heartbeat)

    async def _leave(self) -> None:
        with contextlib.suppress(RedisError, OSError):
            await self.client.zrem(WORKERS, self.name)
            pending = await self.client.xpending_range(self.stream, GROUP, "-", "+", 1, self.name)
            if not pending:
                await self.client.xgroup_delconsumer(self.stream, GROUP, self.name)

    # ------------------------------------------------------------------ one request
    async def _handle(self, entry_id: str, fields: Any) -> None:
        try:
            await self._answer(entry_id, fields)
        except asyncio.CancelledError:
            raise
        except (RedisError, OSError) as error:
            # The entry stays pending: another worker (or this one) takes it over later,
            # or the node asks again when Redis lost it.
            log.warning("bot worker %s: could not answer %s: %s", self.name, entry_id, error)
        finally:
            self._inflight.pop(entry_id, None)

    async def _answer(self, entry_id: str, fields: Any) -> None:
        try:
            request = parse_request(fields)
        except BadRequestError as bad:
            self.refused += 1
            log.warning("bot worker %s: entry %s is not a request: %s", self.name, entry_id,
                        bad.reason)  # fmt: skip
            reply = None
            if bad.request_id is not None and bad.reply is not None:
                reply = (bad.reply, reply_text(bad.request_id, self.name, 0.0, error=bad.reason))
            await self._done(entry_id, reply)
            return
        if (time.time() + self._offset) * 1000 > entry_ms(entry_id) + request.ttl * 1000:
            log.info("bot worker %s: request %s is too old; dropped", self.name, request.id)
            await self._done(entry_id, None)
            return
        started = time.perf_counter()
        queued_ms = (time.time() + self._offset) * 1000 - entry_ms(entry_id)
        try:
            action = await self._decide(request)
        except asyncio.CancelledError:
            raise
        except Exception as error:
            ms = (time.perf_counter() - started) * 1000
            log.warning("bot worker %s: %s for %s failed: %r", self.name, request.bot,
                        request.game, error)  # fmt: skip
            text = reply_text(request.id, self.name, ms, error=f"{type(error).__name__}: {error}")
            await self._done(entry_id, (request.reply, text))
            return
        ms = (time.perf_counter() - started) * 1000
        self.decided += 1
        counts = {"decisions": 1.0, "queued_ms": max(0.0, queued_ms), "ms": ms}
        if isinstance(action, Measured):
            counts["cpu_ms"] = action.cpu_ms
            if action.iterations is not None:
                counts["searched"] = 1.0
                counts["iterations"] = float(action.iterations)
            action = action.action
        log.debug("bot worker %s: decided %s (%s %s) in %.1f ms", self.name, request.id,
                 request.game, request.bot, ms)  # fmt: skip
        reply = (request.reply, reply_text(request.id, self.name, ms, action=action))
        await self._done(entry_id, reply, {f"{request.game}|{request.bot}|{name}": value
                                           for name, value in counts.items()})  # fmt: skip

    async def _decide(self, request: Request) -> Any:
        return await self.pool.decide_here(request.ask)

    async def _done(
        self,
        entry_id: str,
        reply: tuple[str, str] | None,
        counts: dict[str, float] | None = None,
    ) -> None:
        """Push the reply (if any), acknowledge and delete the entry, add to the
        counters: all or nothing."""
        async with self.client.pipeline(transaction=True) as pipe:
            if reply is not None:
                pipe.rpush(reply[0], reply[1])
                pipe.expire(reply[0], REPLY_EXPIRY)
            pipe.xack(self.stream, GROUP, entry_id)
            pipe.xdel(self.stream, entry_id)
            for key, value in (counts or {}).items():
                pipe.hincrbyfloat(STATS, key, value)
            await pipe.execute()


async def serve_queue(
    redis_url: str,
    processes: int,
    *,
    timed: int | None = None,
    claim_seconds: float = 10.0,
    pool: BotPool | None = None,
    stop: asyncio.Event | None = None,
    also: Sequence[Callable[[asyncio.Event], Awaitable[Any]]] = (),
) -> None:
    """Run a worker until SIGTERM/SIGINT (or ``stop``): ``processes`` decisions at once
    in the work lane, ``timed`` (default :func:`default_timed`) in the timed lane.
    ``pool`` (tests) computes both lanes' decisions, ``processes`` at once in each.
    ``also``: other work the worker does beside (each given ``stop``; the command adds
    the post-game reviews of a database, :mod:`spelkast.server.reviews.worker`)."""
    stop = stop or asyncio.Event()
    loop = asyncio.get_running_loop()
    for number in (signal.SIGTERM, signal.SIGINT):
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(number, stop.set)
    if pool is None:
        timed = default_timed(processes, timed)
        lanes = [(BotPool(processes, decide=cast(Decide, decide_measured)), processes, STREAM),
                 (TimedPool(timed), timed, TIMED_STREAM)]  # fmt: skip
    else:
        lanes = [(pool, processes, STREAM), (pool, processes, TIMED_STREAM)]
    pool = lanes[0][0]
    pool.start()  # the work lane's processes at once; the timed lane's when needed
    client = connect(redis_url)
    try:
        while not stop.is_set():
            try:
                await ensure_group(client)
                break
            except (RedisError, OSError) as error:
                log.warning("bot worker: Redis at %s: %s; retrying in 1 s", shown_url(redis_url),
                            error)  # fmt: skip
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(stop.wait(), 1.0)
        workers = [
            Worker(client, lane_pool, slots, claim_seconds=claim_seconds, stream=stream)
            for lane_pool, slots, stream in lanes
        ]
        await asyncio.gather(
            *(worker.run(stop) for worker in workers), *(job(stop) for job in also)
        )
    finally:
        await client.aclose()
        for lane_pool in {id(p): p for p, _slots, _stream in lanes}.values():
            await asyncio.to_thread(lane_pool.shutdown)
