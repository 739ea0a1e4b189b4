"""Every read and write of the server database.

The methods are synchronous (SQLAlchemy sessions are not shared between threads); the
live layer runs them in a worker thread. Writes that matter for correctness are guarded
in SQL, not only in memory: an action is stored only if the match is still at the
version it was chosen on (``UPDATE … WHERE version = :expected``), and a seat is claimed
only if it is still free (``… WHERE token_hash IS NULL``).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import and_, bindparam, delete, insert, or_, select, update
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from spelkast.server.db import (
    AccountSeatRow,
    ActionRow,
    Base,
    HintUseRow,
    MatchRow,
    OfferRow,
    SeatRow,
    utcnow,
)
from spelkast.server.ratings.update import rate_finished


def hash_token(token: str) -> str:
    """Seat tokens are stored only as this hash."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


@dataclass(slots=True)
class StoredSeat:
    seat: int
    kind: str
    bot: str | None
    name: str
    token_hash: str | None
    deadline: float | None = None
    played: bool = False  # an action of this seat is stored


@dataclass(slots=True)
class StoredAction:
    version: int
    seat: int
    action: str
    text: str
    sealed: bool
    by: str
    created_at: dt.datetime


@dataclass(slots=True)
class StoredMatch:
    id: str
    game: str
    options: dict[str, Any]
    num_players: int
    seed: int
    status: str
    version: int
    state: str
    outcome: str | None
    move_seconds: float | None
    created_at: dt.datetime
    updated_at: dt.datetime
    seats: list[StoredSeat] = field(default_factory=list)
    actions: list[StoredAction] = field(default_factory=list)
    #: The rematch offer of a finished match (``Offer.to_text``), if any.
    offer: str | None = None
    #: Whether the match shows hints to the seat to move.
    hints: bool = False
    #: Every hint or help a seat used: (seat, kind, turn), kind "hint" or "help".
    hint_uses: list[tuple[int, str, int]] = field(default_factory=list)
    #: Hashes of the creator's key and (a private match) of the invite's secret.
    host_hash: str | None = None
    invite_hash: str | None = None
    #: Whether its creator asked for a rated match (:mod:`spelkast.server.ratings`).
    rated: bool = False


@dataclass(slots=True)
class Commit:
    """One accepted action, with everything it changes."""

    match_id: str
    expected_version: int
    action: StoredAction
    state: str
    status: str
    outcome: str | None
    deadlines: Mapping[int, float | None]


class VersionConflictError(Exception):
    """The match moved on in the database (another writer got there first)."""


class _GuardFailedError(Exception):
    """A version guard of a group commit failed: roll the group back."""


def _aware(moment: dt.datetime) -> dt.datetime:
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=dt.UTC)


_MATCHES = Base.metadata.tables["matches"]
_SEATS = Base.metadata.tables["seats"]
_ACTIONS = Base.metadata.tables["actions"]

#: The guarded update that stores a match's next version (Core: no ORM unit of work).
_ADVANCE_MATCH = (
    update(_MATCHES)
    .where(_MATCHES.c.id == bindparam("m_id"), _MATCHES.c.version == bindparam("expected"))
    .values(
        version=bindparam("new_version"),
        state=bindparam("new_state"),
        status=bindparam("new_status"),
        outcome=bindparam("new_outcome"),
        updated_at=bindparam("new_updated_at"),
    )
)
_SET_DEADLINE = (
    update(_SEATS)
    .where(_SEATS.c.match_id == bindparam("m_id"), _SEATS.c.seat == bindparam("s"))
    .values(deadline=bindparam("d"))
)


class Store:
    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    # ------------------------------------------------------------------ writes
    def create_match(self, match: StoredMatch) -> None:
        with Session(self.engine) as session, session.begin():
            session.add(
                MatchRow(
                    id=match.id,
                    game=match.game,
                    options=json.dumps(match.options, sort_keys=True),
                    num_players=match.num_players,
                    seed=str(match.seed),
                    status=match.status,
                    version=match.version,
                    state=match.state,
                    outcome=match.outcome,
                    move_seconds=match.move_seconds,
                    created_at=match.created_at,
                    updated_at=match.updated_at,
                    hints=match.hints,
                    host_hash=match.host_hash,
                    invite_hash=match.invite_hash,
                    rated=match.rated,
                )
            )
            session.flush()
            for seat in match.seats:
                session.add(
                    SeatRow(
                        match_id=match.id,
                        seat=seat.seat,
                        kind=seat.kind,
                        bot=seat.bot,
                        name=seat.name,
                        token_hash=seat.token_hash,
                        deadline=seat.deadline,
                    )
                )

    def claim_seat(
        self,
        match_id: str,
        seat: int,
        name: str,
        token_hash: str,
        *,
        start: bool,
        deadlines: Mapping[int, float | None],
    ) -> bool:
        """Give a free human seat its token; with ``start`` also mark the match running.
        Returns False when the seat was no longer free."""
        with Session(self.engine) as session, session.begin():
            result = session.execute(
                update(SeatRow)
                .where(
                    SeatRow.match_id == match_id,
                    SeatRow.seat == seat,
                    SeatRow.kind == "human",
                    SeatRow.token_hash.is_(None),
                )
                .values(token_hash=token_hash, name=name)
            )
            if result.rowcount != 1:  # type: ignore[attr-defined]
                session.rollback()
                return False
            if start:
                session.execute(
                    update(MatchRow)
                    .where(MatchRow.id == match_id, MatchRow.status == "open")
                    .values(status="running", updated_at=utcnow())
                )
                self._set_deadlines(session, match_id, deadlines)
            else:  # a seat taken touches the match (it does not expire meanwhile)
                session.execute(
                    update(MatchRow).where(MatchRow.id == match_id).values(updated_at=utcnow())
                )
            return True

    def free_seat(self, match_id: str, seat: int, token_hash: str, expected_version: int) -> bool:
        """Open a taken human seat again (its token no longer opens it) and put the match
        back to ``open`` with no clock running, if the seat still holds ``token_hash``, the
        match is still at ``expected_version`` and nobody has played from the seat.
        Returns False (nothing changed) otherwise."""
        with Session(self.engine) as session, session.begin():
            played = session.scalar(
                select(ActionRow.version)
                .where(ActionRow.match_id == match_id, ActionRow.seat == seat)
                .limit(1)
            )
            freed = session.execute(
                update(SeatRow)
                .where(
                    SeatRow.match_id == match_id,
                    SeatRow.seat == seat,
                    SeatRow.kind == "human",
                    SeatRow.token_hash == token_hash,
                )
                .values(token_hash=None, name="", deadline=None)
            )
            reopened = session.execute(
                update(MatchRow)
                .where(
                    MatchRow.id == match_id,
                    MatchRow.version == expected_version,
                    MatchRow.status.in_(("open", "running")),
                )
                .values(status="open", updated_at=utcnow())
            )
            changed = (freed.rowcount, reopened.rowcount)  # type: ignore[attr-defined]
            if played is not None or changed != (1, 1):
                session.rollback()
                return False
            session.execute(
                update(SeatRow).where(SeatRow.match_id == match_id).values(deadline=None)
            )
            session.execute(  # the seat no longer belongs to the account that took it
                delete(AccountSeatRow).where(
                    AccountSeatRow.match_id == match_id, AccountSeatRow.seat == seat
                )
            )
            return True

    def set_seat_bot(
        self, match_id: str, seat: int, bot: str, name: str, deadlines: Mapping[int, float | None]
    ) -> None:
        with Session(self.engine) as session, session.begin():
            session.execute(
                update(SeatRow)
                .where(SeatRow.match_id == match_id, SeatRow.seat == seat)
                .values(kind="bot", bot=bot, name=name, token_hash=None)
            )
            self._set_deadlines(session, match_id, deadlines)

    def commit_action(self, commit: Commit) -> None:
        """Store an accepted action atomically, or raise :class:`VersionConflictError`."""
        (problem,) = self.commit_actions([commit])
        if problem is not None:
            raise problem

    def commit_actions(self, commits: Sequence[Commit]) -> list[Exception | None]:
        """Store the accepted actions of several matches (at most one each) in one
        transaction: a group commit. Each gets ``None`` (stored) or the exception that
        kept it out. When a version guard fails or anything else goes wrong, the group
        is rolled back and each action is tried in a transaction of its own, so one
        bad action never keeps the others out."""
        try:
            with self.engine.begin() as connection:
                self._store_actions(connection, commits)
            return [None] * len(commits)
        except _GuardFailedError:
            if len(commits) == 1:
                return [VersionConflictError(commits[0].match_id)]
        except Exception as error:
            if len(commits) == 1:
                return [error]
        problems: list[Exception | None] = []
        for commit in commits:
            problems.extend(self.commit_actions([commit]))
        return problems

    @staticmethod
    def _store_actions(connection: Connection, commits: Sequence[Commit]) -> None:
        """Write ``commits``; raise :class:`_GuardFailedError` if a match was not at
        the expected version (the caller rolls back)."""
        advances = [
            {
                "m_id": commit.match_id,
                "expected": commit.expected_version,
                "new_version": commit.action.version,
                "new_state": commit.state,
                "new_status": commit.status,
                "new_outcome": commit.outcome,
                "new_updated_at": commit.action.created_at,
            }
            for commit in commits
        ]
        if connection.dialect.supports_sane_multi_rowcount:
            # One statement for the group (psycopg pipelines it); each guarded update
            # touches at most one row (the id is the key), so the total says it all.
            if connection.execute(_ADVANCE_MATCH, advances).rowcount != len(commits):
                raise _GuardFailedError
        else:  # pragma: no cover - both supported drivers count rows of a batch
            for advance in advances:
                if connection.execute(_ADVANCE_MATCH, advance).rowcount != 1:
                    raise _GuardFailedError
        connection.execute(
            insert(_ACTIONS),
            [
                {
                    "match_id": commit.match_id,
                    "version": commit.action.version,
                    "seat": commit.action.seat,
                    "action": commit.action.action,
                    "text": commit.action.text,
                    "sealed": commit.action.sealed,
                    "by": commit.action.by,
                    "created_at": commit.action.created_at,
                }
                for commit in commits
            ],
        )
        deadlines = [
            {"m_id": commit.match_id, "s": seat, "d": deadline}
            for commit in commits
            for seat, deadline in commit.deadlines.items()
        ]
        if deadlines:
            connection.execute(_SET_DEADLINE, deadlines)
        for commit in commits:
            if commit.status == "finished":  # the result and the ratings: one transaction
                rate_finished(connection, commit.match_id, commit.action.created_at)

    @staticmethod
    def _set_deadlines(
        session: Session, match_id: str, deadlines: Mapping[int, float | None]
    ) -> None:
        for seat, deadline in deadlines.items():
            session.execute(
                update(SeatRow)
                .where(SeatRow.match_id == match_id, SeatRow.seat == seat)
                .values(deadline=deadline)
            )

    def expire_matches(self, open_before: dt.datetime, idle_before: dt.datetime) -> list[str]:
        """Mark ``expired`` the open matches last touched before ``open_before`` and the
        running ones last touched before ``idle_before``; returns their ids."""
        with Session(self.engine) as session, session.begin():
            result = session.execute(
                update(MatchRow)
                .where(
                    or_(
                        and_(MatchRow.status == "open", MatchRow.updated_at < open_before),
                        and_(MatchRow.status == "running", MatchRow.updated_at < idle_before),
                    )
                )
                .values(status="expired")
                .returning(MatchRow.id)
            )
            return list(result.scalars())

    def put_offer(self, match_id: str, expected: int, offer: str) -> bool:
        """Store the rematch offer of ``match_id`` if its row is still at version
        ``expected`` (0: there is no row yet). False: another request (on any node)
        changed it first; read it again."""
        try:
            with Session(self.engine) as session, session.begin():
                if expected == 0:
                    session.add(
                        OfferRow(match_id=match_id, version=1, offer=offer, updated_at=utcnow())
                    )
                    return True
                result = session.execute(
                    update(OfferRow)
                    .where(OfferRow.match_id == match_id, OfferRow.version == expected)
                    .values(version=expected + 1, offer=offer, updated_at=utcnow())
                )
                return bool(result.rowcount == 1)  # type: ignore[attr-defined]
        except IntegrityError:  # a row was added meanwhile
            return False

    def load_offer(self, match_id: str) -> tuple[int, str] | None:
        """The rematch offer of ``match_id``: (version, ``Offer.to_text``), or None."""
        with Session(self.engine) as session:
            row = session.get(OfferRow, match_id)
            return None if row is None else (row.version, row.offer)

    def add_hint_use(self, match_id: str, seat: int, kind: str, turn: int) -> bool:
        """Store that ``seat`` used a ``kind`` (``"hint"`` or ``"help"``) on ``turn``;
        False when that was stored before (a turn counts once, whichever node stored it)."""
        try:
            with Session(self.engine) as session, session.begin():
                session.add(HintUseRow(match_id=match_id, seat=seat, kind=kind, turn=turn))
            return True
        except IntegrityError:
            return False

    def has_match(self, match_id: str) -> bool:
        with Session(self.engine) as session:
            return session.get(MatchRow, match_id) is not None

    def touch(self, match_id: str, moment: dt.datetime) -> None:
        """Set when the match was last touched (tests age matches with it)."""
        with Session(self.engine) as session, session.begin():
            session.execute(
                update(MatchRow).where(MatchRow.id == match_id).values(updated_at=moment)
            )

    # ------------------------------------------------------------------- reads
    def load_match(self, match_id: str, *, with_actions: bool = True) -> StoredMatch | None:
        with Session(self.engine) as session:
            row = session.get(MatchRow, match_id)
            if row is None:
                return None
            match = self._match(row)
            match.seats = self._seats(session, [match_id])[match_id]
            match.hint_uses = [
                (use.seat, use.kind, use.turn)
                for use in session.scalars(
                    select(HintUseRow).where(HintUseRow.match_id == match_id)
                )
            ]
            if match.status == "finished":
                offer = session.get(OfferRow, match_id)
                match.offer = None if offer is None else offer.offer
            if with_actions:
                match.actions = [
                    StoredAction(
                        version=a.version,
                        seat=a.seat,
                        action=a.action,
                        text=a.text,
                        sealed=a.sealed,
                        by=a.by,
                        created_at=_aware(a.created_at),
                    )
                    for a in session.scalars(
                        select(ActionRow)
                        # the actions of the version read (not those another node
                        # committed since that read: the state holds none of them)
                        .where(ActionRow.match_id == match_id, ActionRow.version <= row.version)
                        .order_by(ActionRow.version)
                    )
                ]
            return match

    def match_ids(self, statuses: Iterable[str]) -> list[str]:
        with Session(self.engine) as session:
            return list(
                session.scalars(select(MatchRow.id).where(MatchRow.status.in_(list(statuses))))
            )

    def list_matches(
        self,
        statuses: Iterable[str],
        limit: int = 100,
        touched_since: Mapping[str, dt.datetime] | None = None,
    ) -> list[StoredMatch]:
        """Newest first, without states' secrets being used (summaries only); private
        matches (joined only through their invite link) are never listed, nor a match
        whose status is a key of ``touched_since`` and that was last touched before it."""
        fresh = [
            or_(MatchRow.status != status, MatchRow.updated_at >= since)
            for status, since in (touched_since or {}).items()
        ]
        with Session(self.engine) as session:
            rows = list(
                session.scalars(
                    select(MatchRow)
                    .where(
                        MatchRow.status.in_(list(statuses)),
                        MatchRow.invite_hash.is_(None),
                        *fresh,
                    )
                    .order_by(MatchRow.created_at.desc(), MatchRow.id)
                    .limit(limit)
                )
            )
            seats = self._seats(session, [row.id for row in rows])
            matches = []
            for row in rows:
                match = self._match(row)
                match.seats = seats[row.id]
                matches.append(match)
            return matches

    @staticmethod
    def _match(row: MatchRow) -> StoredMatch:
        return StoredMatch(
            id=row.id,
            game=row.game,
            options=json.loads(row.options),
            num_players=row.num_players,
            seed=int(row.seed),
            status=row.status,
            version=row.version,
            state=row.state,
            outcome=row.outcome,
            move_seconds=row.move_seconds,
            created_at=_aware(row.created_at),
            updated_at=_aware(row.updated_at),
            hints=bool(row.hints),
            host_hash=row.host_hash,
            invite_hash=row.invite_hash,
            rated=bool(row.rated),
        )

    @staticmethod
    def _seats(session: Session, match_ids: list[str]) -> dict[str, list[StoredSeat]]:
        found: dict[str, list[StoredSeat]] = {match_id: [] for match_id in match_ids}
        if not match_ids:
            return found
        played = {
            (match_id, seat)
            for match_id, seat in session.execute(
                select(ActionRow.match_id, ActionRow.seat)
                .where(ActionRow.match_id.in_(match_ids))
                .distinct()
            )
        }
        for seat in session.scalars(
            select(SeatRow).where(SeatRow.match_id.in_(match_ids)).order_by(SeatRow.seat)
        ):
            found[seat.match_id].append(
                StoredSeat(
                    seat=seat.seat,
                    kind=seat.kind,
                    bot=seat.bot,
                    name=seat.name,
                    token_hash=seat.token_hash,
                    deadline=seat.deadline,
                    played=(seat.match_id, seat.seat) in played,
                )
            )
        return found
