"""The server's edges: what a request may be before the app reads it, and what every
answer carries. One ASGI middleware around the whole app (:class:`Edges`) and the options
uvicorn is started with (:func:`uvicorn_options`); docs/server.md, "Edges", says each
number and what a reverse proxy in front should add."""

from __future__ import annotations

import asyncio
import functools
import json
import logging
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any, Final
from urllib.parse import urlsplit

from spelkast.server.connguard import ConnectionGuard, GuardedHttp, default_total
from spelkast.server.inbound import TRANSPORT_MAX_BYTES
from spelkast.server.settings import Settings

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

log = logging.getLogger("spelkast.server.edges")

#: Largest request body (bytes). The largest legitimate one, creating a match with eight
#: bot seats and every option, is under 3 KB; no route takes more.
MAX_BODY_BYTES: Final = 8192

#: The page loads its one script and stylesheet from this origin and talks only to it.
#: Style attributes are allowed (the boards colour seats with ``style="…"``); style
#: elements, like scripts, only from files. ``data:`` images: the favicon drawn on a turn.
CONTENT_SECURITY_POLICY: Final = "; ".join(
    (
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "style-src-attr 'unsafe-inline'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    )
)
SECURITY_HEADERS: Final = (
    (b"content-security-policy", CONTENT_SECURITY_POLICY.encode()),
    (b"x-content-type-options", b"nosniff"),
    (b"x-frame-options", b"DENY"),
    (b"referrer-policy", b"no-referrer"),
)


def uvicorn_options(settings: Settings) -> dict[str, Any]:
    """The options uvicorn runs the app with (besides host, port and logging): its HTTP
    protocol behind the connection guard (:mod:`spelkast.server.connguard`)."""
    from uvicorn.protocols.http.auto import AutoHTTPProtocol

    guard = ConnectionGuard(
        per_client=settings.connections_per_client,
        header_timeout=settings.header_timeout,
        total=default_total(),
        exempt=settings.forwarded_allow_ips,
    )
    return {
        "http": functools.partial(GuardedHttp, guard, AutoHTTPProtocol),
        "ws_max_size": TRANSPORT_MAX_BYTES,
        # Forwarded headers are believed only from the configured proxies.
        "proxy_headers": bool(settings.forwarded_allow_ips),
        "forwarded_allow_ips": list(settings.forwarded_allow_ips),
        "timeout_keep_alive": 5,  # an idle kept-alive connection closes after 5 s
    }


class BodyTooLargeError(Exception):
    """A request body went over :data:`MAX_BODY_BYTES` while it was read."""


class Edges:
    """Around the app: request bodies capped before they are read, ``HEAD`` answered as
    ``GET`` without the body, the security headers on every answer, and a WebSocket
    from another site's page refused before it is accepted."""

    def __init__(self, app: ASGIApp, settings: Settings) -> None:
        self.app = app
        self.origins = frozenset(origin.rstrip("/") for origin in settings.allowed_origins)
        self.body_timeout = settings.body_timeout

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "websocket":
            if not self._origin_allowed(scope):
                log.info("a WebSocket from another site's page was refused")
                await send({"type": "websocket.close", "code": 1008})
                return
            await self.app(scope, receive, send)
            return
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        send = _with_headers(send)
        if scope["method"] == "HEAD":
            scope = dict(scope, method="GET")
            send = _without_body(send)
        length = _header(scope, b"content-length")
        if length is not None and (not length.isdigit() or int(length) > MAX_BODY_BYTES):
            await _too_large(send)
            return
        try:
            async with asyncio.timeout(self.body_timeout):
                body = await _read_capped(receive)
        except BodyTooLargeError:
            await _too_large(send)
            return
        except TimeoutError:
            client = scope.get("client") or ("unknown",)
            log.warning(
                "body timeout: %s sent no complete request body within %g s; answered 408",
                client[0],
                self.body_timeout,
            )
            await _refuse(send, 408, f"request body too slow (at most {self.body_timeout:g} s)")
            return
        await self.app(scope, _replay(body, receive), send)

    def _origin_allowed(self, scope: Scope) -> bool:
        origin = _header(scope, b"origin")
        if origin is None:  # not a browser (the terminal, a bot)
            return True
        origin = origin.rstrip("/")
        if origin in self.origins:
            return True
        parts = urlsplit(origin)
        host = _header(scope, b"host")
        return parts.scheme in ("http", "https") and host is not None and parts.netloc == host


def _header(scope: Scope, name: bytes) -> str | None:
    for key, value in scope["headers"]:
        if key == name:
            text: str = value.decode("latin-1")
            return text
    return None


async def _read_capped(receive: Receive) -> bytes:
    """The whole body, raising :class:`BodyTooLargeError` as soon as it is longer than the
    cap (the rest is never read)."""
    body = b""
    while True:
        message = await receive()
        if message["type"] != "http.request":
            return body
        body += bytes(message.get("body", b""))
        if len(body) > MAX_BODY_BYTES:
            raise BodyTooLargeError
        if not message.get("more_body", False):
            return body


def _replay(body: bytes, receive: Receive) -> Receive:
    """``receive`` for the app: the body read already, then the connection's own."""
    sent = False

    async def replayed() -> Message:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return replayed


async def _too_large(send: Send) -> None:
    await _refuse(send, 413, f"request body too large (at most {MAX_BODY_BYTES} bytes)")


async def _refuse(send: Send, status: int, detail: str) -> None:
    """Answer ``status`` with ``detail`` and close the connection (the rest of the body
    is never read)."""
    body = json.dumps({"detail": detail}).encode()
    headers = [
        (b"content-type", b"application/json"),
        (b"content-length", str(len(body)).encode()),
        (b"connection", b"close"),  # the rest of the body is never read
    ]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


def _with_headers(send: Send) -> Send:
    async def sending(message: Message) -> None:
        if message["type"] == "http.response.start":
            present = {key.lower() for key, _ in message.get("headers", ())}
            extra = [(key, value) for key, value in SECURITY_HEADERS if key not in present]
            message["headers"] = [*message.get("headers", ()), *extra]
        await send(message)

    return sending


def _without_body(send: Send) -> Send:
    async def sending(message: Message) -> None:
        if message["type"] == "http.response.body":
            if message.get("more_body", False):
                return
            message = {"type": "http.response.body", "body": b"", "more_body": False}
        await send(message)

    return sending
