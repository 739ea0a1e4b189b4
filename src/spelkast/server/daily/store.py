"""Every read and write of the daily tables (synchronous: run in the lobby's threads).

An attempt's result is settled when it is first read after its match finished: the
score is the match's outcome for its one seat if the match finished before its day was
over (``scored``), else ``late``; a seat handed to a bot is ``left``. Only ``scored``
attempts of accounts not in kid mode are ranked.
"""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import dataclass

from sqlalchemy import select, update
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from spelkast.server.daily.model import day_end
from spelkast.server.db import AccountRow, DailyMatchRow, MatchRow, SeatRow
from spelkast.server.secret import server_secret


@dataclass(frozen=True, slots=True)
class Attempt:
    match_id: str
    game: str
    result: str | None  # None while the match runs
    score: float | None


@dataclass(frozen=True, slots=True)
class Entry:
    name: str
    score: float


def _aware(moment: dt.datetime) -> dt.datetime:
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=dt.UTC)


class DailyStore:
    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def secret(self) -> bytes:
        """The server's secret the day's seeds are derived from."""
        return server_secret(self.engine)

    def add(self, match_id: str, day: dt.date, game: str, account_id: str | None) -> bool:
        """Record a daily match; False when the account already has that day's attempt."""
        try:
            with Session(self.engine) as session, session.begin():
                session.add(
                    DailyMatchRow(
                        match_id=match_id, day=day.isoformat(), game=game, account_id=account_id
                    )
                )
        except IntegrityError:
            return False
        return True

    def drop(self, match_id: str) -> None:
        """Forget a daily match whose match could not be made."""
        with Session(self.engine) as session, session.begin():
            row = session.get(DailyMatchRow, match_id)
            if row is not None:
                session.delete(row)

    def day_of_match(self, match_id: str) -> str | None:
        """The day of a daily match (None: not one)."""
        with Session(self.engine) as session:
            return session.scalar(
                select(DailyMatchRow.day).where(DailyMatchRow.match_id == match_id)
            )

    def settle(self, day: str | None, game: str) -> None:
        """Settle the finished, unsettled attempts of ``game`` on ``day`` (None: every
        day)."""
        with Session(self.engine) as session, session.begin():
            rows = session.execute(
                select(
                    DailyMatchRow.match_id,
                    DailyMatchRow.day,
                    MatchRow.outcome,
                    MatchRow.updated_at,
                    SeatRow.kind,
                )
                .join(MatchRow, MatchRow.id == DailyMatchRow.match_id)
                .join(SeatRow, (SeatRow.match_id == MatchRow.id) & (SeatRow.seat == 0))
                .where(
                    DailyMatchRow.day == day if day is not None else DailyMatchRow.day.is_not(None),
                    DailyMatchRow.game == game,
                    DailyMatchRow.result.is_(None),
                    DailyMatchRow.account_id.is_not(None),
                    MatchRow.status == "finished",
                )
            ).all()
            for match_id, played_on, outcome, finished, kind in rows:
                end = day_end(dt.date.fromisoformat(played_on))
                scores = json.loads(outcome or "{}").get("scores") or [0.0]
                result = (
                    "left" if kind != "human" else "late" if _aware(finished) >= end else "scored"
                )
                session.execute(
                    update(DailyMatchRow)
                    .where(DailyMatchRow.match_id == match_id)
                    .values(result=result, score=float(scores[0]), finished_at=_aware(finished))
                )

    def attempts(self, day: str, account_id: str) -> list[Attempt]:
        """The account's attempts on ``day``."""
        with Session(self.engine) as session:
            rows = session.execute(
                select(
                    DailyMatchRow.match_id,
                    DailyMatchRow.game,
                    DailyMatchRow.result,
                    DailyMatchRow.score,
                ).where(DailyMatchRow.day == day, DailyMatchRow.account_id == account_id)
            ).all()
        return [Attempt(*row) for row in rows]

    def leaderboard(self, day: str, game: str, limit: int) -> list[Entry]:
        """The day's scored attempts of accounts not in kid mode, best score first (the
        earlier finish first among equal scores)."""
        with Session(self.engine) as session:
            rows = session.execute(
                select(AccountRow.name, DailyMatchRow.score)
                .join(AccountRow, AccountRow.id == DailyMatchRow.account_id)
                .where(
                    DailyMatchRow.day == day,
                    DailyMatchRow.game == game,
                    DailyMatchRow.result == "scored",
                    AccountRow.kid_mode.is_(False),
                )
                .order_by(DailyMatchRow.score.desc(), DailyMatchRow.finished_at)
                .limit(limit)
            ).all()
        return [Entry(name, float(score or 0.0)) for name, score in rows]

    def scored_days(self, game: str) -> dict[str, dict[str, float]]:
        """Every scored attempt of ``game`` by accounts not in kid mode: day → name →
        score."""
        with Session(self.engine) as session:
            rows = session.execute(
                select(DailyMatchRow.day, AccountRow.name, DailyMatchRow.score)
                .join(AccountRow, AccountRow.id == DailyMatchRow.account_id)
                .where(
                    DailyMatchRow.game == game,
                    DailyMatchRow.result == "scored",
                    AccountRow.kid_mode.is_(False),
                )
            ).all()
        days: dict[str, dict[str, float]] = {}
        for day, name, score in rows:
            days.setdefault(day, {})[name] = float(score or 0.0)
        return days
