"""The lobby's HTTP routes, as routers. Each route gets what it needs through
dependencies (:func:`get_lobby`, :func:`get_match`, :func:`get_settings`) and raises the
server's own errors (:mod:`spelkast.server.errors`), which carry their HTTP status."""

from __future__ import annotations

import datetime as dt
import time
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Depends, Header, Query, Request, WebSocket, status

from spelkast.core.registry import all_games, get_game
from spelkast.server.accounts.seatkeys import join_with_key
from spelkast.server.accounts.sessions import AccountsDep, SignedChangeDep
from spelkast.server.bots.info import MEASURED, bots_by_game, load_measured
from spelkast.server.daily.guard import history_open as daily_history_open
from spelkast.server.db import is_sqlite, utcnow
from spelkast.server.errors import (
    GameOverRefusedError,
    HistoryClosedError,
    HostKeyNeededError,
    InviteNeededError,
    NoSuchMatchError,
    TokenNeededError,
    TooManyJoinsError,
    TooManyMatchesError,
)
from spelkast.server.events import replay
from spelkast.server.gamedata import game_data
from spelkast.server.hinting import hints_for_new_match, record_meta
from spelkast.server.live import LiveMatch
from spelkast.server.lobby import Lobby
from spelkast.server.matchparts import row_summary
from spelkast.server.models import (
    ERRORS,
    CreatedOut,
    CreateMatchIn,
    ErrorOut,
    GameBotsOut,
    GameOut,
    HandToBotIn,
    HealthOut,
    HintIn,
    HistoryEvent,
    HistoryOut,
    JoinIn,
    JoinOut,
    MatchOut,
    created_out,
    game_out,
    match_out,
    summary_out,
)
from spelkast.server.ratings.queries import RatingQueries
from spelkast.server.ratings.rules import account_needed, check_rated, second_seat
from spelkast.server.runtime import new_token
from spelkast.server.settings import Settings
from spelkast.server.socket import play_socket
from spelkast.server.status import MatchStatus
from spelkast.server.store import hash_token


# ---------------------------------------------------------------------- dependencies
def get_lobby(request: Request) -> Lobby:
    lobby: Lobby = request.app.state.lobby
    return lobby


def get_settings(request: Request) -> Settings:
    settings: Settings = request.app.state.settings
    return settings


async def get_match(match_id: str, lobby: Annotated[Lobby, Depends(get_lobby)]) -> LiveMatch:
    live = await lobby.get(match_id)
    if live is None:
        raise NoSuchMatchError(match_id)
    return live


LobbyDep = Annotated[Lobby, Depends(get_lobby)]
MatchDep = Annotated[LiveMatch, Depends(get_match)]
SettingsDep = Annotated[Settings, Depends(get_settings)]


@dataclass(frozen=True, slots=True)
class HeldSeat:
    """The seat of the match that the request's seat token opens, and the token."""

    seat: int
    token: str


async def get_held_seat(
    live: MatchDep,
    authorization: Annotated[str | None, Header(description="Bearer <seat token>")] = None,
) -> HeldSeat:
    """The seat the ``Authorization: Bearer <seat token>`` header opens (403 without
    one). On a node that holds a copy of the match, a token claimed on another node a
    moment ago is found too (the copy is reloaded when the token opens no seat)."""
    token = (authorization or "").removeprefix("Bearer ").strip()
    seat = await live.seat_of(token) if token else None
    if seat is None:
        raise TokenNeededError
    return HeldSeat(seat, token)


HeldSeatDep = Annotated[HeldSeat, Depends(get_held_seat)]


async def get_path_seat(seat: int, held: HeldSeatDep) -> int:
    """The seat of the path (``/seats/{seat}/…``), when the request's token opens it
    (403 otherwise)."""
    if held.seat != seat:
        raise TokenNeededError
    return seat


PathSeatDep = Annotated[int, Depends(get_path_seat)]


async def get_host(
    live: MatchDep,
    authorization: Annotated[str | None, Header(description="Bearer <creator's key>")] = None,
) -> None:
    """Refuse (403) a request without the key the match's creator was given."""
    key = (authorization or "").removeprefix("Bearer ").strip()
    if not key or not live.is_host(key):
        raise HostKeyNeededError


class ClientLimiter:
    """What one client address may do this often (creating matches, joining): a token
    bucket (``burst`` at once, then ``per_minute``). Keeps the most recent 10,000
    addresses."""

    def __init__(self, per_minute: float, burst: int, keep: int = 10_000) -> None:
        self.rate = per_minute / 60.0
        self.burst = float(burst)
        self.keep = keep
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()

    def take(self, client: str) -> float | None:
        """Take one creation for ``client``; None when allowed, else the seconds until
        the next one is."""
        now = time.monotonic()
        tokens, last = self._buckets.pop(client, (self.burst, now))
        tokens = min(self.burst, tokens + (now - last) * self.rate)
        allowed = tokens >= 1.0
        if allowed:
            tokens -= 1.0
        self._buckets[client] = (tokens, now)
        while len(self._buckets) > self.keep:
            self._buckets.popitem(last=False)
        if allowed:
            return None
        return (1.0 - tokens) / self.rate if self.rate > 0 else float("inf")


def get_limiter(request: Request) -> ClientLimiter:
    limiter: ClientLimiter = request.app.state.creation_limiter
    return limiter


def get_join_limiter(request: Request) -> ClientLimiter:
    limiter: ClientLimiter = request.app.state.join_limiter
    return limiter


def client_of(request: Request) -> str:
    """The client's address (a configured proxy's forwarded one, see docs/server.md)."""
    return request.client.host if request.client else ""


# ------------------------------------------------------------------------- routers
server = APIRouter(prefix="/api", tags=["server"])
games = APIRouter(prefix="/api", tags=["games"])
matches = APIRouter(prefix="/api/matches", tags=["matches"])
sockets = APIRouter()


@server.get("/health", response_model=HealthOut)
async def health(lobby: LobbyDep, settings: SettingsDep) -> HealthOut:
    return HealthOut(
        status="ok",
        database="sqlite" if is_sqlite(settings.url()) else "postgresql",
        active_matches=len(lobby.active()),
        actions=lobby.stats.actions,
        bot_moves=lobby.stats.bot_moves,
        clock_moves=lobby.stats.clock_moves,
        bot_fallbacks=lobby.stats.bot_fallbacks,
        bad_messages=lobby.stats.bad_messages,
        refused=dict(lobby.stats.refused),
    )


@games.get("/games", response_model=list[GameOut])
async def list_games() -> list[GameOut]:
    """Every game with its player range, options and bots."""
    return [game_out(game.info.id) for game in all_games()]


@games.get("/bots", response_model=list[GameBotsOut])
async def list_bots(request: Request, settings: SettingsDep) -> list[dict[str, Any]]:
    """Per game: the bot levels it offers and how strong they measured in the arena
    (the reports of ``spelkast arena --json``; none when nothing was measured)."""
    state = request.app.state
    if getattr(state, "bots_measured", None) is None:
        path = Path(settings.bots_measured) if settings.bots_measured else MEASURED
        state.bots_measured = load_measured(path)
    return bots_by_game(state.bots_measured)


@games.get("/games/{game_id}", response_model=GameOut, responses=ERRORS)
async def one_game(game_id: str) -> GameOut:
    return game_out(game_id)


@games.get("/games/{game_id}/data", responses=ERRORS)
async def one_game_data(game_id: str) -> dict[str, Any]:
    """The game's component data for drawing it (tile shapes, card faces, board
    layout): the same for every match, nothing secret."""
    get_game(game_id)
    data: dict[str, Any] = game_data(game_id)
    return data


@matches.post(
    "",
    response_model=CreatedOut,
    status_code=status.HTTP_201_CREATED,
    responses={**ERRORS, 429: {"model": ErrorOut}},
)
async def create_match(
    body: CreateMatchIn,
    request: Request,
    lobby: LobbyDep,
    limiter: Annotated[ClientLimiter, Depends(get_limiter)],
) -> CreatedOut:
    """Create a match. Human seats are open until someone joins them; the game
    starts when the last one is taken (at once when every seat is a bot). The server
    draws the match's seed itself; nobody sees it before the game is over. The answer
    holds the creator's key and, for a private match, the invite's secret (in
    ``invite_url`` too): both are shown only this once."""
    wait = limiter.take(client_of(request))
    if wait is not None:
        raise TooManyMatchesError.waiting(wait)
    seats = [(seat.kind, seat.bot) for seat in body.seats]
    if body.rated:  # (an unknown game is refused first, as without rated: 404)
        check_rated(get_game(body.game).info.id, seats, body.move_seconds, hot_seat=body.hot_seat)
    hints = body.hints
    if hints is None and body.hot_seat:
        hints = hints_for_new_match(body.game, dict(body.options), seats, None, online=False)
    host_key = new_token()
    invite_secret = new_token() if body.private else None
    live = await lobby.create(
        body.game,
        seats,
        dict(body.options),
        move_seconds=body.move_seconds,
        hints=hints,
        host_hash=hash_token(host_key),
        invite_hash=None if invite_secret is None else hash_token(invite_secret),
        rated=body.rated,
    )
    return created_out(live, request, host_key, invite_secret)


@matches.get("", response_model=list[MatchOut])
async def list_matches(
    request: Request,
    lobby: LobbyDep,
    settings: SettingsDep,
    match_status: Annotated[
        list[Literal["open", "running", "finished"]] | None,
        Query(alias="status", description="repeat to list several; default open+running"),
    ] = None,
    limit: Annotated[int, Query(ge=1, le=500)] = 100,
) -> list[MatchOut]:
    wanted = tuple(match_status or ("open", "running"))
    # An open match nobody joined and a running one nobody moved in for a while are
    # abandoned: they leave the list (the database decides, so every node agrees) but
    # stay reachable by id, and expire later (Settings.open_ttl, idle_ttl).
    now = utcnow()
    touched_since = {
        MatchStatus.OPEN: now - dt.timedelta(seconds=settings.listed_open_for),
        MatchStatus.RUNNING: now - dt.timedelta(seconds=settings.listed_idle_for),
    }
    stored = await lobby.run(lobby.store.list_matches, wanted, limit, touched_since)
    # A match this server holds is listed as it is now; any other from its database
    # row, without loading it (a listing must not leave copies behind that follow
    # every match listed).
    return [
        match_out(live, request)
        if (live := lobby.loaded(item.id)) is not None
        else summary_out(row_summary(item), request)
        for item in stored
    ]


@matches.get("/{match_id}", response_model=MatchOut, responses=ERRORS)
async def one_match(live: MatchDep, request: Request) -> MatchOut:
    return match_out(live, request)


@matches.post(
    "/{match_id}/join",
    response_model=JoinOut,
    responses={**ERRORS, 403: {"model": ErrorOut}, 429: {"model": ErrorOut}},
)
async def join_match(
    body: JoinIn,
    live: MatchDep,
    request: Request,
    limiter: Annotated[ClientLimiter, Depends(get_join_limiter)],
    signed: SignedChangeDep,
    accounts: AccountsDep,
    lobby: LobbyDep,
) -> JoinOut:
    """Take an open seat (the first one unless ``seat`` is given); a private match only
    with its invite's secret (403 without). Every attempt counts against the client's
    join limit (429 with ``Retry-After`` past it). The answer holds the seat's secret
    token; it is shown only this once. Taken while signed in (with the session's CSRF
    token), the seat belongs to the account too and its token is the account's key for
    it, which every device signed in to the account can fetch; a rated match's seats are only for
    signed-in accounts (403 otherwise), one each (409 for a second)."""
    wait = limiter.take(client_of(request))
    if wait is not None:
        raise TooManyJoinsError.waiting(wait)
    if not live.admits(body.invite):
        raise InviteNeededError
    if live.rated:
        if signed is None:
            raise account_needed()
        queries = RatingQueries(lobby.store.engine)
        if await lobby.run(queries.holds_seat, live.id, signed.account.id):
            raise second_seat()
    if signed is None:
        seat, token = await live.join(body.seat, body.name)
    else:
        secret = await accounts.run(accounts.store.secret)
        seat, token = await join_with_key(live, body.seat, body.name, secret, signed.account.id)
        await accounts.run(accounts.store.link_seat, live.id, seat, signed.account.id)
    return JoinOut(seat=seat, token=token, match=match_out(live, request))


@matches.post(
    "/{match_id}/seats/{seat}/free",
    response_model=MatchOut,
    responses={**ERRORS, 403: {"model": ErrorOut}},
    dependencies=[Depends(get_host)],
)
async def free_seat(seat: int, live: MatchDep, request: Request) -> MatchOut:
    """The match's creator (``Authorization: Bearer <creator's key>``) frees a taken
    seat nobody has played from: its token stops working, the seat is open again and
    the match waits for a player; everyone watching gets a ``seat_freed`` notice (409
    once a move was made for the seat or the game is over)."""
    await live.free_seat(seat)
    return match_out(live, request)


@matches.post(
    "/{match_id}/seats/{seat}/bot",
    response_model=MatchOut,
    responses={**ERRORS, 403: {"model": ErrorOut}},
)
async def hand_to_bot(
    seat: PathSeatDep, body: HandToBotIn, live: MatchDep, request: Request
) -> MatchOut:
    """The person in a seat leaves and hands it to a bot (needs that seat's token)."""
    if live.status != "running" and live.status != "open":
        raise GameOverRefusedError
    await live.hand_to_bot(seat, body.bot)
    return match_out(live, request)


@matches.post(
    "/{match_id}/seats/{seat}/resign",
    response_model=MatchOut,
    responses={**ERRORS, 403: {"model": ErrorOut}},
)
async def resign(seat: PathSeatDep, live: MatchDep, request: Request) -> MatchOut:
    """The person in a seat gives up: the match ends at once, with them last (needs
    that seat's token; 409 when the match has not started or is over)."""
    await live.resign(seat)
    return match_out(live, request)


@matches.post("/{match_id}/seats/{seat}/hint", responses=ERRORS)
async def ask_hint(seat: PathSeatDep, live: MatchDep, body: HintIn) -> dict[str, Any]:
    """A hint for the seat to move, from its view (that seat's token; 409 when the match
    shows no hints, 400 when it is not the seat's turn). Labyrinth: ``push`` previews
    one push. Counts the turn (see :mod:`spelkast.server.hinting`)."""
    return await live.ask_hint(seat, body.push)


@matches.post("/{match_id}/seats/{seat}/help", responses=ERRORS)
async def ask_help(seat: PathSeatDep, live: MatchDep) -> dict[str, Any]:
    """A proposal for the seat to move, from its view (as :func:`ask_hint`)."""
    return await live.ask_help(seat)


@matches.get(
    "/{match_id}/history",
    response_model=HistoryOut,
    responses=ERRORS,
    dependencies=[Depends(daily_history_open)],
)
async def history(live: MatchDep, request: Request) -> HistoryOut:
    """Every action and the spectator view after each, and the seed, for a finished
    match (while a game runs, its history may hold what some seats may not see yet)."""
    if live.status != "finished":
        raise HistoryClosedError
    game = live.game
    state = game.new_initial_state(live.num_players, live.options, live.seed)
    views = [game.view(state, None)]
    for event in live.events:
        state = replay(game, state, event)  # an event that is no action changes nothing
        views.append(game.view(state, None))
    return HistoryOut(
        match=match_out(live, request),
        seed=str(live.seed),
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
        **record_meta(live.hints, live.hints_used),
    )


@sockets.websocket("/api/matches/{match_id}/ws")
async def socket(websocket: WebSocket, match_id: str) -> None:
    state = websocket.app.state
    await play_socket(websocket, state.lobby, state.settings, match_id)
