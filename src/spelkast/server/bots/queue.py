"""The bot queue on Redis: its key names and the request and reply messages.

A server node asks for a bot decision by adding a **request** to the stream
:data:`STREAM` (one field, ``request``: a JSON object with exactly :data:`FIELDS`)::

    {"id": "9f…",                    # the request's id (32 hex digits), chosen by the node
     "reply": "spelkast:bots:replies:<node>",   # the list the answer goes to
     "game": "labyrinth", "player": 1,          # the game and the seat
     "view": {…}, "legal": [ … ],               # the seat's view and legal actions, as JSON
     "bot": "hard", "seed": "<sha-256 hex>",    # the bot spec and its rng seed
     "ttl": 600.0}                              # seconds after queueing it is still wanted

Nothing else: never the state, never the match seed (``seed`` is a one-way hash of it,
see :func:`spelkast.server.runtime.bot_seed`), never another seat's secrets. The
**reply** a worker pushes (RPUSH) onto the ``reply`` list is ``{"id", "action"}`` or
``{"id", "error"}``, with ``"worker"`` (its name) and ``"ms"`` (its thinking time).

A bot whose decision is bounded by **wall time** (the ``hard`` level's ``seconds``: it
searches until its time is up or its iterations are done) is asked on
:data:`TIMED_STREAM` instead: the same messages, read by a worker's *timed lane*, which
runs many such decisions at once (each then searches less, but none waits for another);
every other bot (a fixed amount of work per decision) goes to :data:`STREAM`, read by
the lane with one decision per process (see :mod:`spelkast.server.bots.worker`).

Workers read each stream in the consumer group :data:`GROUP`, keep their name with an
expiry time in the sorted set :data:`WORKERS` (scored on Redis's own clock), acknowledge
and delete an entry once its reply is pushed. The Redis helpers that nodes and workers
share (the connection, the consumer group, Redis's clock, the stream of a bot) are here
too.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import redis.asyncio as aioredis
from redis.exceptions import ResponseError

from spelkast.server.bots.lanes import wall_cap
from spelkast.server.bots.pool import BotRequest

STREAM = "spelkast:bots:requests"
TIMED_STREAM = "spelkast:bots:requests:timed"  # bots bounded by wall time
STREAMS = (STREAM, TIMED_STREAM)
GROUP = "spelkast-bots"
REPLIES = "spelkast:bots:replies:"  # + the node's id: one list per server node
WORKERS = "spelkast:bots:workers"  # sorted set: worker name -> alive until (Redis time, s)
#: Hash of counters the workers add to per decision (for operators and the benchmark):
#: ``<game>|<bot>|<name>`` for the names in :data:`STAT_NAMES`.
STATS = "spelkast:bots:stats"
STAT_NAMES = ("decisions", "queued_ms", "ms", "cpu_ms", "searched", "iterations")
FIELDS = frozenset({"id", "reply", "game", "player", "view", "legal", "bot", "seed", "ttl"})

#: A request id, a node id: hex digits.
_ID = re.compile(r"[0-9a-f]{8,64}")
_REPLY = re.compile(re.escape(REPLIES) + r"[0-9a-f]{8,64}")
_MAX_TEXT = 200  # bot specs and seeds are short


class BadRequestError(ValueError):
    """A stream entry that is not a request (garbled, missing fields, wrong types).
    ``request_id`` and ``reply`` are set when they could be read, so the asker can be
    told at once."""

    def __init__(self, reason: str, request_id: str | None = None, reply: str | None = None):
        super().__init__(reason)
        self.reason = reason
        self.request_id = request_id
        self.reply = reply


@dataclass(frozen=True, slots=True)
class Request:
    """One bot decision asked for: what the seat may see, and where the answer goes."""

    id: str
    reply: str
    game: str
    player: int
    view: dict[str, Any]
    legal: list[Any]
    bot: str
    seed: str
    ttl: float

    @classmethod
    def asking(cls, ask: BotRequest, request_id: str, reply: str, ttl: float) -> Request:
        """The request for the decision ``ask``, answered on the list ``reply``."""
        return cls(
            request_id,
            reply,
            ask.game,
            ask.player,
            ask.view,
            list(ask.legal),
            ask.bot,
            ask.seed,
            ttl,
        )

    @property
    def ask(self) -> BotRequest:
        """The decision asked for."""
        return BotRequest(self.game, self.player, self.view, self.legal, self.bot, self.seed)

    def fields(self) -> dict[str, str]:
        """The stream entry's fields."""
        body = {name: getattr(self, name) for name in sorted(FIELDS)}
        return {"request": json.dumps(body, separators=(",", ":"))}


def _text(value: Any) -> str:
    return value.decode("utf-8", "replace") if isinstance(value, bytes) else str(value)


def parse_request(fields: Mapping[Any, Any] | None) -> Request:
    """The request in a stream entry's fields; :class:`BadRequestError` when there is none."""
    if not fields:
        raise BadRequestError("an empty entry (deleted, or no fields)")
    texts = {_text(key): value for key, value in fields.items()}
    if set(texts) != {"request"}:
        raise BadRequestError(f"fields {sorted(texts)[:5]}, expected only 'request'")
    raw = texts["request"]
    try:
        body = json.loads(raw, parse_constant=_refuse_constant)
    except (ValueError, RecursionError) as error:
        raise BadRequestError(f"not JSON: {str(error)[:80]}") from None
    if not isinstance(body, dict):
        raise BadRequestError("not a JSON object")
    request_id = body.get("id")
    reply = body.get("reply")
    known_id = request_id if isinstance(request_id, str) and _ID.fullmatch(request_id) else None
    known_reply = reply if isinstance(reply, str) and _REPLY.fullmatch(reply) else None

    def bad(reason: str) -> BadRequestError:
        return BadRequestError(reason, known_id, known_reply)

    if set(body) != FIELDS:
        missing, extra = sorted(FIELDS - set(body)), sorted(set(body) - FIELDS)
        raise bad(f"fields missing {missing[:5]}, unknown {extra[:5]}")
    if known_id is None:
        raise bad("id is not 8-64 hex digits")
    if known_reply is None:
        raise bad(f"reply is not a list under {REPLIES}")
    player, ttl = body["player"], body["ttl"]
    if not isinstance(player, int) or isinstance(player, bool) or not 0 <= player < 64:
        raise bad("player is not a seat number")
    if not isinstance(ttl, int | float) or isinstance(ttl, bool) or not math.isfinite(ttl):
        raise bad("ttl is not a number of seconds")
    for name in ("game", "bot", "seed"):
        value = body[name]
        if not isinstance(value, str) or not 0 < len(value) <= _MAX_TEXT:
            raise bad(f"{name} is not a short string")
    if not isinstance(body["view"], dict):
        raise bad("view is not a JSON object")
    if not isinstance(body["legal"], list) or not body["legal"]:
        raise bad("legal is not a non-empty list")
    return Request(
        id=known_id,
        reply=known_reply,
        game=body["game"],
        player=player,
        view=body["view"],
        legal=body["legal"],
        bot=body["bot"],
        seed=body["seed"],
        ttl=float(ttl),
    )


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def reply_text(request_id: str, worker: str, ms: float, *, action: Any = None,
               error: str | None = None) -> str:  # fmt: skip
    """A reply: the chosen ``action``, or the ``error`` that stopped the decision."""
    body: dict[str, Any] = {"id": request_id, "worker": worker, "ms": round(ms, 3)}
    if error is None:
        body["action"] = action
    else:
        body["error"] = error[:500]
    return json.dumps(body, separators=(",", ":"))


def entry_ms(entry_id: str) -> int:
    """When Redis queued a stream entry (its id is ``<milliseconds>-<sequence>``)."""
    return int(entry_id.split("-", 1)[0])


# ------------------------------------------------ Redis, shared by nodes and workers
STREAM_MAXLEN = 100_000  # a safety net: entries are deleted once answered


def stream_for(game_id: str, bot_name: str) -> str:
    """The stream a decision of this bot is asked on: :data:`TIMED_STREAM` for a bot
    bounded by wall time, else :data:`STREAM`."""
    return TIMED_STREAM if wall_cap(game_id, bot_name) is not None else STREAM


async def ensure_group(client: aioredis.Redis, streams: tuple[str, ...] = STREAMS) -> None:
    """Create the streams and their consumer group when missing (a first start, a Redis
    restart without persistence)."""
    for stream in streams:
        try:
            await client.xgroup_create(stream, GROUP, id="0", mkstream=True)
        except ResponseError as error:
            if "BUSYGROUP" not in str(error):
                raise


async def redis_seconds(client: aioredis.Redis) -> float:
    """Redis's clock (every worker and node compares times on it, never their own)."""
    seconds, micros = await client.time()
    return float(seconds) + micros / 1e6


REDIS_SCHEMES = ("redis://", "rediss://", "unix://")


def check_redis_url(redis_url: str) -> str:
    """``redis_url`` when it names a Redis (``redis://``, ``rediss://``, ``unix://``);
    else ValueError saying so."""
    if not redis_url.startswith(REDIS_SCHEMES):
        raise ValueError(
            f"a Redis URL starts with {', '.join(REDIS_SCHEMES)}, e.g. redis://127.0.0.1:6379/0"
        )
    return redis_url


def shown_url(redis_url: str) -> str:
    """``redis_url`` as it may be printed (never a password)."""
    if "@" not in redis_url:
        return redis_url
    return redis_url.split("://", 1)[0] + "://…@" + redis_url.rsplit("@", 1)[1]


#: Connections one client (a node, a worker) opens at most; more commands at once wait
#: for a free one (Redis's own limit is 10,000 clients).
MAX_CONNECTIONS = 64


def connect(redis_url: str) -> aioredis.Redis:
    """A client for the bot queue (``redis://host:port/db``)."""
    pool = aioredis.BlockingConnectionPool.from_url(
        redis_url,
        max_connections=MAX_CONNECTIONS,
        timeout=30,
        socket_connect_timeout=5,
        health_check_interval=10,
    )
    client: aioredis.Redis = aioredis.Redis.from_pool(pool)
    return client
