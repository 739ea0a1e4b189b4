"""Rematch: the same game again, with the same options, players and bots, seats rotated.

One person of a finished match offers (``POST /api/matches/{id}/rematch`` with their
seat token); every other person of the match must accept the same way (bots accept by
themselves); one who declines ends the offer (anyone may offer again). When everyone has
accepted, the server creates the new match (with a seed of its own, as every match) with
every person already in their new seat, and it starts at once. Each person gets their new
seat and token by asking again (the answer to the last acceptance holds it at once).

**Rotation.** Whoever sat in seat ``s`` sits in seat ``s - 1`` (seat 0 goes to the last
seat): with two players they swap, and whoever moved second moves first.

Every change of an offer is told to everyone watching the old match in a ``rematch``
message (who offered, who accepted, who is awaited, who declined, the new match's id),
and again to whoever connects later. Offers live in this server process's memory only:
a restart forgets an offer under way (the new match, once made, is stored like any
other). A token is handed out only to the holder of the old seat's token.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Annotated

from fastapi import APIRouter, Depends, Header, Request
from pydantic import BaseModel, ConfigDict, Field

from spelkast.core.game import JSON
from spelkast.server.errors import MatchStateError, TokenNeededError
from spelkast.server.live import LiveMatch
from spelkast.server.lobby import Lobby
from spelkast.server.models import ERRORS, ErrorOut
from spelkast.server.routes import get_lobby, get_match
from spelkast.server.runtime import new_token
from spelkast.server.store import hash_token

#: How many matches' offers are kept (the oldest are forgotten).
KEEP = 2048


def rotated(seat: int, players: int) -> int:
    """The seat of the rematch of whoever sat in ``seat``."""
    return (seat - 1) % players


@dataclass(slots=True)
class Offer:
    """A rematch offer on one finished match."""

    by: int
    humans: list[int]
    accepted: set[int] = field(default_factory=set)
    declined_by: int | None = None
    match: str | None = None
    tokens: dict[int, str] = field(default_factory=dict)  # old seat -> new token

    @property
    def waiting(self) -> list[int]:
        if self.declined_by is not None or self.match is not None:
            return []
        return [s for s in self.humans if s not in self.accepted]

    def message(self, match_id: str) -> dict[str, JSON]:
        """The public ``rematch`` message (never a token)."""
        return {
            "type": "rematch",
            "match": match_id,
            "offered_by": self.by,
            "accepted": sorted(self.accepted),
            "waiting": self.waiting,
            "declined_by": self.declined_by,
            "new_match": self.match,
        }


class RematchIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    accept: bool = Field(default=True, description="false: decline the offer")


class RematchOut(BaseModel):
    offered_by: int | None = Field(description="the seat that offered (None: no offer)")
    accepted: list[int]
    waiting: list[int] = Field(description="the seats whose answer is awaited")
    declined_by: int | None
    new_match: str | None = Field(description="the rematch, once everyone accepted")
    seat: int | None = Field(description="your seat in the rematch")
    token: str | None = Field(description="your seat token in the rematch (keep it secret)")


class Rematches:
    """The offers of this server process, by match id."""

    def __init__(self) -> None:
        self.offers: OrderedDict[str, Offer] = OrderedDict()
        self.lock = asyncio.Lock()

    async def answer(self, lobby: Lobby, live: LiveMatch, seat: int, accept: bool) -> Offer:
        """``seat`` offers or accepts (``accept``) or declines a rematch of ``live``."""
        if live.status != "finished":
            raise MatchStateError("invalid", "a rematch can be offered once the game is over")
        async with self.lock:
            offer = self.offers.get(live.id)
            if offer is not None and offer.match is not None:
                return offer  # made already: the answer holds the seat's new token
            if not accept:
                if offer is None or offer.declined_by is not None:
                    raise MatchStateError("invalid", "there is no rematch offer to decline")
                offer.declined_by = seat
            else:
                if offer is None or offer.declined_by is not None:
                    humans = [s.seat for s in live.seats if s.kind == "human"]
                    offer = Offer(by=seat, humans=humans)
                    self.offers[live.id] = offer
                    self.offers.move_to_end(live.id)
                    while len(self.offers) > KEEP:
                        self.offers.popitem(last=False)
                offer.accepted.add(seat)
                if not offer.waiting:
                    await self._make(lobby, live, offer)
            self._tell(live, offer)
            return offer

    async def _make(self, lobby: Lobby, live: LiveMatch, offer: Offer) -> None:
        n = live.num_players
        seats: list[tuple[str, str | None]] = [("human", None)] * n
        claimed: dict[int, tuple[str, str]] = {}
        tokens: dict[int, str] = {}
        for old in live.seats:
            new = rotated(old.seat, n)
            if old.kind == "bot":
                seats[new] = ("bot", old.bot)
            else:
                token = new_token()
                tokens[old.seat] = token
                claimed[new] = (old.name, hash_token(token))
        made = await lobby.create(
            live.game.info.id,
            seats,
            dict(live.options),
            move_seconds=live.move_seconds,
            claimed=claimed,
        )
        offer.match = made.id
        offer.tokens = tokens

    @staticmethod
    def _tell(live: LiveMatch, offer: Offer) -> None:
        message = offer.message(live.id)
        live.notices[:] = [n for n in live.notices if n.get("type") != "rematch"]
        live.notices.append(message)
        live.audience.announce(message)

    def out(self, live: LiveMatch, seat: int) -> RematchOut:
        offer = self.offers.get(live.id)
        if offer is None:
            return RematchOut(
                offered_by=None,
                accepted=[],
                waiting=[],
                declined_by=None,
                new_match=None,
                seat=None,
                token=None,
            )
        token = offer.tokens.get(seat)
        return RematchOut(
            offered_by=offer.by,
            accepted=sorted(offer.accepted),
            waiting=offer.waiting,
            declined_by=offer.declined_by,
            new_match=offer.match,
            seat=rotated(seat, live.num_players) if token is not None else None,
            token=token,
        )


def get_rematches(request: Request) -> Rematches:
    state = request.app.state
    if getattr(state, "rematches", None) is None:
        state.rematches = Rematches()
    rematches: Rematches = state.rematches
    return rematches


def _seat_of(live: LiveMatch, authorization: str | None) -> int:
    token = (authorization or "").removeprefix("Bearer ").strip()
    seat = live.seat_for_token(token) if token else None
    if seat is None:
        raise TokenNeededError
    return seat


router = APIRouter(prefix="/api/matches", tags=["matches"])

_ERRORS = {**ERRORS, 403: {"model": ErrorOut}}
Bearer = Annotated[str | None, Header(description="Bearer <seat token of the finished match>")]


@router.post("/{match_id}/rematch", response_model=RematchOut, responses=_ERRORS)
async def answer_rematch(
    body: RematchIn,
    live: Annotated[LiveMatch, Depends(get_match)],
    lobby: Annotated[Lobby, Depends(get_lobby)],
    rematches: Annotated[Rematches, Depends(get_rematches)],
    authorization: Bearer = None,
) -> RematchOut:
    """Offer a rematch of a finished match, accept the offer, or decline it
    (``accept: false``); with your seat token. Once everyone accepted, the answer holds
    your seat and token in the new match (ask again to get them once more)."""
    seat = _seat_of(live, authorization)
    await rematches.answer(lobby, live, seat, body.accept)
    return rematches.out(live, seat)


@router.get("/{match_id}/rematch", response_model=RematchOut, responses=_ERRORS)
async def rematch_status(
    live: Annotated[LiveMatch, Depends(get_match)],
    rematches: Annotated[Rematches, Depends(get_rematches)],
    authorization: Bearer = None,
) -> RematchOut:
    """The rematch offer of a finished match as your seat sees it (with your new seat
    and token once the rematch was made)."""
    return rematches.out(live, _seat_of(live, authorization))
