"""Live play over one WebSocket per client: its send queue, its guard (rate limit and
bad-message count) and the loop that reads the client's messages."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections import deque
from collections.abc import Awaitable, Callable
from typing import Any

from starlette.types import Message
from starlette.websockets import WebSocket, WebSocketDisconnect, WebSocketState

from spelkast.server import inbound, jsontext, phrases, protocol
from spelkast.server.accounts.sessions import COOKIE, hash_session_id
from spelkast.server.accounts.store import AccountStore
from spelkast.server.db import utcnow
from spelkast.server.errors import RefusedError
from spelkast.server.live import LiveMatch
from spelkast.server.lobby import Lobby
from spelkast.server.settings import Settings

log = logging.getLogger("spelkast.server")


# ------------------------------------------------------------------------ websocket
_TOO_SLOW = "\x00too slow"


#: The rate limit's refusal in each language, for a client that shows the server's words.
SLOW_DOWN: dict[str, str] = {
    "en": "Too many messages at once: wait a moment and try again.",
    "nl": "Te veel berichten tegelijk: wacht even en probeer het opnieuw.",
    "fi": "Liian monta viestiä kerralla: odota hetki ja yritä uudelleen.",
}


class Connection:
    """One WebSocket client: a send queue drained by its own task, so a slow client
    never holds up the match."""

    def __init__(self, websocket: WebSocket, settings: Settings) -> None:
        self.websocket = websocket
        self.seat: int | None = None
        self.hears_people = True
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

    def send(self, message: protocol.ServerMessage) -> None:
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


class _Session:
    """One client's conversation with a match after the socket opened: each client
    message goes to the handler of its type (:data:`HANDLERS`); a handler answers, or
    refuses and says whether the connection has now misbehaved once too often."""

    def __init__(
        self, websocket: WebSocket, lobby: Lobby, settings: Settings, live: LiveMatch
    ) -> None:
        self.websocket = websocket
        self.lobby = lobby
        self.settings = settings
        self.live = live
        self.connection = Connection(websocket, settings)
        self.guard = Guard(settings)
        self.greeted = False
        #: The connection's account is in kid mode (found from the session cookie).
        self.kid = False

    def refuse(
        self,
        code: str,
        message: str,
        id: protocol.MessageId = None,
        *,
        reason: str | None = None,
        words: dict[str, str] | None = None,
    ) -> bool:
        """Send an ``error``; True when the connection should now be closed."""
        stats = self.lobby.stats
        stats.refuse(code)
        if code in _BAD_MESSAGES:
            stats.bad_messages += 1
        self.connection.send(
            protocol.error_message(
                code, message, version=self.live.version, id=id, reason=reason, words=words
            )
        )
        return self.guard.bad()

    async def run(self) -> None:
        """Read and answer messages until the client leaves or must be sent away."""
        while True:
            raw = await self.receive()
            if raw is None or raw["type"] == "websocket.disconnect":
                return
            text = raw.get("text")
            if text is None:
                text = (raw.get("bytes") or b"").decode("utf-8", errors="replace")
            if self.connection.overflowed:
                return
            if len(text) > inbound.CLOSE_OVER_CHARS:
                # No protocol message is this long: say so, then close (1009: too big).
                self.refuse(
                    "too_large",
                    f"messages may be at most {inbound.MAX_MESSAGE_CHARS} characters long",
                )
                await self.connection.close("message too big", code=1009)
                return
            if await self.handle(text):
                break
        await self.connection.close("too many bad messages")
        if self.websocket.application_state == WebSocketState.CONNECTED:
            await self.websocket.close(code=1008, reason="too many bad messages")

    async def receive(self) -> Message | None:
        """The next frame; None when a new client said no hello in time (then closed)."""
        if self.greeted:
            return await self.websocket.receive()
        try:
            return await asyncio.wait_for(self.websocket.receive(), self.settings.hello_timeout)
        except TimeoutError:
            await self.websocket.close(code=1008, reason="no hello")
            return None

    async def handle(self, text: str) -> bool:
        """Answer one message; True when the connection should now be closed."""
        allowed = self.guard.allow()
        try:
            message = inbound.parse_client_message(text)
        except inbound.ProtocolError as error:
            if not allowed:
                return self.refuse("rate_limited", "too many messages; slow down")
            return self.refuse(error.code, error.message)
        if not allowed:
            # answered with the message's own id, so a client waiting for the answer to
            # that request (a hint, a move) hears at once that it was refused
            return self.refuse(
                "rate_limited",
                "too many messages; slow down",
                getattr(message, "id", None),
                words=SLOW_DOWN,
            )
        if not self.greeted and not isinstance(message, inbound.Hello):
            return self.refuse("hello_first", "say hello first (with your seat token, or none)")
        return await HANDLERS[type(message)](self, message)

    async def hello(self, message: inbound.Hello) -> bool:
        live, connection = self.live, self.connection
        seat = None
        if message.token is not None:
            seat = await live.seat_of(message.token)
            if seat is None:
                return self.refuse("bad_token", "that token opens no seat of this match")
        came = not self.greeted
        before = None if came else connection.seat
        connection.seat = seat
        if came:
            live.attach(connection)
            self.greeted = True
        connection.send(protocol.welcome_message(live.id, live.game.info.id, seat))
        connection.deliver(live.state_text(seat, message.since))
        for notice in live.notices:
            connection.send(notice)
        if seat != before:  # a seat's player came, or a connection took another seat
            live.show_presence()
        return False

    async def ping(self, message: inbound.Ping) -> bool:
        self.connection.send(protocol.pong_message(message.id))
        return False

    async def sync(self, message: inbound.Sync) -> bool:
        self.connection.deliver(self.live.state_text(self.connection.seat, message.since))
        return False

    async def resign(self, message: inbound.Resign) -> bool:
        seat = self.connection.seat
        if seat is None:
            return self.refuse("spectator", "spectators cannot resign", message.id)
        try:
            version = await self.live.resign(seat)
        except RefusedError as refused:
            return self.refuse(refused.code, refused.message, message.id)
        self.connection.send(protocol.accepted_message(message.id, version))
        return False

    async def action(self, message: inbound.ActionMessage) -> bool:
        seat = self.connection.seat
        if seat is None:
            return self.refuse("spectator", "spectators cannot act", message.id)
        try:
            version = await self.live.submit(seat, message.version, message.action, message.text)
        except RefusedError as refused:
            abusive = self.refuse(
                refused.code,
                refused.message,
                message.id,
                reason=refused.reason,
                words=refused.words,
            )
            if refused.code == "stale":
                self.connection.deliver(self.live.state_text(seat, message.version))
            return abusive
        self.connection.send(protocol.accepted_message(message.id, version))
        return False

    async def hint(self, message: inbound.HintAsk) -> bool:
        try:
            found = await self.live.ask_hint(self.connection.seat, message.push)
        except RefusedError as refused:
            return self.refuse(refused.code, refused.message, message.id, words=refused.words)
        self.connection.send(
            protocol.hint_message(
                message.id, found["version"], found["seat"], found["hint"], found["used"]
            )
        )
        return False

    async def help(self, message: inbound.HelpAsk) -> bool:
        try:
            found = await self.live.ask_help(self.connection.seat)
        except RefusedError as refused:
            return self.refuse(refused.code, refused.message, message.id, words=refused.words)
        self.connection.send(
            protocol.help_message(
                message.id, found["version"], found["seat"], found["help"], found["used"]
            )
        )
        return False

    async def say(self, message: inbound.Say) -> bool:
        seat = self.connection.seat
        if self.kid:
            return self.refuse(
                "phrases_off", "phrases are off in kid mode", message.id, words=phrases.KID_MODE
            )
        if seat is None:
            return self.refuse(
                "spectator",
                "only a seated player can say a phrase",
                message.id,
                words=phrases.NOT_SEATED,
            )
        if not await self.live.say(seat, message.phrase):
            return self.refuse(
                "phrase_limit",
                "too many phrases; wait a little",
                message.id,
                words=phrases.TOO_MANY,
            )
        self.connection.send(protocol.accepted_message(message.id, self.live.version))
        return False


#: The handler of each client message type.
HANDLERS: dict[type, Callable[[_Session, Any], Awaitable[bool]]] = {
    inbound.Hello: _Session.hello,
    inbound.Ping: _Session.ping,
    inbound.Sync: _Session.sync,
    inbound.Resign: _Session.resign,
    inbound.ActionMessage: _Session.action,
    inbound.HintAsk: _Session.hint,
    inbound.HelpAsk: _Session.help,
    inbound.Say: _Session.say,
}

#: Refusals of a message that is no protocol message at all (counted as bad messages).
_BAD_MESSAGES = frozenset({"malformed", "unknown_type", "invalid", "too_large", "hello_first"})


async def _kid_mode(websocket: WebSocket, lobby: Lobby) -> bool:
    """Whether the socket's session cookie belongs to an account in kid mode."""
    session_id = websocket.cookies.get(COOKIE)
    if not session_id or len(session_id) > 128:
        return False
    store = AccountStore(lobby.store)
    account = await lobby.run(store.session_account, hash_session_id(session_id), utcnow())
    return account is not None and account.kid_mode


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
    session = _Session(websocket, lobby, settings, live)
    session.kid = await _kid_mode(websocket, lobby)
    session.connection.hears_people = not session.kid
    try:
        await session.run()
    except WebSocketDisconnect:
        pass
    finally:
        live.detach(session.connection)
        session.connection.writer.cancel()
