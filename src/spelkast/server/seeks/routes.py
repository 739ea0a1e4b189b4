"""The Play now routes: ask for a match (a seek), ask for its state (or wait for it),
cancel it.

Asking answers a seat token, once: it is the seeker's key to the seek (``Authorization:
Bearer <token>``) and, when the seek is paired, the token of its seat in the new match.
Only its hash is stored. Asked while signed in (with the session's CSRF token), the
seek is the account's: it is paired with accounts near its rating and its seat belongs
to the account; otherwise it is paired with other anonymous seekers only.
"""

from __future__ import annotations

import asyncio
import time
from typing import Annotated, Final, Literal

from fastapi import APIRouter, Depends, Header, Query, Request, status
from pydantic import BaseModel, ConfigDict, Field

from spelkast.core.registry import get_game
from spelkast.server.accounts.sessions import SignedChangeDep
from spelkast.server.db import utcnow
from spelkast.server.errors import (
    InvalidError,
    NoSuchSeekError,
    SaidRefusalError,
    TooManyJoinsError,
)
from spelkast.server.models import ERRORS, ErrorOut, Text, check_name
from spelkast.server.routes import ClientLimiter, LobbyDep, client_of, get_join_limiter
from spelkast.server.runtime import new_match_id, new_token
from spelkast.server.seeks.model import MATCHING, WAITING, SeekRow
from spelkast.server.seeks.pairing import window
from spelkast.server.seeks.pool import Seek, SeekPool
from spelkast.server.store import hash_token

#: The move clocks a seeker may choose (seconds per move; None: no clock).
CLOCKS: Final = (30, 60, 120, 300)
#: The longest a request waits for its seek to change (``?wait=``).
LONGEST_WAIT: Final = 25.0
#: How often a waiting request pairs and looks again.
LOOK_EVERY: Final = 0.25

WORDS: Final[dict[str, dict[str, str]]] = {
    "range": {
        "en": "the fewest players may not be more than the most players",
        "nl": "het kleinste aantal spelers mag niet groter zijn dan het grootste",
        "fi": "pienin pelaajamäärä ei saa olla suurinta suurempi",
    },
    "count": {
        "en": "this game is not played by that many players",
        "nl": "dit spel wordt niet met zoveel spelers gespeeld",
        "fi": "tätä peliä ei pelata niin monella pelaajalla",
    },
}


class SeekIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    game: Text = Field(max_length=64)
    min_players: int = Field(default=2, ge=2, le=8)
    max_players: int = Field(default=2, ge=2, le=8)
    move_seconds: Literal[30, 60, 120, 300] | None = Field(
        default=None, description="move clock (seconds per move); a rated pairing needs one"
    )
    allow_bots: bool = Field(default=False, description="bots may fill seats after a wait")
    name: str | None = Field(
        default=None,
        max_length=40,
        description="the name shown (anonymous seekers): 1-40 letters, digits, "
        "punctuation, symbols or spaces",
    )


class SeekOut(BaseModel):
    id: str
    game: str
    status: Literal["waiting", "matching", "paired", "cancelled", "gone"]
    min_players: int
    max_players: int
    move_seconds: int | None
    allow_bots: bool
    signed_in: bool
    waited: float = Field(description="seconds since the seek was made")
    window: float | None = Field(description="the rating gap accepted now (accounts)")
    match_id: str | None
    seat: int | None


class SeekCreatedOut(SeekOut):
    token: str = Field(description="the seek's key and, once paired, the seat's token")


def get_pool(lobby: LobbyDep) -> SeekPool:
    return SeekPool(lobby)


PoolDep = Annotated[SeekPool, Depends(get_pool)]
Bearer = Annotated[str | None, Header(description="Bearer <the seek's token>")]

router = APIRouter(prefix="/api/seeks", tags=["seeks"])


def seek_out(seek: Seek) -> SeekOut:
    waited = max(0.0, (utcnow() - seek.created_at).total_seconds())
    shown = WAITING if seek.status == MATCHING else seek.status
    return SeekOut(
        id=seek.id,
        game=seek.game,
        status=shown,  # type: ignore[arg-type]
        min_players=seek.min_players,
        max_players=seek.max_players,
        move_seconds=seek.move_seconds,
        allow_bots=seek.allow_bots,
        signed_in=seek.account_id is not None,
        waited=round(waited, 1),
        window=window(waited) if seek.account_id is not None else None,
        match_id=seek.match_id if seek.status != MATCHING else None,
        seat=seek.seat if seek.status != MATCHING else None,
    )


@router.post(
    "",
    response_model=SeekCreatedOut,
    status_code=status.HTTP_201_CREATED,
    responses={**ERRORS, 429: {"model": ErrorOut}},
)
async def create_seek(
    body: SeekIn,
    request: Request,
    pool: PoolDep,
    signed: SignedChangeDep,
    limiter: Annotated[ClientLimiter, Depends(get_join_limiter)],
) -> SeekCreatedOut:
    """Look for players: the seek waits in the pool until it is paired into a new match
    (every seat there is taken, so the match starts at once), cancelled, or left
    unasked for 30 seconds. Counts against the client's join limit."""
    wait = limiter.take(client_of(request))
    if wait is not None:
        raise TooManyJoinsError.waiting(wait)
    info = get_game(body.game).info
    if body.name is not None:
        try:
            check_name(body.name)
        except ValueError as error:
            raise InvalidError(str(error)) from None
    if body.min_players > body.max_players:
        raise SaidRefusalError(WORDS["range"])
    if body.min_players > info.max_players or body.max_players < info.min_players:
        raise SaidRefusalError(WORDS["count"])
    now = utcnow()
    token = new_token()
    store = pool.store
    account_id = None if signed is None else signed.account.id
    mu = 25.0 if account_id is None else await pool.lobby.run(store.rating_mu, account_id, info.id)
    name = signed.account.name if signed is not None else (body.name or "")
    row = SeekRow(
        id=new_match_id(),
        token_hash=hash_token(token),
        game=info.id,
        min_players=max(body.min_players, info.min_players),
        max_players=min(body.max_players, info.max_players),
        move_seconds=body.move_seconds,
        allow_bots=body.allow_bots,
        account_id=account_id,
        name=name,
        mu=mu,
        status=WAITING,
        match_id=None,
        seat=None,
        created_at=now,
        seen_at=now,
        changed_at=now,
    )
    seek = await pool.lobby.run(store.add, row)
    await pool.pair(info.id)
    seek = await _look(pool, seek.id, token) or seek
    return SeekCreatedOut(**seek_out(seek).model_dump(), token=token)


async def _look(pool: SeekPool, seek_id: str, token: str) -> Seek | None:
    return await pool.lobby.run(pool.store.seen, seek_id, hash_token(token), utcnow())


def _token(authorization: str | None) -> str:
    token = (authorization or "").removeprefix("Bearer ").strip()
    if not token or len(token) > 128:
        raise NoSuchSeekError
    return token


@router.get("/{seek_id}", response_model=SeekOut, responses=ERRORS)
async def one_seek(
    seek_id: str,
    pool: PoolDep,
    authorization: Bearer = None,
    wait: Annotated[float, Query(ge=0, le=LONGEST_WAIT, allow_inf_nan=False)] = 0.0,
) -> SeekOut:
    """The seek's state (its token in ``Authorization``; 404 for another token). Asking
    pairs the game's pool. ``wait``: answer as soon as the seek is no longer waiting,
    or after that many seconds. A seek nobody asks for in 30 seconds leaves the pool."""
    token = _token(authorization)
    give_up = time.monotonic() + wait
    while True:
        seek = await _look(pool, seek_id, token)
        if seek is None:
            raise NoSuchSeekError
        if seek.status in (WAITING, MATCHING):
            await pool.pair(seek.game)
            seek = await _look(pool, seek_id, token) or seek
        if seek.status not in (WAITING, MATCHING) or time.monotonic() >= give_up:
            return seek_out(seek)
        await asyncio.sleep(LOOK_EVERY)


@router.post("/{seek_id}/cancel", response_model=SeekOut, responses=ERRORS)
async def cancel_seek(seek_id: str, pool: PoolDep, authorization: Bearer = None) -> SeekOut:
    """Stop looking. A seek already paired stays paired (the answer says so, with its
    match and seat)."""
    token = _token(authorization)
    seek = await pool.lobby.run(pool.store.cancel, seek_id, hash_token(token), utcnow())
    if seek is None:
        raise NoSuchSeekError
    return seek_out(seek)
