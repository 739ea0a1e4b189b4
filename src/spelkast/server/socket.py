"""Live play over one WebSocket per client: its send queue, its guard (rate limit and
bad-message count) and the loop that reads the client's messages."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections import deque
from typing import Any

from starlette.websockets import WebSocket, WebSocketDisconnect, WebSocketState

from spelkast.server import jsontext, protocol
from spelkast.server.errors import RefusedError
from spelkast.server.lobby import Lobby
from spelkast.server.settings import Settings

log = logging.getLogger("spelkast.server")


# ------------------------------------------------------------------------ websocket
_TOO_SLOW = "\x00too slow"


class Connection:
    """One WebSocket client: a send queue drained by its own task, so a slow client
    never holds up the match."""

    def __init__(self, websocket: WebSocket, settings: Settings) -> None:
        self.websocket = websocket
        self.seat: int | None = None
        self.queue: asyncio.Queue[str | None] = asyncio.Queue(maxsize=settings.send_queue)
        self.overflowed = False
        self.close_reason = "too slow"  # why the writer closes the socket at the sentinel
        self.close_code = 1008
        self.writer = asyncio.create_task(self._write())

    def deliver(self, payload: str) -> None:
        if self.overflowed:
            return
        try:
            self.queue.put_nowait(payload)
        except asyncio.QueueFull:
            # The client does not keep up: drop what waits and close it (it can reconnect
            # and resync).
            self.overflowed = True
            with contextlib.suppress(asyncio.QueueEmpty):
                while True:
                    self.queue.get_nowait()
            self.queue.put_nowait(_TOO_SLOW)

    def send(self, message: dict[str, Any]) -> None:
        self.deliver(jsontext.dumps(message))

    async def _write(self) -> None:
        try:
            while True:
                payload = await self.queue.get()
                if payload is None or payload is _TOO_SLOW:
                    # The end: close() was called, or the client did not keep up.
                    await self.websocket.close(code=self.close_code, reason=self.close_reason)
                    return
                await self.websocket.send_text(payload)
        except (WebSocketDisconnect, RuntimeError, OSError):
            return

    async def close(self, reason: str, code: int = 1008) -> None:
        """Send what is queued, then close the socket (``code``) saying ``reason``."""
        self.close_reason = reason
        self.close_code = code
        if not self.writer.done():
            # Let queued messages go out, then stop.
            with contextlib.suppress(asyncio.QueueFull):
                self.queue.put_nowait(None)
            try:
                await asyncio.wait_for(self.writer, timeout=1.0)
            except TimeoutError:
                log.info("a WebSocket client did not take its last messages within 1 s")
            except Exception:
                log.exception("a WebSocket writer failed")
            self.writer.cancel()


class Guard:
    """Rate limit (a token bucket) and the count of bad messages on one connection."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.tokens = float(settings.rate_burst)
        self.last = time.monotonic()
        self.errors: deque[float] = deque()

    def allow(self) -> bool:
        now = time.monotonic()
        self.tokens = min(
            float(self.settings.rate_burst),
            self.tokens + (now - self.last) * self.settings.rate_per_second,
        )
        self.last = now
        if self.tokens < 1.0:
            return False
        self.tokens -= 1.0
        return True

    def bad(self) -> bool:
        """Count one bad message; True when the connection should be closed."""
        now = time.monotonic()
        self.errors.append(now)
        while self.errors and self.errors[0] < now - self.settings.abuse_window:
            self.errors.popleft()
        return len(self.errors) >= self.settings.abuse_errors


async def play_socket(
    websocket: WebSocket, lobby: Lobby, settings: Settings, match_id: str
) -> None:
    await websocket.accept()
    live = await lobby.get(match_id)
    if live is None:
        await websocket.send_text(
            json.dumps(protocol.error_message("invalid", f"there is no match {match_id!r}"))
        )
        await websocket.close(code=4404, reason="no such match")
        return
    connection = Connection(websocket, settings)
    guard = Guard(settings)
    greeted = False

    def refuse(code: str, message: str, id: str | int | None = None) -> bool:
        lobby.stats.refuse(code)
        if code in {"malformed", "unknown_type", "invalid", "too_large", "hello_first"}:
            lobby.stats.bad_messages += 1
        connection.send(protocol.error_message(code, message, version=live.version, id=id))
        return guard.bad()

    try:
        while True:
            if greeted:
                raw = await websocket.receive()
            else:
                try:
                    raw = await asyncio.wait_for(websocket.receive(), settings.hello_timeout)
                except TimeoutError:
                    await websocket.close(code=1008, reason="no hello")
                    return
            if raw["type"] == "websocket.disconnect":
                return
            text = raw.get("text")
            if text is None:
                text = (raw.get("bytes") or b"").decode("utf-8", errors="replace")
            if connection.overflowed:
                return
            if len(text) > protocol.CLOSE_OVER_CHARS:
                # No protocol message is this long: say so, then close (1009: too big).
                refuse(
                    "too_large",
                    f"messages may be at most {protocol.MAX_MESSAGE_CHARS} characters long",
                )
                await connection.close("message too big", code=1009)
                return
            if not guard.allow():
                if refuse("rate_limited", "too many messages; slow down"):
                    break
                continue
            try:
                message = protocol.parse_client_message(text)
            except protocol.ProtocolError as error:
                if refuse(error.code, error.message):
                    break
                continue
            if isinstance(message, protocol.Hello):
                seat = None
                if message.token is not None:
                    seat = await live.seat_of(message.token)
                    if seat is None:
                        if refuse("bad_token", "that token opens no seat of this match"):
                            break
                        continue
                connection.seat = seat
                if not greeted:
                    live.attach(connection)
                    greeted = True
                connection.send(
                    {
                        "type": "welcome",
                        "match": live.id,
                        "game": live.game.info.id,
                        "seat": seat,
                        "role": "spectator" if seat is None else "player",
                    }
                )
                connection.deliver(live.state_text(seat, message.since))
                for notice in live.notices:
                    connection.send(notice)
                continue
            if not greeted:
                if refuse("hello_first", "say hello first (with your seat token, or none)"):
                    break
                continue
            if isinstance(message, protocol.Ping):
                connection.send({"type": "pong", "id": message.id})
            elif isinstance(message, protocol.Sync):
                connection.deliver(live.state_text(connection.seat, message.since))
            elif isinstance(message, protocol.Resign):
                if connection.seat is None:
                    if refuse("spectator", "spectators cannot resign", message.id):
                        break
                    continue
                try:
                    version = await live.resign(connection.seat)
                except RefusedError as refused:
                    if refuse(refused.code, refused.message, message.id):
                        break
                    continue
                connection.send({"type": "accepted", "id": message.id, "version": version})
            elif isinstance(message, protocol.ActionMessage):
                if connection.seat is None:
                    if refuse("spectator", "spectators cannot act", message.id):
                        break
                    continue
                try:
                    version = await live.submit(
                        connection.seat, message.version, message.action, message.text
                    )
                except RefusedError as refused:
                    abusive = refuse(refused.code, refused.message, message.id)
                    if refused.code == "stale":
                        connection.deliver(live.state_text(connection.seat, message.version))
                    if abusive:
                        break
                    continue
                connection.send({"type": "accepted", "id": message.id, "version": version})
        await connection.close("too many bad messages")
        if websocket.application_state == WebSocketState.CONNECTED:
            await websocket.close(code=1008, reason="too many bad messages")
    except WebSocketDisconnect:
        pass
    finally:
        live.detach(connection)
        connection.writer.cancel()
