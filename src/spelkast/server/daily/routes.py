"""The daily challenge's routes: today's challenges (and the signed-in account's
attempts), playing one, and a day's leaderboard (with the day's seeds once it is over).

A daily match is created the way every solo match is (:meth:`Lobby.create` with one
human seat, the game's default options), with the day's seed, no hints, private (never
listed, nobody can join) and its one seat taken at once by whoever asked.
"""

from __future__ import annotations

import datetime as dt
from typing import Annotated

from fastapi import APIRouter, Depends, Query, Request, status
from pydantic import BaseModel, ConfigDict, Field

from spelkast.core.registry import get_game
from spelkast.server.accounts.sessions import AccountsDep, MaybeSignedDep, SignedChangeDep
from spelkast.server.daily.guard import now_of
from spelkast.server.daily.model import (
    ALL_TIME_MIN_DAYS,
    DAILY_GAMES,
    all_time,
    daily_seed,
    day_end,
    day_of,
    places,
)
from spelkast.server.daily.store import DailyStore
from spelkast.server.daily.words import WORDS, share_line
from spelkast.server.errors import NoDayYetError, NotDailyError, PlayedError, TooManyMatchesError
from spelkast.server.models import ERRORS, ErrorOut, MatchOut, Name, match_out
from spelkast.server.routes import ClientLimiter, LobbyDep, client_of, get_limiter
from spelkast.server.runtime import new_match_id, new_token
from spelkast.server.store import hash_token


class DailyAttemptOut(BaseModel):
    match: str
    result: str | None = Field(
        description="None while it runs; scored, late (finished after its day) or left"
    )
    score: float | None
    share: dict[str, str] | None = Field(
        description="the plain-text result line per language, once the attempt is scored"
    )


class DailyChallengeOut(BaseModel):
    game: str
    attempt: DailyAttemptOut | None = Field(description="the signed-in account's attempt today")


class DailyOut(BaseModel):
    day: str = Field(description="today, UTC (YYYY-MM-DD)")
    ends_at: str = Field(description="when today's challenges end (midnight UTC)")
    signed_in: bool
    challenges: list[DailyChallengeOut]


class DailyPlayIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: Name = Field(description="the seat's name when not signed in")


class DailyPlayOut(BaseModel):
    day: str
    game: str
    scored: bool = Field(description="the account's scored attempt (false: anonymous)")
    seat: int
    token: str = Field(description="the seat's secret; send it in the WebSocket hello")
    match: MatchOut


class DailyPlaceOut(BaseModel):
    place: int
    name: str
    score: float


class DailyBoardOut(BaseModel):
    day: str
    game: str
    over: bool = Field(description="the day is over")
    seed: str | None = Field(description="the day's seed (decimal), once the day is over")
    standings: list[DailyPlaceOut]


class DailyAllTimePlaceOut(BaseModel):
    place: int
    name: str
    points: float = Field(description="average day's points (share of players beaten, 0-100)")
    days: int


class DailyAllTimeOut(BaseModel):
    game: str
    min_days: int = Field(description="only accounts with at least this many scored days")
    standings: list[DailyAllTimePlaceOut]


router = APIRouter(prefix="/api/daily", tags=["daily"])

DAY_PATTERN = r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"


def _store(lobby: LobbyDep) -> DailyStore:
    return DailyStore(lobby.store.engine)


StoreDep = Annotated[DailyStore, Depends(_store)]


def daily_game(game_id: str) -> str:
    """The path's game, when it has a daily challenge (404 otherwise: checked before the
    body is read)."""
    game = get_game(game_id).info.id  # an unknown game: 404 as everywhere
    if game not in DAILY_GAMES:
        raise NotDailyError(WORDS["not_daily"])
    return game


@router.get("", response_model=DailyOut)
async def today(
    request: Request, lobby: LobbyDep, store: StoreDep, signed: MaybeSignedDep
) -> DailyOut:
    """Today's challenges and, when signed in, the account's attempt at each."""
    day = day_of(now_of(request))
    attempts = {}
    if signed is not None:
        for game in DAILY_GAMES:
            await lobby.run(store.settle, day.isoformat(), game)
        found = await lobby.run(store.attempts, day.isoformat(), signed.account.id)
        attempts = {a.game: a for a in found}
    return DailyOut(
        day=day.isoformat(),
        ends_at=day_end(day).isoformat(),
        signed_in=signed is not None,
        challenges=[
            DailyChallengeOut(
                game=game,
                attempt=None
                if (a := attempts.get(game)) is None
                else DailyAttemptOut(
                    match=a.match_id,
                    result=a.result,
                    score=a.score,
                    share=share_line(dict(get_game(game).info.names), day.isoformat(), a.score)
                    if a.result == "scored" and a.score is not None
                    else None,
                ),
            )
            for game in DAILY_GAMES
        ],
    )


@router.post(
    "/{game_id}/play",
    response_model=DailyPlayOut,
    status_code=status.HTTP_201_CREATED,
    responses={**ERRORS, 409: {"model": ErrorOut}, 429: {"model": ErrorOut}},
)
async def play(
    game: Annotated[str, Depends(daily_game)],
    body: DailyPlayIn,
    request: Request,
    lobby: LobbyDep,
    store: StoreDep,
    signed: SignedChangeDep,
    accounts: AccountsDep,
    limiter: Annotated[ClientLimiter, Depends(get_limiter)],
) -> DailyPlayOut:
    """Play today's challenge of a game alone. Signed in (with the CSRF token) it is the
    account's one scored attempt of the day (409 for a second); anonymous play is never
    ranked. Counts against the client's match-creation limit."""
    wait = limiter.take(client_of(request))
    if wait is not None:
        raise TooManyMatchesError.waiting(wait)
    day = day_of(now_of(request))
    account_id = None if signed is None else signed.account.id
    name = body.name if signed is None else signed.account.name
    match_id = new_match_id()
    if not await lobby.run(store.add, match_id, day, game, account_id):
        raise PlayedError(WORDS["played"])
    secret = await lobby.run(store.secret)
    token = new_token()
    try:
        live = await lobby.create(
            game,
            [("human", None)],
            {},
            claimed={0: (name, hash_token(token))},
            match_id=match_id,
            hints=False,
            invite_hash=hash_token(new_token()),  # private: listed nowhere, joined by nobody
            seed=daily_seed(secret, day, game),
        )
    except BaseException:
        await lobby.run(store.drop, match_id)
        raise
    if signed is not None:
        await accounts.run(accounts.store.link_seat, live.id, 0, signed.account.id)
    return DailyPlayOut(
        day=day.isoformat(),
        game=game,
        scored=signed is not None,
        seat=0,
        token=token,
        match=match_out(live, request),
    )


@router.get("/{game_id}/leaderboard", response_model=DailyBoardOut, responses=ERRORS)
async def leaderboard(
    game: Annotated[str, Depends(daily_game)],
    request: Request,
    lobby: LobbyDep,
    store: StoreDep,
    day: Annotated[str | None, Query(pattern=DAY_PATTERN, description="YYYY-MM-DD")] = None,
    limit: Annotated[int, Query(ge=1, le=200)] = 50,
) -> DailyBoardOut:
    """A day's leaderboard (default today): accounts' scored attempts, best first, ties
    sharing a place; kid-mode accounts are never listed. Once the day is over its seed
    is shown too."""
    now = now_of(request)
    today = day_of(now)
    try:
        wanted = today if day is None else dt.date.fromisoformat(day)
    except ValueError:
        raise NoDayYetError(WORDS["day"]) from None
    if wanted > today:
        raise NoDayYetError(WORDS["day"])
    await lobby.run(store.settle, wanted.isoformat(), game)
    entries = await lobby.run(store.leaderboard, wanted.isoformat(), game, limit)
    over = now >= day_end(wanted)
    seed = str(daily_seed(await lobby.run(store.secret), wanted, game)) if over else None
    ranks = places([e.score for e in entries])
    return DailyBoardOut(
        day=wanted.isoformat(),
        game=game,
        over=over,
        seed=seed,
        standings=[
            DailyPlaceOut(place=rank, name=e.name, score=e.score)
            for rank, e in zip(ranks, entries, strict=True)
        ],
    )


@router.get("/{game_id}/alltime", response_model=DailyAllTimeOut, responses=ERRORS)
async def all_time_leaderboard(
    game: Annotated[str, Depends(daily_game)],
    lobby: LobbyDep,
    store: StoreDep,
    limit: Annotated[int, Query(ge=1, le=200)] = 50,
) -> DailyAllTimeOut:
    """The all-time leaderboard: per account the average over its scored days of the
    share of that day's other players it beat (ties half; alone: 100), for accounts with
    at least ``min_days`` scored days; equal averages share a place."""
    await lobby.run(store.settle, None, game)
    standings = all_time(await lobby.run(store.scored_days, game), ALL_TIME_MIN_DAYS)[:limit]
    ranks = places([points for _, points, _ in standings])
    return DailyAllTimeOut(
        game=game,
        min_days=ALL_TIME_MIN_DAYS,
        standings=[
            DailyAllTimePlaceOut(place=rank, name=name, points=points, days=days)
            for rank, (name, points, days) in zip(ranks, standings, strict=True)
        ],
    )
