"""How a server runs: every limit and time in one place, each with a sensible default."""

from __future__ import annotations

from dataclasses import dataclass, field

from spelkast.core.errors import SpelkastError
from spelkast.driver import RetryPolicy
from spelkast.server.db import default_database_url, is_sqlite, normalise_url


class SettingsError(SpelkastError):
    """Settings that cannot work together (the message says why)."""


@dataclass(frozen=True, slots=True)
class Settings:
    """How a server runs. Every field has a sensible default."""

    database_url: str | None = None  # None: SQLite in the user's data directory
    bot_workers: int = 1  # processes for bot decisions (0: a thread, for tests)
    # Decisions of bots bounded by wall time (hard) at once, each in a process of its own
    # (server/bots/lanes.py; None: 32 per bot_workers process; no effect with 0 workers).
    bot_timed_slots: int | None = None
    rate_per_second: float = 20.0  # client messages per second, sustained
    rate_burst: int = 40  # client messages allowed in a burst
    abuse_errors: int = 30  # bad messages within abuse_window that close a connection
    abuse_window: float = 10.0
    hello_timeout: float = 15.0
    send_queue: int = 256  # messages waiting for a slow client before it is dropped
    bots_measured: str | None = None  # arena reports for /api/bots (None: the shipped file)
    create_per_minute: float = 20.0  # matches one client address may create, sustained
    create_burst: int = 20  # ... and at once
    sign_in_per_minute: float = 10.0  # sign-in and sign-up attempts per address (docs/accounts.md)
    sign_in_burst: int = 20  # ... and at once
    open_ttl: float = 24 * 3600.0  # an open match untouched this long expires (seconds)
    idle_ttl: float = 7 * 24 * 3600.0  # a running match untouched this long expires
    listed_open_for: float = 3600.0  # an open match untouched this long leaves the lobby's list
    listed_idle_for: float = 2 * 3600.0  # ... and a running one (both stay reachable by id)
    sweep_seconds: float = 300.0  # how often expiry runs (it also runs at start)
    bot_retry: RetryPolicy = field(default_factory=RetryPolicy)  # failing bots: backoff
    # Several server nodes (docs/server.md, "Deployment"): with a Redis URL this process
    # is one node of many on the same PostgreSQL database (None: the only process).
    redis_url: str | None = None  # redis://host:port/db (SPELKAST_REDIS_URL)
    lease_seconds: float = 5.0  # a match's owner node renews its lease 5 times as often
    # Bot workers (docs/server.md, "Bot workers"). With redis_url, bot decisions go to the
    # bot queue on that Redis, computed by `spelkast bots-worker` processes anywhere; this
    # node's bot_workers processes join the queue (0: none of its own).
    bot_local_after: float = 10.0  # no bot worker alive this long: this node decides itself
    bot_claim_seconds: float = 10.0  # a dead worker's decision is taken over after this
    # The edges (server/edges.py, docs/server.md "Edges"): proxies whose forwarded headers
    # (X-Forwarded-For, X-Forwarded-Proto) are believed (none: the peer is the client),
    # and web origins besides the site's own whose pages may open a WebSocket.
    forwarded_allow_ips: tuple[str, ...] = ()
    # Post-game reviews (server/reviews/): the budget of every search when a request
    # names none (None: the game's default budget).
    review_iterations: int | None = None
    allowed_origins: tuple[str, ...] = ()
    # Connections (server/connguard.py): open at once from one address (0: no cap; a
    # configured proxy's are not counted), and seconds a request's headers and its body
    # may take to arrive.
    connections_per_client: int = 64
    header_timeout: float = 10.0
    body_timeout: float = 10.0
    # Seats one client address may try to take (join), at once and then a minute.
    join_burst: int = 10
    join_per_minute: float = 10.0

    def url(self) -> str:
        return normalise_url(self.database_url or default_database_url())

    def check(self) -> None:
        """Raise :class:`SettingsError` for settings that cannot work together."""
        if self.redis_url and is_sqlite(self.url()):
            raise SettingsError(
                "several server nodes (a Redis URL) need a PostgreSQL database "
                "(--database-url postgresql://...); SQLite serves one process only"
            )
        if self.lease_seconds <= 0:
            raise SettingsError("the lease must last longer than 0 seconds")
        if self.connections_per_client < 0:
            raise SettingsError("the connections per client are 0 (no cap) or more")
        if self.header_timeout <= 0 or self.body_timeout <= 0:
            raise SettingsError("the header and body timeouts must be longer than 0 seconds")
