"""Every read and write of the account tables (synchronous; run in a worker thread).

Session ids, passkey challenge tickets and seat tokens reach this module only as their
SHA-256 hashes; passwords only as argon2id hashes."""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import dataclass
from typing import Any, Final

from sqlalchemy import delete, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from spelkast.server.db import (
    AccountRow,
    AccountSeatRow,
    ChallengeRow,
    MatchRow,
    PasskeyRow,
    SeatRow,
    SessionRow,
    ThrottleRow,
)
from spelkast.server.ratings.queries import RatingQueries
from spelkast.server.secret import server_secret
from spelkast.server.store import Store

#: A session nobody used for this long has ended.
SESSION_IDLE: Final = dt.timedelta(days=30)
#: A session's "last seen" is written at most this often (not on every request).
SESSION_TOUCH: Final = dt.timedelta(hours=1)
#: This many failed sign-ins of one name in a row block it for BLOCK_FIRST; each further
#: failure blocks it for twice as long as the one before, up to BLOCK_MAX.
BLOCKING_FAILURES: Final = 5
BLOCK_FIRST: Final = dt.timedelta(seconds=30)
BLOCK_MAX: Final = dt.timedelta(minutes=15)
#: A name's failures are forgotten a day after the last one.
FAILURES_KEPT: Final = dt.timedelta(days=1)
#: The name a seat of a deleted account keeps, so other people's games stay whole.
DELETED_NAME: Final = "deleted player"


def _aware(moment: dt.datetime) -> dt.datetime:
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=dt.UTC)


@dataclass(frozen=True, slots=True)
class Account:
    id: str
    name: str
    password_hash: str
    language: str | None
    sound: bool
    kid_mode: bool
    created_at: dt.datetime


@dataclass(frozen=True, slots=True)
class Passkey:
    id: str
    account_id: str
    public_key: bytes
    sign_count: int
    label: str
    created_at: dt.datetime
    last_used_at: dt.datetime | None


def _account(row: AccountRow) -> Account:
    return Account(
        id=row.id,
        name=row.name,
        password_hash=row.password_hash,
        language=row.language,
        sound=row.sound,
        kid_mode=row.kid_mode,
        created_at=_aware(row.created_at),
    )


def _passkey(row: PasskeyRow) -> Passkey:
    return Passkey(
        id=row.id,
        account_id=row.account_id,
        public_key=row.public_key,
        sign_count=row.sign_count,
        label=row.label,
        created_at=_aware(row.created_at),
        last_used_at=None if row.last_used_at is None else _aware(row.last_used_at),
    )


class AccountStore:
    def __init__(self, store: Store) -> None:
        self.engine = store.engine
        self.matches = store
        self._secret: bytes | None = None

    def secret(self) -> bytes:
        """The server's secret (read once, then kept: it never changes)."""
        if self._secret is None:
            self._secret = server_secret(self.engine)
        return self._secret

    # --------------------------------------------------------------- accounts
    def create(self, account_id: str, name: str, folded: str, password_hash: str) -> bool:
        """Add an account; False when its folded name is taken (on any node)."""
        try:
            with Session(self.engine) as session, session.begin():
                session.add(
                    AccountRow(
                        id=account_id,
                        name=name,
                        name_folded=folded,
                        password_hash=password_hash,
                        sound=True,
                        kid_mode=False,
                    )
                )
            return True
        except IntegrityError:
            return False

    def by_folded_name(self, folded: str) -> Account | None:
        with Session(self.engine) as session:
            row = session.scalar(select(AccountRow).where(AccountRow.name_folded == folded))
            return None if row is None else _account(row)

    def get(self, account_id: str) -> Account | None:
        with Session(self.engine) as session:
            row = session.get(AccountRow, account_id)
            return None if row is None else _account(row)

    def set_preferences(self, account_id: str, values: dict[str, Any]) -> None:
        with Session(self.engine) as session, session.begin():
            session.execute(update(AccountRow).where(AccountRow.id == account_id).values(values))

    def set_password(self, account_id: str, password_hash: str, keep_session: str) -> None:
        """A new password hash; every session of the account ends but ``keep_session``
        (the hash of the new session of the browser that changed it)."""
        with Session(self.engine) as session, session.begin():
            session.execute(
                update(AccountRow)
                .where(AccountRow.id == account_id)
                .values(password_hash=password_hash)
            )
            session.execute(
                delete(SessionRow).where(
                    SessionRow.account_id == account_id, SessionRow.id_hash != keep_session
                )
            )

    def delete(self, account_id: str) -> None:
        """Erase the account: its seats keep the name :data:`DELETED_NAME` (and lose the
        link), its sessions, passkeys and challenges go with it."""
        with Session(self.engine) as session, session.begin():
            seats = list(
                session.execute(
                    select(AccountSeatRow.match_id, AccountSeatRow.seat).where(
                        AccountSeatRow.account_id == account_id
                    )
                )
            )
            for match_id, seat in seats:
                session.execute(
                    update(SeatRow)
                    .where(SeatRow.match_id == match_id, SeatRow.seat == seat)
                    .values(name=DELETED_NAME)
                )
            for table in (AccountSeatRow, SessionRow, PasskeyRow, ChallengeRow):
                session.execute(delete(table).where(table.account_id == account_id))
            session.execute(delete(AccountRow).where(AccountRow.id == account_id))

    # --------------------------------------------------------------- sessions
    def add_session(self, account_id: str, id_hash: str, now: dt.datetime) -> None:
        """A new session of the account; its sessions idle too long are deleted."""
        with Session(self.engine) as session, session.begin():
            session.execute(
                delete(SessionRow).where(
                    SessionRow.account_id == account_id,
                    SessionRow.last_seen_at < now - SESSION_IDLE,
                )
            )
            session.add(
                SessionRow(id_hash=id_hash, account_id=account_id, created_at=now, last_seen_at=now)
            )

    def session_account(self, id_hash: str, now: dt.datetime) -> Account | None:
        """The account of a live session (one that was used within :data:`SESSION_IDLE`);
        an idle one is deleted."""
        with Session(self.engine) as session, session.begin():
            row = session.get(SessionRow, id_hash)
            if row is None:
                return None
            seen = _aware(row.last_seen_at)
            if now - seen > SESSION_IDLE:
                session.delete(row)
                return None
            if now - seen > SESSION_TOUCH:
                row.last_seen_at = now
            account = session.get(AccountRow, row.account_id)
            return None if account is None else _account(account)

    def end_session(self, id_hash: str) -> None:
        with Session(self.engine) as session, session.begin():
            session.execute(delete(SessionRow).where(SessionRow.id_hash == id_hash))

    def end_sessions(self, account_id: str) -> int:
        """End every session of the account ("sign out everywhere")."""
        with Session(self.engine) as session, session.begin():
            result = session.execute(delete(SessionRow).where(SessionRow.account_id == account_id))
            return int(result.rowcount)  # type: ignore[attr-defined]

    def session_count(self, account_id: str) -> int:
        with Session(self.engine) as session:
            return len(
                list(
                    session.scalars(
                        select(SessionRow.id_hash).where(SessionRow.account_id == account_id)
                    )
                )
            )

    # ---------------------------------------------------------------- throttle
    def blocked_for(self, folded: str, now: dt.datetime) -> float:
        """Seconds until the name may try to sign in again (0: now)."""
        with Session(self.engine) as session:
            row = session.get(ThrottleRow, folded)
            if row is None or row.blocked_until is None:
                return 0.0
            return max(0.0, (_aware(row.blocked_until) - now).total_seconds())

    def fail(self, folded: str, now: dt.datetime) -> None:
        """Count a failed sign-in for the name; from :data:`BLOCKING_FAILURES` on, block it.
        A count untouched for :data:`FAILURES_KEPT` starts again (and such rows of every
        name are deleted)."""
        for _attempt in range(3):  # two nodes adding the first row at once: try again
            try:
                with Session(self.engine) as session, session.begin():
                    session.execute(
                        delete(ThrottleRow).where(
                            ThrottleRow.last_failure_at < now - FAILURES_KEPT,
                            ThrottleRow.name_folded != folded,
                        )
                    )
                    row = session.get(ThrottleRow, folded, with_for_update=True)
                    if row is None:
                        row = ThrottleRow(name_folded=folded, failures=0, last_failure_at=now)
                        session.add(row)
                    elif now - _aware(row.last_failure_at) > FAILURES_KEPT:
                        row.failures, row.blocked_until = 0, None
                    row.failures += 1
                    row.last_failure_at = now
                    over = row.failures - BLOCKING_FAILURES
                    if over >= 0:
                        block = min(BLOCK_FIRST * (2 ** min(over, 16)), BLOCK_MAX)
                        row.blocked_until = now + block
                return
            except IntegrityError:
                continue

    def clear_failures(self, folded: str) -> None:
        with Session(self.engine) as session, session.begin():
            session.execute(delete(ThrottleRow).where(ThrottleRow.name_folded == folded))

    # ------------------------------------------------------------------ seats
    def link_seat(self, match_id: str, seat: int, account_id: str) -> None:
        """The seat belongs to the account (a seat already linked keeps its account)."""
        try:
            with Session(self.engine) as session, session.begin():
                session.add(AccountSeatRow(match_id=match_id, seat=seat, account_id=account_id))
        except IntegrityError:
            return

    def attach_seat(self, match_id: str, seat: int, token_hash: str, account_id: str) -> bool:
        """Link a seat whose token (by hash) this browser proved; False when the token
        does not open that seat."""
        with Session(self.engine) as session:
            row = session.get(SeatRow, (match_id, seat))
            if row is None or row.token_hash is None or row.token_hash != token_hash:
                return False
        self.link_seat(match_id, seat, account_id)
        return True

    def seat_hashes(self, account_id: str, match_ids: list[str]) -> dict[str, dict[int, str]]:
        """The token hashes of the account's seats of ``match_ids`` that still hold one
        (a seat handed to a bot holds none)."""
        with Session(self.engine) as session:
            found: dict[str, dict[int, str]] = {}
            for match_id, seat, token_hash in session.execute(
                select(AccountSeatRow.match_id, AccountSeatRow.seat, SeatRow.token_hash)
                .join(
                    SeatRow,
                    (SeatRow.match_id == AccountSeatRow.match_id)
                    & (SeatRow.seat == AccountSeatRow.seat),
                )
                .where(
                    AccountSeatRow.account_id == account_id,
                    AccountSeatRow.match_id.in_(match_ids),
                    SeatRow.token_hash.is_not(None),
                )
            ):
                if token_hash is not None:
                    found.setdefault(match_id, {})[seat] = token_hash
            return found

    def seats_of(self, account_id: str, limit: int = 100) -> dict[str, list[int]]:
        """The account's seats per match, newest match first."""
        with Session(self.engine) as session:
            found: dict[str, list[int]] = {}
            for match_id, seat in session.execute(
                select(AccountSeatRow.match_id, AccountSeatRow.seat)
                .join(MatchRow, MatchRow.id == AccountSeatRow.match_id)
                .where(AccountSeatRow.account_id == account_id)
                .order_by(MatchRow.created_at.desc(), AccountSeatRow.seat)
            ):
                if match_id not in found and len(found) >= limit:
                    break
                found.setdefault(match_id, []).append(seat)
            return found

    def export(self, account_id: str) -> dict[str, Any] | None:
        """Everything stored about the account, as JSON-ready data (its ratings too)."""
        account = self.get(account_id)
        if account is None:
            return None
        games = []
        for match_id, seats in self.seats_of(account_id, limit=10_000).items():
            match = self.matches.load_match(match_id, with_actions=False)
            if match is None:
                continue
            games.append(
                {
                    "match": match.id,
                    "game": match.game,
                    "status": match.status,
                    "created_at": match.created_at.isoformat(),
                    "your_seats": seats,
                    "seats": [
                        {"seat": s.seat, "kind": s.kind, "name": s.name, "bot": s.bot}
                        for s in match.seats
                    ],
                    "outcome": None if match.outcome is None else json.loads(match.outcome),
                }
            )
        return {
            "account": {
                "id": account.id,
                "name": account.name,
                "created_at": account.created_at.isoformat(),
                "preferences": {
                    "language": account.language,
                    "sound": account.sound,
                    "kid_mode": account.kid_mode,
                },
            },
            "passkeys": [
                {
                    "label": key.label,
                    "created_at": key.created_at.isoformat(),
                    "last_used_at": None
                    if key.last_used_at is None
                    else key.last_used_at.isoformat(),
                }
                for key in self.passkeys_of(account_id)
            ],
            "sessions": self.session_count(account_id),
            "games": games,
            "ratings": [
                {
                    "game": rating.game,
                    "rating": rating.shown,
                    "mu": rating.mu,
                    "sigma": rating.sigma,
                    "games": rating.games,
                    "wins": rating.wins,
                    "history": [
                        {
                            "match": step.match_id,
                            "at": step.at.isoformat(),
                            "place": step.place,
                            "before": step.shown_before,
                            "after": step.shown_after,
                        }
                        for step in rating.history
                    ],
                }
                for rating in RatingQueries(self.engine).of_account(account_id)
            ],
        }

    # --------------------------------------------------------------- passkeys
    def add_passkey(self, key: Passkey) -> bool:
        try:
            with Session(self.engine) as session, session.begin():
                session.add(
                    PasskeyRow(
                        id=key.id,
                        account_id=key.account_id,
                        public_key=key.public_key,
                        sign_count=key.sign_count,
                        label=key.label,
                        created_at=key.created_at,
                    )
                )
            return True
        except IntegrityError:
            return False

    def passkeys_of(self, account_id: str) -> list[Passkey]:
        with Session(self.engine) as session:
            return [
                _passkey(row)
                for row in session.scalars(
                    select(PasskeyRow)
                    .where(PasskeyRow.account_id == account_id)
                    .order_by(PasskeyRow.created_at)
                )
            ]

    def passkey(self, credential_id: str) -> Passkey | None:
        with Session(self.engine) as session:
            row = session.get(PasskeyRow, credential_id)
            return None if row is None else _passkey(row)

    def used_passkey(self, credential_id: str, sign_count: int, now: dt.datetime) -> None:
        with Session(self.engine) as session, session.begin():
            session.execute(
                update(PasskeyRow)
                .where(PasskeyRow.id == credential_id)
                .values(sign_count=sign_count, last_used_at=now)
            )

    def delete_passkey(self, account_id: str, credential_id: str) -> bool:
        with Session(self.engine) as session, session.begin():
            result = session.execute(
                delete(PasskeyRow).where(
                    PasskeyRow.id == credential_id, PasskeyRow.account_id == account_id
                )
            )
            return bool(result.rowcount == 1)  # type: ignore[attr-defined]

    def put_challenge(
        self, id_hash: str, challenge: bytes, account_id: str | None, expires: dt.datetime
    ) -> None:
        with Session(self.engine) as session, session.begin():
            session.execute(
                delete(ChallengeRow).where(
                    ChallengeRow.expires_at < expires - dt.timedelta(hours=1)
                )
            )
            session.add(
                ChallengeRow(
                    id_hash=id_hash, challenge=challenge, account_id=account_id, expires_at=expires
                )
            )

    def take_challenge(self, id_hash: str, now: dt.datetime) -> tuple[bytes, str | None] | None:
        """The challenge of a ticket, used up (each ticket serves one answer); None when
        unknown or expired."""
        with Session(self.engine) as session, session.begin():
            row = session.get(ChallengeRow, id_hash)
            if row is None:
                return None
            found = (row.challenge, row.account_id)
            expired = _aware(row.expires_at) < now
            session.delete(row)
            return None if expired else found
