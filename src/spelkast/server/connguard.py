"""The connection guard: one client cannot hold the server's connections.

uvicorn has no timeout for a connection that sends nothing, or only part of a request's
headers, and no cap on connections per client (docs/server.md, "Edges"). This guard sits
between the socket and uvicorn's own HTTP protocol (:class:`GuardedHttp`, given to uvicorn
as its ``http`` protocol by :func:`spelkast.server.edges.uvicorn_options`) and adds:

* **a header deadline**: a request's line and headers (up to the blank line that ends
  them) must arrive within ``header_timeout`` seconds of the connection opening or of
  the server's last answer on it; otherwise the connection is closed;
* **a header size cap**: a request line and headers over 16 KiB are answered 431 and
  the connection is closed (uvicorn's parser, httptools, takes any size);
* **a per-client connection cap**: at most ``connections_per_client`` open connections
  from one address (those of a configured proxy are not counted: the proxy caps per
  client); one more is answered 503 and closed at once;
* **a total cap** below the process's file-descriptor limit, so a crowd of clients
  cannot leave the server without descriptors for its database and workers.

Each limit reached is logged (the client's address and the numbers, nothing of the
request; at most one line per client and limit a minute). A body's deadline is kept by
the ASGI middleware (:class:`spelkast.server.edges.Edges`), which reads every body. A
connection that became a WebSocket is left to the WebSocket's pings and the hello
deadline.
"""

from __future__ import annotations

import asyncio
import ipaddress
import logging
import resource
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Final, cast

log = logging.getLogger("spelkast.server.edges")

#: A limit reached by one client is logged at most once in this many seconds.
LOG_EVERY: Final = 60.0
#: Descriptors kept for everything but client connections (database, workers, logs).
RESERVED_FDS: Final = 64
#: The end of a request's headers.
HEAD_END: Final = b"\r\n\r\n"
#: Largest request line and headers (bytes); uvicorn's httptools parser has no limit.
MAX_HEAD_BYTES: Final = 16 * 1024

_BUSY: Final = b'{"detail": "too many connections from your address"}'
#: What a connection over a cap is answered before it is closed.
BUSY_ANSWER: Final = (
    b"HTTP/1.1 503 Service Unavailable\r\n"
    b"Content-Type: application/json\r\n"
    b"Retry-After: 10\r\n"
    b"Connection: close\r\n"
    b"Content-Length: " + str(len(_BUSY)).encode() + b"\r\n\r\n" + _BUSY
)
#: What a connection whose request headers are too large is answered before it is closed.
HEAD_TOO_LARGE: Final = (
    b"HTTP/1.1 431 Request Header Fields Too Large\r\n"
    b"Connection: close\r\n"
    b"Content-Length: 0\r\n\r\n"
)


def default_total(reserved: int = RESERVED_FDS) -> int:
    """Connections the process may hold at once: its descriptor limit less those kept
    for everything else."""
    soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft == resource.RLIM_INFINITY:
        return 60_000
    return max(16, soft - reserved)


@dataclass
class ConnectionGuard:
    """The limits and the open connections they count (one per server process)."""

    per_client: int  # 0: no per-client cap
    header_timeout: float
    total: int
    exempt: tuple[str, ...] = ()  # the proxies' addresses or networks ("*": all)
    clock: Callable[[], float] = time.monotonic
    open: Counter[str] = field(default_factory=Counter)
    watched: set[GuardedHttp] = field(default_factory=set)
    _logged: dict[tuple[str, str], float] = field(default_factory=dict)
    _ticker: asyncio.TimerHandle | None = None

    def admit(self, client: str) -> str | None:
        """Count a new connection from ``client``; None when it may stay, else which
        limit it is over (then it was not counted)."""
        if sum(self.open.values()) >= self.total:
            return "total"
        if self.per_client and not self._exempt(client) and self.open[client] >= self.per_client:
            return "per_client"
        self.open[client] += 1
        return None

    def release(self, client: str) -> None:
        self.open[client] -= 1
        if self.open[client] <= 0:
            del self.open[client]

    def _exempt(self, client: str) -> bool:
        if "*" in self.exempt:
            return True
        try:
            address = ipaddress.ip_address(client)
        except ValueError:
            return False
        for entry in self.exempt:
            try:
                if address in ipaddress.ip_network(entry, strict=False):
                    return True
            except ValueError:
                continue
        return False

    def report(self, limit: str, client: str) -> None:
        """Log that ``client`` reached ``limit`` (once a minute per client and limit)."""
        now = self.clock()
        key = (limit, client)
        if now - self._logged.get(key, -LOG_EVERY) < LOG_EVERY:
            return
        self._logged[key] = now
        if len(self._logged) > 10_000:
            self._logged.clear()
        if limit == "per_client":
            log.warning(
                "connection limit: %s already has %d open connections (the cap); a new one "
                "was refused with 503 (further refusals for it are not logged for %d s)",
                client,
                self.per_client,
                LOG_EVERY,
            )
        elif limit == "total":
            log.warning(
                "connection limit: the server holds %d connections (the cap); a new one "
                "from %s was refused with 503",
                self.total,
                client,
            )
        elif limit == "head_size":
            log.warning(
                "header size: %s sent request headers over %d bytes; answered 431 and closed",
                client,
                MAX_HEAD_BYTES,
            )
        else:
            log.warning(
                "header timeout: %s sent no complete request headers within %g s; its "
                "connection was closed (further ones are not logged for %d s)",
                client,
                self.header_timeout,
                LOG_EVERY,
            )

    def watch(self, connection: GuardedHttp) -> None:
        self.watched.add(connection)
        if self._ticker is None:
            self._tick()

    def _tick(self) -> None:
        """Close every connection past its header deadline; again in a moment while any
        connection is watched."""
        now = self.clock()
        for connection in list(self.watched):
            connection.check(now)
        if self.watched:
            loop = asyncio.get_running_loop()
            self._ticker = loop.call_later(min(1.0, self.header_timeout / 4), self._tick)
        else:
            self._ticker = None


class _Transport:
    """The socket's transport as uvicorn's protocol sees it: every call goes to the real
    one, except that a protocol switch (the WebSocket upgrade) changes what the guard
    hands the socket's data to, and a write (an answer) restarts the header deadline."""

    def __init__(self, real: asyncio.Transport, guard: GuardedHttp) -> None:
        self._real = real
        self._guard = guard

    def set_protocol(self, protocol: asyncio.BaseProtocol) -> None:
        self._guard.switched(protocol)

    def get_protocol(self) -> asyncio.BaseProtocol:
        inner: asyncio.BaseProtocol = self._guard.inner
        return inner

    def write(self, data: bytes | bytearray | memoryview) -> None:
        self._guard.answered()
        self._real.write(data)

    def writelines(self, lines: Any) -> None:
        self._guard.answered()
        self._real.writelines(lines)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._real, name)


class GuardedHttp(asyncio.Protocol):
    """One client connection: counted, given a header deadline, then handed on to
    uvicorn's HTTP protocol (made by ``make_inner``)."""

    def __init__(
        self, guard: ConnectionGuard, make_inner: Callable[..., Any], **uvicorn: Any
    ) -> None:
        self.guard = guard
        self.inner: Any = make_inner(**uvicorn)
        self.client = ""
        self.transport: asyncio.Transport | None = None
        self.counted = False
        self.upgraded = False
        #: Waiting for a request's headers since (None: a request is being answered).
        self.head_since: float | None = None
        self.head = b""  # the last bytes of headers not yet ended
        self.head_bytes = 0

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        transport = cast(asyncio.Transport, transport)  # uvloop's is one, not a subclass
        self.transport = transport
        peer = transport.get_extra_info("peername")
        self.client = str(peer[0]) if isinstance(peer, tuple) and peer else "unknown"
        over = self.guard.admit(self.client)
        if over is not None:
            self.guard.report(over, self.client)
            transport.write(BUSY_ANSWER)
            transport.close()
            return
        self.counted = True
        self.head_since = self.guard.clock()
        self.guard.watch(self)
        self.inner.connection_made(_Transport(transport, self))

    def data_received(self, data: bytes) -> None:
        if not self.counted:
            return
        if self.head_since is not None and not self.upgraded:
            window = self.head + data
            if HEAD_END in window:  # the request is the server's now
                self.head_since, self.head, self.head_bytes = None, b"", 0
            else:
                self.head = window[-(len(HEAD_END) - 1) :]
                self.head_bytes += len(data)
                if self.head_bytes > MAX_HEAD_BYTES and self.transport is not None:
                    self.guard.report("head_size", self.client)
                    self.head_since = None
                    self.transport.write(HEAD_TOO_LARGE)
                    self.transport.close()
                    return
        self.inner.data_received(data)

    def eof_received(self) -> bool | None:
        if not self.counted:
            return None
        result: bool | None = self.inner.eof_received()
        return result

    def connection_lost(self, exc: Exception | None) -> None:
        if not self.counted:
            return
        self.counted = False
        self.guard.release(self.client)
        self.guard.watched.discard(self)
        self.inner.connection_lost(exc)

    def pause_writing(self) -> None:
        if self.counted:
            self.inner.pause_writing()

    def resume_writing(self) -> None:
        if self.counted:
            self.inner.resume_writing()

    # ------------------------------------------------------------- the deadline
    def switched(self, protocol: asyncio.BaseProtocol) -> None:
        """uvicorn switched the connection to ``protocol`` (a WebSocket)."""
        self.inner = protocol
        self.upgraded = True
        self.head_since = None
        self.guard.watched.discard(self)

    def answered(self) -> None:
        """The server wrote (an answer): the next request's headers are due from now."""
        if not self.upgraded:
            self.head_since, self.head, self.head_bytes = self.guard.clock(), b"", 0

    def check(self, now: float) -> None:
        """Close the connection if its request headers are overdue."""
        if self.head_since is None or self.upgraded or self.transport is None:
            return
        if now - self.head_since < self.guard.header_timeout:
            return
        self.guard.report("header_timeout", self.client)
        self.guard.watched.discard(self)
        self.head_since = None
        self.transport.close()
