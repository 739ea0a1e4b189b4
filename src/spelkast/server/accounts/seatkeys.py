"""Seats that open on every device where their account is signed in.

A seat taken while signed in gets, instead of a random token, a key derived from the
server's secret, the account, the match and the seat: any node can make it again for a
signed-in account without storing it anywhere (the seat keeps only the key's hash, as
for every token). A seat attached to the account from before signing in keeps the random
token only the browser that took it holds."""

from __future__ import annotations

import base64
import secrets

from spelkast.server.errors import SeatUnavailableError
from spelkast.server.live import LiveMatch
from spelkast.server.secret import derive
from spelkast.server.store import hash_token

LABEL = "spelkast seat key"


def seat_key(secret: bytes, account_id: str, match_id: str, seat: int) -> str:
    """The key of ``seat`` of ``match_id`` for the account (as long as a random token)."""
    digest = derive(secret, LABEL, account_id, match_id, str(seat))
    return base64.urlsafe_b64encode(digest).rstrip(b"=").decode("ascii")


def opens(key: str, token_hash: str | None) -> bool:
    """Whether ``key`` is the key whose hash the seat holds."""
    return token_hash is not None and secrets.compare_digest(hash_token(key), token_hash)


async def join_with_key(
    live: LiveMatch, seat: int | None, name: str, secret: bytes, account_id: str
) -> tuple[int, str]:
    """Take ``seat`` (or the first open human seat) with the account's key for it; when
    the open seat seen here was taken a moment earlier (by a join on another node), the
    next open one. Refuses as a join does when no seat is left."""
    if seat is not None:
        key = seat_key(secret, account_id, live.id, seat)
        return await live.claim(seat, name, hash_token(key)), key
    candidates = [s.seat for s in live.seats if s.open]
    if not candidates:
        raise SeatUnavailableError("this match has no open seat")
    for number in candidates:
        key = seat_key(secret, account_id, live.id, number)
        try:
            return await live.claim(number, name, hash_token(key)), key
        except SeatUnavailableError:
            if number == candidates[-1]:
                raise
    raise AssertionError("unreachable: the last candidate returns or raises")
