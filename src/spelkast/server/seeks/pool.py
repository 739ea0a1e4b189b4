"""The seek pool in the database, and turning its groups into matches.

Every node pairs from the same ``seeks`` table, so a seeker may ask any node. Pairing a
game runs when one of its seekers asks for its seek (creating it, or asking its state):

1. In one transaction, the node takes the game's pairing lock: on PostgreSQL the
   transaction-level advisory lock of the game (``pg_try_advisory_xact_lock``; a node
   that does not get it leaves the pairing to the node that holds it), on SQLite (one
   node only) a lock in the process. It drops seeks nobody asked for in
   :data:`STALE_AFTER` seconds, locks the game's waiting seeks (``SELECT … FOR UPDATE``,
   which holds off a cancel until the transaction ends), pairs them
   (:func:`~spelkast.server.seeks.pairing.pair`) and marks each group's seeks
   ``matching`` with the new match's id and their seats. Each mark is guarded by
   ``status = 'waiting'``: when one fails, nothing of the transaction is kept.
2. After the commit, it creates each match through the lobby, with every seat already
   claimed by its seeker's token hash (so the match starts as a lobby match whose last
   seat was taken), links account seats to their accounts, and marks the seeks
   ``paired``. A match that cannot be created puts its seeks back to waiting; a claim
   left ``matching`` for :data:`LOST_AFTER` seconds (its node died) does too.

A seek is therefore in at most one match: the only way out of ``waiting`` is a guarded
update under the game's lock.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import logging
import threading
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

from sqlalchemy import select, text, update
from sqlalchemy.engine import Engine
from sqlalchemy.orm import Session

from spelkast.server.accounts.store import AccountStore
from spelkast.server.db import RatingRow, utcnow
from spelkast.server.lobby import Lobby
from spelkast.server.ratings.bots import BOT_MU
from spelkast.server.ratings.model import NEW
from spelkast.server.runtime import new_match_id
from spelkast.server.seeks.model import CANCELLED, GONE, MATCHING, PAIRED, WAITING, SeekRow
from spelkast.server.seeks.pairing import Group, Seeker, pair

log = logging.getLogger("spelkast.server.seeks")

#: A waiting seek nobody asked for in this many seconds leaves the pool.
STALE_AFTER: Final = 30.0
#: A claim still ``matching`` after this many seconds goes back to waiting.
LOST_AFTER: Final = 60.0

_SQLITE_PAIRING = threading.Lock()


def _aware(moment: dt.datetime) -> dt.datetime:
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=dt.UTC)


def _lock_key(game: str) -> int:
    digest = hashlib.sha256(f"spelkast seeks {game}".encode()).digest()
    return int.from_bytes(digest[:8], "big", signed=True)


@dataclass(frozen=True, slots=True)
class Seek:
    """A seek as its seeker sees it."""

    id: str
    game: str
    min_players: int
    max_players: int
    move_seconds: int | None
    allow_bots: bool
    account_id: str | None
    mu: float
    status: str
    match_id: str | None
    seat: int | None
    created_at: dt.datetime


def _seek(row: SeekRow) -> Seek:
    return Seek(
        id=row.id,
        game=row.game,
        min_players=row.min_players,
        max_players=row.max_players,
        move_seconds=row.move_seconds,
        allow_bots=row.allow_bots,
        account_id=row.account_id,
        mu=row.mu,
        status=row.status,
        match_id=row.match_id,
        seat=row.seat,
        created_at=_aware(row.created_at),
    )


def _seeker(row: SeekRow) -> Seeker:
    return Seeker(
        id=row.id,
        game=row.game,
        min_players=row.min_players,
        max_players=row.max_players,
        move_seconds=row.move_seconds,
        account=row.account_id is not None,
        mu=row.mu,
        allow_bots=row.allow_bots,
        since=_aware(row.created_at),
    )


@dataclass(frozen=True, slots=True)
class Claimed:
    """A group claimed for a new match: per seat, the seeker's name, token hash and
    account."""

    match_id: str
    game: str
    move_seconds: int | None
    seats: list[tuple[str, str, str | None]]
    bots: tuple[str, ...]
    seek_ids: list[str]


class SeekStore:
    """The ``seeks`` table (every call runs in the lobby's database thread)."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.postgres = engine.dialect.name == "postgresql"

    def rating_mu(self, account_id: str, game: str) -> float:
        with Session(self.engine) as session:
            mu = session.scalar(
                select(RatingRow.mu).where(
                    RatingRow.account_id == account_id, RatingRow.game == game
                )
            )
            return NEW.mu if mu is None else float(mu)

    def add(self, row: SeekRow) -> Seek:
        """Store a new waiting seek; an account's earlier waiting seeks are cancelled
        (one account waits once, so it is never paired with itself)."""
        with Session(self.engine) as session, session.begin():
            if row.account_id is not None:
                session.execute(
                    update(SeekRow)
                    .where(SeekRow.account_id == row.account_id, SeekRow.status == WAITING)
                    .values(status=CANCELLED, changed_at=row.created_at)
                )
            session.add(row)
            session.flush()
            return _seek(row)

    def seen(self, seek_id: str, token_hash: str, now: dt.datetime) -> Seek | None:
        """The seek its token opens (None: no such seek, or another token), noting that
        its seeker is still there."""
        with Session(self.engine) as session, session.begin():
            row = session.get(SeekRow, seek_id)
            if row is None or row.token_hash != token_hash:
                return None
            if row.status == WAITING:
                session.execute(update(SeekRow).where(SeekRow.id == seek_id).values(seen_at=now))
            return _seek(row)

    def cancel(self, seek_id: str, token_hash: str, now: dt.datetime) -> Seek | None:
        """Cancel a waiting seek; a seek already claimed or paired stays as it is
        (the answer says which)."""
        with Session(self.engine) as session, session.begin():
            session.execute(
                update(SeekRow)
                .where(
                    SeekRow.id == seek_id,
                    SeekRow.token_hash == token_hash,
                    SeekRow.status == WAITING,
                )
                .values(status=CANCELLED, changed_at=now)
            )
        with Session(self.engine) as session:
            row = session.get(SeekRow, seek_id)
            if row is None or row.token_hash != token_hash:
                return None
            return _seek(row)

    def claim(self, game: str, now: dt.datetime, bot_levels: Mapping[str, float]) -> list[Claimed]:
        """Pair the game's waiting seeks and claim each group (see the module's notes).
        Empty when another node is pairing the game right now."""
        if self.postgres:
            return self._claim(game, now, bot_levels)
        if not _SQLITE_PAIRING.acquire(blocking=False):
            return []
        try:
            return self._claim(game, now, bot_levels)
        finally:
            _SQLITE_PAIRING.release()

    def _claim(self, game: str, now: dt.datetime, bot_levels: Mapping[str, float]) -> list[Claimed]:
        with Session(self.engine) as session, session.begin():
            if self.postgres:
                got = session.scalar(
                    text("SELECT pg_try_advisory_xact_lock(:key)"), {"key": _lock_key(game)}
                )
                if not got:
                    return []
            session.execute(
                update(SeekRow)
                .where(
                    SeekRow.game == game,
                    SeekRow.status == WAITING,
                    SeekRow.seen_at < now - dt.timedelta(seconds=STALE_AFTER),
                )
                .values(status=GONE, changed_at=now)
            )
            session.execute(
                update(SeekRow)
                .where(
                    SeekRow.game == game,
                    SeekRow.status == MATCHING,
                    SeekRow.changed_at < now - dt.timedelta(seconds=LOST_AFTER),
                )
                .values(status=WAITING, match_id=None, seat=None, seen_at=now, changed_at=now)
            )
            rows = list(
                session.scalars(
                    select(SeekRow)
                    .where(SeekRow.game == game, SeekRow.status == WAITING)
                    .order_by(SeekRow.created_at, SeekRow.id)
                    .with_for_update()
                )
            )
            by_id = {row.id: row for row in rows}
            claimed = []
            for group in pair([_seeker(row) for row in rows], now, bot_levels):
                claimed.append(self._mark(session, group, by_id, now))
            return claimed

    def _mark(
        self, session: Session, group: Group, by_id: dict[str, SeekRow], now: dt.datetime
    ) -> Claimed:
        match_id = new_match_id()
        seats = []
        for seat, seeker in enumerate(group.seekers):
            row = by_id[seeker.id]
            done = session.execute(
                update(SeekRow)
                .where(SeekRow.id == seeker.id, SeekRow.status == WAITING)
                .values(status=MATCHING, match_id=match_id, seat=seat, changed_at=now)
            )
            if done.rowcount != 1:  # type: ignore[attr-defined]
                raise _RacedError
            seats.append((row.name, row.token_hash, row.account_id))
        first = group.seekers[0]
        return Claimed(
            match_id=match_id,
            game=first.game,
            move_seconds=first.move_seconds,
            seats=seats,
            bots=group.bots,
            seek_ids=[s.id for s in group.seekers],
        )

    def settle(self, seek_ids: list[str], paired: bool, now: dt.datetime) -> None:
        """Mark claimed seeks paired, or put them back to waiting."""
        with Session(self.engine) as session, session.begin():
            claimed = update(SeekRow).where(SeekRow.id.in_(seek_ids), SeekRow.status == MATCHING)
            if paired:
                session.execute(claimed.values(status=PAIRED, changed_at=now))
            else:
                session.execute(
                    claimed.values(
                        status=WAITING, match_id=None, seat=None, seen_at=now, changed_at=now
                    )
                )


class _RacedError(Exception):
    """A seek left ``waiting`` while it was being claimed: the claim is undone."""


class SeekPool:
    """Pairs a game's seekers and makes their matches through the lobby."""

    def __init__(self, lobby: Lobby) -> None:
        self.lobby = lobby
        self.store = SeekStore(lobby.store.engine)

    async def pair(self, game: str) -> int:
        """Pair what can be paired in ``game`` now; returns how many matches were made."""
        levels = BOT_MU.get(game, {})
        try:
            claimed = await self.lobby.run(self.store.claim, game, utcnow(), levels)
        except _RacedError:
            return 0  # a seeker cancelled meanwhile: the next ask pairs again
        made = 0
        for group in claimed:
            made += await self._start(group)
        return made

    async def _start(self, group: Claimed) -> int:
        seats = [("human", None)] * len(group.seats) + [("bot", b) for b in group.bots]
        rated = group.move_seconds is not None and all(a for _, _, a in group.seats)
        try:
            await self.lobby.create(
                group.game,
                seats,
                {},
                move_seconds=None if group.move_seconds is None else float(group.move_seconds),
                claimed={i: (name, token) for i, (name, token, _) in enumerate(group.seats)},
                match_id=group.match_id,
                rated=rated,
            )
        except Exception:
            log.exception("a Play now match could not be made; its seekers wait again")
            await self.lobby.run(self.store.settle, group.seek_ids, False, utcnow())
            return 0
        for seat, (_, _, account_id) in enumerate(group.seats):
            if account_id is not None:
                await self.lobby.run(self._link, group.match_id, seat, account_id)
        await self.lobby.run(self.store.settle, group.seek_ids, True, utcnow())
        return 1

    def _link(self, match_id: str, seat: int, account_id: str) -> None:
        AccountStore(self.lobby.store).link_seat(match_id, seat, account_id)
