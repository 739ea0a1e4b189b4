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
and again to whoever connects later.

**Shared and durable.** An offer lives in the database (:mod:`spelkast.server.offers`,
table ``rematch_offers``), not in a server process: any node may take any answer, and an
offer outlives a restart. Each change is a guarded write (the row's version must still be
the one read; else read again and redo), so answers racing on several nodes are each
counted once. The rematch's id is chosen with the offer, and the match is stored under
it: when two last acceptances race, the database takes only one match with that id,
so exactly one rematch is made. A node that changes an offer tells its own clients of
the old match and, through the match's news (:mod:`spelkast.server.nodes.fanout`), every other
node's. A token is handed out only to the holder of the old seat's token: the new token
is derived from it (:func:`~spelkast.server.offers.rematch_token`); only its hash is
stored.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Request
from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy.exc import IntegrityError

from spelkast.server.errors import NotNowError
from spelkast.server.live import LiveMatch
from spelkast.server.lobby import Lobby
from spelkast.server.models import ERRORS, ErrorOut
from spelkast.server.offers import Offer, rematch_token, rotated
from spelkast.server.routes import HeldSeatDep, get_lobby, get_match
from spelkast.server.runtime import new_match_id
from spelkast.server.store import hash_token

__all__ = ["Offer", "Rematches", "rotated", "router"]


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
    """Rematch offers, kept in the database (shared by every node)."""

    async def answer(
        self, lobby: Lobby, live: LiveMatch, seat: int, token: str, accept: bool
    ) -> Offer:
        """``seat`` (holding ``token``) offers or accepts (``accept``) or declines a
        rematch of ``live``."""
        if live.status != "finished":
            raise NotNowError("a rematch can be offered once the game is over")
        while True:
            found = await lobby.run(lobby.store.load_offer, live.id)
            version, offer = (0, None) if found is None else (found[0], Offer.from_text(found[1]))
            if offer is not None and offer.complete:
                break  # made (or about to be): the answer holds the seat's new token
            if not accept:
                if offer is None or offer.declined_by is not None:
                    raise NotNowError("there is no rematch offer to decline")
                offer.declined_by = seat
            else:
                if offer is None or offer.declined_by is not None:
                    humans = [s.seat for s in live.seats if s.kind == "human"]
                    offer = Offer(by=seat, humans=humans, match=new_match_id())
                offer.accepted[seat] = hash_token(rematch_token(token, offer.match))
            if await lobby.run(lobby.store.put_offer, live.id, version, offer.to_text()):
                version += 1
                if not offer.complete:
                    live.announce(offer.message(live.id))
                    return offer
                break
        if not offer.made:
            await self._make(lobby, live, offer)
            offer.made = True
            while not await lobby.run(lobby.store.put_offer, live.id, version, offer.to_text()):
                found = await lobby.run(lobby.store.load_offer, live.id)
                assert found is not None  # offers are never deleted (but with their match)
                version, stored = found[0], Offer.from_text(found[1])
                if stored.made:
                    break
            live.announce(offer.message(live.id))
        return offer

    @staticmethod
    async def _make(lobby: Lobby, live: LiveMatch, offer: Offer) -> None:
        """Store the rematch under the offer's id, unless it was stored already (another
        request, on this node or another, got there first)."""
        n = live.num_players
        seats: list[tuple[str, str | None]] = [("human", None)] * n
        claimed: dict[int, tuple[str, str]] = {}
        for old in live.seats:
            new = rotated(old.seat, n)
            if old.kind == "bot":
                seats[new] = ("bot", old.bot)
            else:
                claimed[new] = (old.name, offer.accepted[old.seat])
        try:
            await lobby.create(
                live.game.info.id,
                seats,
                dict(live.options),
                move_seconds=live.move_seconds,
                claimed=claimed,
                match_id=offer.match,
                hints=live.hints,
                host_hash=live.host_hash,  # the same creator, as private as the first
                invite_hash=live.invite_hash,
            )
        except IntegrityError:
            if not await lobby.run(lobby.store.has_match, offer.match):
                raise

    async def out(self, lobby: Lobby, live: LiveMatch, seat: int, token: str) -> RematchOut:
        found = await lobby.run(lobby.store.load_offer, live.id)
        if found is None:
            return RematchOut(
                offered_by=None,
                accepted=[],
                waiting=[],
                declined_by=None,
                new_match=None,
                seat=None,
                token=None,
            )
        offer = Offer.from_text(found[1])
        mine = offer.made and seat in offer.accepted
        return RematchOut(
            offered_by=offer.by,
            accepted=sorted(offer.accepted),
            waiting=offer.waiting,
            declined_by=offer.declined_by,
            new_match=offer.match if offer.made else None,
            seat=rotated(seat, live.num_players) if mine else None,
            token=rematch_token(token, offer.match) if mine else None,
        )


def get_rematches(request: Request) -> Rematches:
    state = request.app.state
    if getattr(state, "rematches", None) is None:
        state.rematches = Rematches()
    rematches: Rematches = state.rematches
    return rematches


router = APIRouter(prefix="/api/matches", tags=["matches"])

_ERRORS = {**ERRORS, 403: {"model": ErrorOut}}


@router.post("/{match_id}/rematch", response_model=RematchOut, responses=_ERRORS)
async def answer_rematch(
    body: RematchIn,
    live: Annotated[LiveMatch, Depends(get_match)],
    lobby: Annotated[Lobby, Depends(get_lobby)],
    rematches: Annotated[Rematches, Depends(get_rematches)],
    held: HeldSeatDep,
) -> RematchOut:
    """Offer a rematch of a finished match, accept the offer, or decline it
    (``accept: false``); with your seat token. Once everyone accepted, the answer holds
    your seat and token in the new match (ask again to get them once more)."""
    await rematches.answer(lobby, live, held.seat, held.token, body.accept)
    return await rematches.out(lobby, live, held.seat, held.token)


@router.get("/{match_id}/rematch", response_model=RematchOut, responses=_ERRORS)
async def rematch_status(
    live: Annotated[LiveMatch, Depends(get_match)],
    lobby: Annotated[Lobby, Depends(get_lobby)],
    rematches: Annotated[Rematches, Depends(get_rematches)],
    held: HeldSeatDep,
) -> RematchOut:
    """The rematch offer of a finished match as your seat sees it (with your new seat
    and token once the rematch was made)."""
    return await rematches.out(lobby, live, held.seat, held.token)
