"""The ``reviews`` table: one review per (match, players, budget), and its runs.

A run **claims** the review before it begins (a guarded update: the review is queued, or
its last run's lease has run out), under a token of its own; every write of the run
(progress, the result) is guarded by that token, so a run that was given up on (its
lease ran out and another began) can never overwrite the newer one. Each progress write
renews the lease.
"""

from __future__ import annotations

import datetime as dt
import secrets
import time
from dataclasses import dataclass

from sqlalchemy import and_, or_, select, update
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from spelkast.server.db import ReviewRow, utcnow

QUEUED, RUNNING, DONE, FAILED = "queued", "running", "done", "failed"
MAX_ATTEMPTS = 3
"""A review whose runs stopped this many times without finishing is reported failed."""


@dataclass(frozen=True, slots=True)
class StoredReview:
    id: str
    match_id: str
    players: tuple[int, ...]
    iterations: int
    status: str
    done: int
    total: int | None
    attempts: int
    lease_until: float | None
    result: str | None
    error: str | None
    changed_at: float = 0.0  # when the row last changed (Unix time)

    def stalled(self, now: float) -> bool:
        """Whether its run stopped without finishing (its lease ran out)."""
        return self.status == RUNNING and (self.lease_until or 0.0) < now


def players_text(players: tuple[int, ...]) -> str:
    return ",".join(str(p) for p in players)


def _stored(row: ReviewRow) -> StoredReview:
    return StoredReview(
        id=row.id,
        match_id=row.match_id,
        players=tuple(int(p) for p in row.players.split(",") if p),
        iterations=row.iterations,
        status=row.status,
        done=row.done,
        total=row.total,
        attempts=row.attempts,
        lease_until=row.lease_until,
        result=row.result,
        error=row.error,
        changed_at=_aware(row.updated_at).timestamp(),
    )


def _aware(moment: dt.datetime) -> dt.datetime:
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=dt.UTC)


class ReviewStore:
    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def find_or_add(
        self, match_id: str, players: tuple[int, ...], iterations: int
    ) -> tuple[StoredReview, bool]:
        """The review of ``match_id`` for ``players`` at ``iterations``: the one stored,
        or a new queued one (``True``: added now)."""
        key = players_text(players)
        found = self._find(match_id, key, iterations)
        if found is not None:
            return found, False
        review_id = secrets.token_hex(16)
        row = ReviewRow(
            id=review_id,
            match_id=match_id,
            players=key,
            iterations=iterations,
            status=QUEUED,
            done=0,
            total=None,
            attempts=0,
            created_at=utcnow(),
            updated_at=utcnow(),
        )
        try:
            with Session(self.engine) as session, session.begin():
                session.add(row)
            added = self.load(review_id)
            assert added is not None
            return added, True
        except IntegrityError:  # another request (on any node) added it first
            found = self._find(match_id, key, iterations)
            assert found is not None
            return found, False

    def _find(self, match_id: str, players: str, iterations: int) -> StoredReview | None:
        with Session(self.engine) as session:
            row = session.scalars(
                select(ReviewRow).where(
                    ReviewRow.match_id == match_id,
                    ReviewRow.players == players,
                    ReviewRow.iterations == iterations,
                )
            ).first()
            return None if row is None else _stored(row)

    def load(self, review_id: str) -> StoredReview | None:
        with Session(self.engine) as session:
            row = session.get(ReviewRow, review_id)
            return None if row is None else _stored(row)

    def unfinished(self) -> list[StoredReview]:
        """The reviews queued or running (a node that starts looks for orphans)."""
        with Session(self.engine) as session:
            rows = session.scalars(select(ReviewRow).where(ReviewRow.status.in_([QUEUED, RUNNING])))
            return [_stored(row) for row in rows]

    def claimable(self) -> StoredReview | None:
        """The oldest review a worker may run now: queued, or its run's lease ran out."""
        now = time.time()
        with Session(self.engine) as session:
            row = session.scalars(
                select(ReviewRow)
                .where(
                    or_(
                        ReviewRow.status == QUEUED,
                        and_(ReviewRow.status == RUNNING, ReviewRow.lease_until < now),
                    )
                )
                .order_by(ReviewRow.updated_at, ReviewRow.id)
                .limit(1)
            ).first()
            return None if row is None else _stored(row)

    def release(self, review_id: str) -> None:
        """Put a review whose run stopped back in the queue at once (a server alone on
        its database, starting: the run was its own)."""
        with Session(self.engine) as session, session.begin():
            session.execute(
                update(ReviewRow)
                .where(ReviewRow.id == review_id, ReviewRow.status == RUNNING)
                .values(status=QUEUED, runner=None, lease_until=None, updated_at=utcnow())
            )

    def claim(self, review_id: str, token: str, lease: float) -> bool:
        """Begin a run of the review under ``token``, if it is queued or its last run's
        lease ran out; the run holds a lease of ``lease`` seconds. A review whose runs
        stopped :data:`MAX_ATTEMPTS` times is marked failed instead (False)."""
        now = time.time()
        with Session(self.engine) as session, session.begin():
            waiting = and_(
                ReviewRow.id == review_id,
                or_(
                    ReviewRow.status == QUEUED,
                    and_(ReviewRow.status == RUNNING, ReviewRow.lease_until < now),
                ),
            )
            failed = session.execute(
                update(ReviewRow)
                .where(waiting, ReviewRow.attempts >= MAX_ATTEMPTS)
                .values(
                    status=FAILED,
                    error=f"the review stopped {MAX_ATTEMPTS} times without finishing",
                    updated_at=utcnow(),
                )
            )
            if failed.rowcount:  # type: ignore[attr-defined]
                return False
            result = session.execute(
                update(ReviewRow)
                .where(waiting)
                .values(
                    status=RUNNING,
                    runner=token,
                    lease_until=now + lease,
                    attempts=ReviewRow.attempts + 1,
                    done=0,
                    updated_at=utcnow(),
                )
            )
            return bool(result.rowcount == 1)  # type: ignore[attr-defined]

    def progress(self, review_id: str, token: str, done: int, total: int, lease: float) -> bool:
        """Record the run's progress and renew its lease; False: the run is no longer
        the review's (given up on), and should stop."""
        return self._update(
            review_id,
            token,
            done=done,
            total=total,
            lease_until=time.time() + lease,
        )

    def finish(self, review_id: str, token: str, result: str) -> bool:
        return self._update(review_id, token, status=DONE, result=result, lease_until=None)

    def fail(self, review_id: str, token: str, error: str) -> bool:
        return self._update(review_id, token, status=FAILED, error=error[:500], lease_until=None)

    def _update(self, review_id: str, token: str, **values: object) -> bool:
        with Session(self.engine) as session, session.begin():
            result = session.execute(
                update(ReviewRow)
                .where(
                    ReviewRow.id == review_id,
                    ReviewRow.runner == token,
                    ReviewRow.status == RUNNING,
                )
                .values(**values, updated_at=utcnow())
            )
            return bool(result.rowcount == 1)  # type: ignore[attr-defined]
