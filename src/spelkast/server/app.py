"""The FastAPI application: the lobby over HTTP and live play over WebSocket."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import json
import logging
import os
import time
from collections import deque
from collections.abc import AsyncIterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Literal

from fastapi import FastAPI, Header, HTTPException, Query, Request, WebSocket, status
from pydantic import BaseModel, ConfigDict, Field
from starlette.websockets import WebSocketDisconnect, WebSocketState

from spelkast.bots.base import available_bots
from spelkast.core.errors import SpelkastError, UnknownGameError
from spelkast.core.registry import all_games, get_game
from spelkast.server import protocol
from spelkast.server.bots import BotPool
from spelkast.server.botsinfo import MEASURED, bots_by_game, load_measured
from spelkast.server.db import default_database_url, is_sqlite, make_engine, normalise_url
from spelkast.server.gamedata import game_data
from spelkast.server.live import LiveMatch, Lobby, RefusedError, Runner
from spelkast.server.migrations import upgrade
from spelkast.server.store import Store
from spelkast.server.webapp_files import mount_webapp

log = logging.getLogger("spelkast.server")


@dataclass(frozen=True, slots=True)
class Settings:
    """How a server runs. Every field has a sensible default."""

    database_url: str | None = None  # None: SQLite in the user's data directory
    bot_workers: int = 1  # processes for bot decisions (0: a thread, for tests)
    rate_per_second: float = 20.0  # client messages per second, sustained
    rate_burst: int = 40  # client messages allowed in a burst
    abuse_errors: int = 30  # bad messages within abuse_window that close a connection
    abuse_window: float = 10.0
    hello_timeout: float = 15.0
    send_queue: int = 256  # messages waiting for a slow client before it is dropped
    bots_measured: str | None = None  # arena reports for /api/bots (None: the shipped file)

    def url(self) -> str:
        return normalise_url(self.database_url or default_database_url())


# --------------------------------------------------------------------------- models
class OptionOut(BaseModel):
    name: str
    kind: Literal["bool", "int", "str"]
    default: bool | int | str
    description: str
    choices: list[str]
    minimum: int | None
    maximum: int | None


class GameOut(BaseModel):
    id: str
    names: dict[str, str]
    min_players: int
    max_players: int
    simultaneous: bool
    hidden_information: bool
    summary: str
    options: list[OptionOut]
    bots: list[str]


class SeatIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    kind: Literal["human", "bot"]
    bot: str | None = Field(default=None, max_length=64, description="bot name for a bot seat")


class CreateMatchIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    game: str = Field(max_length=64)
    seats: list[SeatIn] = Field(min_length=1, max_length=8)
    options: dict[str, bool | int | str] = Field(default_factory=dict, max_length=32)
    seed: int | None = Field(
        default=None,
        ge=0,
        le=2**53 - 1,  # a JSON number every client reads exactly (JavaScript's safe integers)
        description="fixes the shuffle (for tests and replays); normally left out",
    )
    move_seconds: float | None = Field(
        default=None, gt=0, le=86_400, description="move clock: a bot plays when time runs out"
    )


class SeatOut(BaseModel):
    seat: int
    kind: Literal["human", "bot"]
    bot: str | None
    name: str
    open: bool
    connected: int
    deadline: float | None


class MatchOut(BaseModel):
    id: str
    game: str
    game_name: str
    options: dict[str, bool | int | str]
    players: int
    status: Literal["open", "running", "finished"]
    version: int
    move_seconds: float | None
    created_at: str
    seats: list[SeatOut]
    outcome: dict[str, Any] | None
    to_move: list[int] = Field(default_factory=list, description="the seats to move now")
    invite_url: str
    websocket_url: str


class JoinIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(min_length=1, max_length=40)
    seat: int | None = Field(default=None, ge=0, le=7)


class JoinOut(BaseModel):
    seat: int
    token: str = Field(description="the seat's secret; send it in the WebSocket hello")
    match: MatchOut


class HandToBotIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    bot: str = Field(max_length=64)


class HistoryEvent(BaseModel):
    version: int
    seat: int
    action: Any
    text: str
    by: str
    at: float
    words: dict[str, str] | None = Field(
        default=None, description="the move in words per language (en, nl, fi)"
    )
    motion: Any = Field(default=None, description="how a board plays the move back in steps")


class HistoryOut(BaseModel):
    match: MatchOut
    events: list[HistoryEvent]
    views: list[dict[str, Any]] = Field(description="the spectator view after each version")


class GameBotsOut(BaseModel):
    game: str
    names: dict[str, str]
    levels: list[str] = Field(description="the bot levels the game offers, weakest first")
    reports: list[dict[str, Any]] = Field(
        description="arena reports measured for the game, each as `spelkast arena --json` prints"
    )


class HealthOut(BaseModel):
    status: Literal["ok"]
    database: Literal["sqlite", "postgresql"]
    active_matches: int
    actions: int
    bot_moves: int
    clock_moves: int
    bad_messages: int
    refused: dict[str, int]


class ErrorOut(BaseModel):
    detail: str


ERRORS: dict[int | str, dict[str, Any]] = {
    400: {"model": ErrorOut},
    404: {"model": ErrorOut},
    409: {"model": ErrorOut},
}


def game_out(game_id: str) -> GameOut:
    game = get_game(game_id)
    info = game.info
    return GameOut(
        id=info.id,
        names=dict(info.names),
        min_players=info.min_players,
        max_players=info.max_players,
        simultaneous=info.simultaneous,
        hidden_information=info.hidden_information,
        summary=info.summary,
        options=[
            OptionOut(
                name=spec.name,
                kind=spec.kind.__name__,  # type: ignore[arg-type]
                default=spec.default,
                description=spec.description,
                choices=list(spec.choices),
                minimum=spec.minimum,
                maximum=spec.maximum,
            )
            for spec in info.options
        ],
        bots=available_bots(info.id),
    )


def match_out(live: LiveMatch, request: Request) -> MatchOut:
    base = str(request.base_url).rstrip("/")
    ws_base = "ws" + base[4:] if base.startswith("http") else base
    return MatchOut.model_validate(
        {
            **live.summary(),
            "invite_url": f"{base}/match/{live.id}",
            "websocket_url": f"{ws_base}/api/matches/{live.id}/ws",
        }
    )


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
        self.deliver(json.dumps(message))

    async def _write(self) -> None:
        try:
            while True:
                payload = await self.queue.get()
                if payload is None or payload is _TOO_SLOW:
                    # The end: close() was called, or the client did not keep up.
                    await self.websocket.close(code=1008, reason=self.close_reason)
                    return
                await self.websocket.send_text(payload)
        except (WebSocketDisconnect, RuntimeError, OSError):
            return

    async def close(self, reason: str) -> None:
        """Send what is queued, then close the socket (code 1008) saying ``reason``."""
        self.close_reason = reason
        if not self.writer.done():
            # Let queued messages go out, then stop.
            with contextlib.suppress(asyncio.QueueFull):
                self.queue.put_nowait(None)
            with contextlib.suppress(asyncio.TimeoutError, Exception):
                await asyncio.wait_for(self.writer, timeout=1.0)
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
                    seat = live.seat_for_token(message.token)
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
                continue
            if not greeted:
                if refuse("hello_first", "say hello first (with your seat token, or none)"):
                    break
                continue
            if isinstance(message, protocol.Ping):
                connection.send({"type": "pong", "id": message.id})
            elif isinstance(message, protocol.Sync):
                connection.deliver(live.state_text(connection.seat, message.since))
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


# -------------------------------------------------------------------------- the app
def tune_gc() -> None:
    """Collect garbage less often (for a server process; call once at its start).

    A running server keeps many long-lived objects (every match's events); with the
    default thresholds the full collections that walk all of them come often and
    showed up as the slowest updates under load. The young generation is collected
    after 50,000 allocations instead of 700, older ones more rarely."""
    gc.collect()
    gc.freeze()  # what exists at start-up (modules, the app) is never scanned again
    gc.set_threshold(50_000, 50, 100)


def create_app(settings: Settings | None = None) -> FastAPI:
    settings = settings or Settings()
    url = settings.url()
    sqlite = is_sqlite(url)

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        engine = make_engine(url)
        upgrade(engine)
        executor = ThreadPoolExecutor(max_workers=1 if sqlite else 4, thread_name_prefix="db")
        pool = BotPool(settings.bot_workers)
        lobby = Lobby(Store(engine), Runner(executor), pool)
        app.state.lobby = lobby
        resumed = await lobby.resume()
        log.info("spelkast server ready: %d matches resumed (pid %d)", resumed, os.getpid())
        try:
            yield
        finally:
            await lobby.close()
            pool.shutdown()
            executor.shutdown(wait=True)
            engine.dispose()

    app = FastAPI(
        title="spelkast",
        version="1",
        summary="Lobby and live play for Labyrinth, the Labyrinth card game, Sudoku and Träxx.",
        lifespan=lifespan,
    )

    def lobby_of(request: Request) -> Lobby:
        lobby: Lobby = request.app.state.lobby
        return lobby

    async def live_or_404(request: Request, match_id: str) -> LiveMatch:
        live = await lobby_of(request).get(match_id)
        if live is None:
            raise HTTPException(status.HTTP_404_NOT_FOUND, f"there is no match {match_id!r}")
        return live

    @app.get("/api/health", response_model=HealthOut, tags=["server"])
    async def health(request: Request) -> HealthOut:
        lobby = lobby_of(request)
        return HealthOut(
            status="ok",
            database="sqlite" if sqlite else "postgresql",
            active_matches=len(lobby.active()),
            actions=lobby.stats.actions,
            bot_moves=lobby.stats.bot_moves,
            clock_moves=lobby.stats.clock_moves,
            bad_messages=lobby.stats.bad_messages,
            refused=dict(lobby.stats.refused),
        )

    @app.get("/api/games", response_model=list[GameOut], tags=["games"])
    async def list_games() -> list[GameOut]:
        """Every game with its player range, options and bots."""
        return [game_out(game.info.id) for game in all_games()]

    measured: list[dict[str, Any]] | None = None

    @app.get("/api/bots", response_model=list[GameBotsOut], tags=["games"])
    async def list_bots() -> list[dict[str, Any]]:
        """Per game: the bot levels it offers and how strong they measured in the arena
        (the reports of ``spelkast arena --json``; none when nothing was measured)."""
        nonlocal measured
        if measured is None:
            path = Path(settings.bots_measured) if settings.bots_measured else MEASURED
            measured = load_measured(path)
        return bots_by_game(measured)

    @app.get("/api/games/{game_id}", response_model=GameOut, responses=ERRORS, tags=["games"])
    async def one_game(game_id: str) -> GameOut:
        try:
            return game_out(game_id)
        except UnknownGameError as error:
            raise HTTPException(status.HTTP_404_NOT_FOUND, str(error)) from None

    @app.get("/api/games/{game_id}/data", responses=ERRORS, tags=["games"])
    async def one_game_data(game_id: str) -> dict[str, Any]:
        """The game's component data for drawing it (tile shapes, card faces, board
        layout): the same for every match, nothing secret."""
        try:
            get_game(game_id)
        except UnknownGameError as error:
            raise HTTPException(status.HTTP_404_NOT_FOUND, str(error)) from None
        data: dict[str, Any] = game_data(game_id)
        return data

    @app.post(
        "/api/matches",
        response_model=MatchOut,
        status_code=status.HTTP_201_CREATED,
        responses=ERRORS,
        tags=["matches"],
    )
    async def create_match(body: CreateMatchIn, request: Request) -> MatchOut:
        """Create a match. Human seats are open until someone joins them; the game
        starts when the last one is taken (at once when every seat is a bot)."""
        try:
            live = await lobby_of(request).create(
                body.game,
                [(seat.kind, seat.bot) for seat in body.seats],
                dict(body.options),
                seed=body.seed,
                move_seconds=body.move_seconds,
            )
        except UnknownGameError as error:
            raise HTTPException(status.HTTP_404_NOT_FOUND, str(error)) from None
        except RefusedError as refused:
            raise HTTPException(status.HTTP_400_BAD_REQUEST, refused.message) from None
        except SpelkastError as error:
            raise HTTPException(status.HTTP_400_BAD_REQUEST, str(error)) from None
        return match_out(live, request)

    @app.get("/api/matches", response_model=list[MatchOut], tags=["matches"])
    async def list_matches(
        request: Request,
        match_status: Annotated[
            list[Literal["open", "running", "finished"]] | None,
            Query(alias="status", description="repeat to list several; default open+running"),
        ] = None,
        limit: Annotated[int, Query(ge=1, le=500)] = 100,
    ) -> list[MatchOut]:
        lobby = lobby_of(request)
        wanted = tuple(match_status or ("open", "running"))
        stored = await lobby.run(lobby.store.list_matches, wanted, limit)
        out = []
        for item in stored:
            live = await lobby.get(item.id)
            if live is not None:
                out.append(match_out(live, request))
        return out

    @app.get("/api/matches/{match_id}", response_model=MatchOut, responses=ERRORS, tags=["matches"])
    async def get_match(match_id: str, request: Request) -> MatchOut:
        return match_out(await live_or_404(request, match_id), request)

    @app.post(
        "/api/matches/{match_id}/join",
        response_model=JoinOut,
        responses=ERRORS,
        tags=["matches"],
    )
    async def join_match(match_id: str, body: JoinIn, request: Request) -> JoinOut:
        """Take an open seat (the first one unless ``seat`` is given). The answer holds
        the seat's secret token; it is shown only this once."""
        live = await live_or_404(request, match_id)
        try:
            seat, token = await live.join(body.seat, body.name)
        except RefusedError as refused:
            raise HTTPException(status.HTTP_409_CONFLICT, refused.message) from None
        return JoinOut(seat=seat, token=token, match=match_out(live, request))

    @app.post(
        "/api/matches/{match_id}/seats/{seat}/bot",
        response_model=MatchOut,
        responses={**ERRORS, 403: {"model": ErrorOut}},
        tags=["matches"],
    )
    async def hand_to_bot(
        match_id: str,
        seat: int,
        body: HandToBotIn,
        request: Request,
        authorization: Annotated[str | None, Header(description="Bearer <seat token>")] = None,
    ) -> MatchOut:
        """The person in a seat leaves and hands it to a bot (needs that seat's token)."""
        live = await live_or_404(request, match_id)
        token = (authorization or "").removeprefix("Bearer ").strip()
        if not token or live.seat_for_token(token) != seat:
            raise HTTPException(status.HTTP_403_FORBIDDEN, "that seat's token is needed")
        if live.status == "finished":
            raise HTTPException(status.HTTP_409_CONFLICT, "the game is over")
        try:
            await live.hand_to_bot(seat, body.bot)
        except RefusedError as refused:
            raise HTTPException(status.HTTP_400_BAD_REQUEST, refused.message) from None
        return match_out(live, request)

    @app.get(
        "/api/matches/{match_id}/history",
        response_model=HistoryOut,
        responses=ERRORS,
        tags=["matches"],
    )
    async def history(match_id: str, request: Request) -> HistoryOut:
        """Every action and the spectator view after each, for a finished match (while a
        game runs, its history may hold what some seats may not see yet)."""
        live = await live_or_404(request, match_id)
        if live.status != "finished":
            raise HTTPException(status.HTTP_409_CONFLICT, "the history opens when the game ends")
        game = live.game
        state = game.new_initial_state(live.num_players, live.options, live.seed)
        views = [game.view(state, None)]
        for event in live.events:
            state = game.apply(state, event.seat, game.action_from_json(event.action))
            views.append(game.view(state, None))
        return HistoryOut(
            match=match_out(live, request),
            events=[
                HistoryEvent(
                    version=e.version,
                    seat=e.seat,
                    action=e.action,
                    text=e.text,
                    by=e.by,
                    at=e.at,
                    words=e.extra.get("words"),
                    motion=e.extra.get("motion"),
                )
                for e in live.events
            ],
            views=views,
        )

    mount_webapp(app)

    @app.websocket("/api/matches/{match_id}/ws")
    async def socket(websocket: WebSocket, match_id: str) -> None:
        await play_socket(websocket, websocket.app.state.lobby, settings, match_id)

    return app
