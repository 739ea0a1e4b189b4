"""Reading ratings: a game's leaderboard, an account's ratings and history, and what a
finished match did to its players' ratings."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Final

from sqlalchemy import func, select
from sqlalchemy.engine import Engine
from sqlalchemy.orm import Session

from spelkast.server.db import (
    AccountRow,
    AccountSeatRow,
    MatchRow,
    RatingChangeRow,
    RatingRow,
    utcnow,
)
from spelkast.server.ratings.model import Rating, provisional

#: The leaderboard lists accounts with at least this many rated games in the game …
LEADERBOARD_MIN_GAMES: Final = 10
#: … and a rated game in it within this many days; kid-mode accounts are never listed.
LEADERBOARD_ACTIVE_DAYS: Final = 90
#: How many rated games of each game an account's history holds at most (newest).
HISTORY_LIMIT: Final = 200


def _aware(moment: dt.datetime) -> dt.datetime:
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=dt.UTC)


@dataclass(frozen=True, slots=True)
class Standing:
    name: str
    shown: int
    games: int
    wins: int
    provisional: bool
    updated_at: dt.datetime


@dataclass(frozen=True, slots=True)
class Step:
    """One rated game in an account's history."""

    match_id: str
    at: dt.datetime
    place: int
    players: int
    shown_before: int
    shown_after: int


@dataclass(frozen=True, slots=True)
class GameRating:
    game: str
    shown: int
    mu: float
    sigma: float
    games: int
    wins: int
    provisional: bool
    history: list[Step]


@dataclass(frozen=True, slots=True)
class MatchChange:
    """What a finished match did to the rating of the account in ``seat``."""

    seat: int
    name: str
    place: int
    shown_before: int
    shown_after: int
    games: int  # rated games after this one
    provisional: bool


class RatingQueries:
    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def _wins(self, session: Session, game: str, accounts: list[str]) -> dict[str, int]:
        return {
            account: int(count)
            for account, count in session.execute(
                select(RatingChangeRow.account_id, func.count())
                .where(
                    RatingChangeRow.game == game,
                    RatingChangeRow.account_id.in_(accounts),
                    RatingChangeRow.place == 1,
                )
                .group_by(RatingChangeRow.account_id)
            )
        }

    def leaderboard(self, game: str, limit: int, now: dt.datetime | None = None) -> list[Standing]:
        """The game's rated accounts by their shown figure, best first (see the
        constants above for who is listed)."""
        since = (now or utcnow()) - dt.timedelta(days=LEADERBOARD_ACTIVE_DAYS)
        with Session(self.engine) as session:
            rows = list(
                session.execute(
                    select(AccountRow.id, AccountRow.name, RatingRow)
                    .join(RatingRow, RatingRow.account_id == AccountRow.id)
                    .where(
                        RatingRow.game == game,
                        RatingRow.games >= LEADERBOARD_MIN_GAMES,
                        RatingRow.updated_at >= since,
                        AccountRow.kid_mode.is_(False),
                    )
                )
            )
            wins = self._wins(session, game, [row[0] for row in rows])
        standings = [
            Standing(
                name=name,
                shown=Rating(rating.mu, rating.sigma).shown(),
                games=rating.games,
                wins=wins.get(account, 0),
                provisional=provisional(rating.games),
                updated_at=_aware(rating.updated_at),
            )
            for account, name, rating in rows
        ]
        standings.sort(key=lambda s: (-s.shown, -s.games, s.name.casefold()))
        return standings[:limit]

    def of_account(self, account_id: str) -> list[GameRating]:
        """Every game the account has a rating in, with its history (oldest first)."""
        with Session(self.engine) as session:
            ratings = list(
                session.scalars(
                    select(RatingRow)
                    .where(RatingRow.account_id == account_id, RatingRow.games > 0)
                    .order_by(RatingRow.game)
                )
            )
            found = []
            for rating in ratings:
                wins = self._wins(session, rating.game, [account_id]).get(account_id, 0)
                steps = list(
                    session.execute(
                        select(RatingChangeRow, MatchRow.num_players)
                        .join(MatchRow, MatchRow.id == RatingChangeRow.match_id)
                        .where(
                            RatingChangeRow.account_id == account_id,
                            RatingChangeRow.game == rating.game,
                        )
                        .order_by(RatingChangeRow.created_at.desc(), RatingChangeRow.match_id)
                        .limit(HISTORY_LIMIT)
                    )
                )
                history = [
                    Step(
                        match_id=change.match_id,
                        at=_aware(change.created_at),
                        place=change.place,
                        players=players,
                        shown_before=change.shown_before,
                        shown_after=change.shown_after,
                    )
                    for change, players in reversed(steps)
                ]
                found.append(
                    GameRating(
                        game=rating.game,
                        shown=Rating(rating.mu, rating.sigma).shown(),
                        mu=rating.mu,
                        sigma=rating.sigma,
                        games=rating.games,
                        wins=wins,
                        provisional=provisional(rating.games),
                        history=history,
                    )
                )
            return found

    def holds_seat(self, match_id: str, account_id: str) -> bool:
        """Whether the account holds a seat of the match."""
        with Session(self.engine) as session:
            found = session.scalar(
                select(AccountSeatRow.seat)
                .where(AccountSeatRow.match_id == match_id, AccountSeatRow.account_id == account_id)
                .limit(1)
            )
            return found is not None

    def of_match(self, match_id: str) -> list[MatchChange]:
        """What the finished match did to each account's rating, by seat (empty: the
        match was not rated, or has not finished)."""
        with Session(self.engine) as session:
            rows = list(
                session.execute(
                    select(RatingChangeRow, AccountRow.name)
                    .join(AccountRow, AccountRow.id == RatingChangeRow.account_id)
                    .where(RatingChangeRow.match_id == match_id)
                    .order_by(RatingChangeRow.seat)
                )
            )
            changes = []
            for change, name in rows:
                games = session.scalar(
                    select(func.count())
                    .select_from(RatingChangeRow)
                    .where(
                        RatingChangeRow.account_id == change.account_id,
                        RatingChangeRow.game == change.game,
                        RatingChangeRow.created_at <= change.created_at,
                    )
                )
                changes.append(
                    MatchChange(
                        seat=change.seat,
                        name=name,
                        place=change.place,
                        shown_before=change.shown_before,
                        shown_after=change.shown_after,
                        games=int(games or 0),
                        provisional=provisional(int(games or 0)),
                    )
                )
            return changes
