"""Moving the ratings when a rated match finishes, inside the transaction that stores
its result.

:func:`rate_finished` is called by the store in the same transaction as the guarded
update that marks the match finished (:meth:`spelkast.server.store.Store.commit_actions`):
both are committed together or neither is. A match finishes once (its version guard lets
one finishing action in) and the history's key (match, account) refuses a second row, so
a result is never counted twice.

Who takes part (:func:`table_of`): each seat is an account (the seat it took while signed
in) or a bot level holding its fixed rating (:mod:`.bots`). A seat whose account left
(handed to a bot) or resigned is placed last; the others by the game's finishing places,
ties sharing a place. A match with a human seat that belongs to no account, an account
in two seats, or a bot with no fixed rating is not rated.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from sqlalchemy import insert, select, update
from sqlalchemy.dialects.postgresql import insert as postgresql_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.engine import Connection

from spelkast.server.db import AccountSeatRow, MatchRow, RatingChangeRow, RatingRow, SeatRow
from spelkast.server.ratings.bots import bot_rating
from spelkast.server.ratings.model import NEW, Rating, rate


@dataclass(frozen=True, slots=True)
class Entrant:
    """One seat of a rated match: its account (None: a bot) and fixed rating (a bot's)."""

    seat: int
    account: str | None
    fixed: Rating | None


@dataclass(frozen=True, slots=True)
class SeatFacts:
    seat: int
    kind: str
    bot: str | None


def table_of(
    game_id: str,
    seats: Sequence[SeatFacts],
    accounts: Mapping[int, str],
    ranks: Sequence[int],
) -> tuple[list[Entrant], list[int]] | None:
    """The entrants and their finishing places (1 best), or None when the match cannot
    be rated."""
    if len(seats) < 2 or len(ranks) != len(seats):
        return None
    held = list(accounts.values())
    if len(set(held)) != len(held) or not held:
        return None
    entrants: list[Entrant] = []
    keys: list[int] = []
    last = len(seats) + 1
    for facts in sorted(seats, key=lambda s: s.seat):
        account = accounts.get(facts.seat)
        if account is not None:
            left = facts.kind != "human"  # handed to a bot: the account left
            entrants.append(Entrant(facts.seat, account, None))
            keys.append(last if left else ranks[facts.seat])
        elif facts.kind == "bot" and facts.bot is not None:
            fixed = bot_rating(game_id, facts.bot)
            if fixed is None:
                return None
            entrants.append(Entrant(facts.seat, None, fixed))
            keys.append(ranks[facts.seat])
        else:
            return None
    places = [1 + sum(1 for other in keys if other < key) for key in keys]
    return entrants, places


@dataclass(frozen=True, slots=True)
class Change:
    """What a rated match did to one account's rating."""

    account: str
    seat: int
    place: int
    before: Rating
    after: Rating
    games: int  # rated games after this one


def rate_finished(connection: Connection, match_id: str, moment: dt.datetime) -> list[Change]:
    """If ``match_id`` is rated and can be rated, move its accounts' ratings and store
    what changed, in ``connection``'s transaction. Returns the changes (none: not rated)."""
    row = connection.execute(
        select(MatchRow.game, MatchRow.rated, MatchRow.outcome).where(MatchRow.id == match_id)
    ).one_or_none()
    if row is None or not row.rated or row.outcome is None:
        return []
    ranks = [int(rank) for rank in json.loads(row.outcome)["ranks"]]
    seats = [
        SeatFacts(seat, kind, bot)
        for seat, kind, bot in connection.execute(
            select(SeatRow.seat, SeatRow.kind, SeatRow.bot).where(SeatRow.match_id == match_id)
        )
    ]
    accounts: dict[int, str] = {}
    for seat, account in connection.execute(
        select(AccountSeatRow.seat, AccountSeatRow.account_id).where(
            AccountSeatRow.match_id == match_id
        )
    ):
        accounts[seat] = account
    found = table_of(row.game, seats, accounts, ranks)
    if found is None:
        return []
    entrants, places = found
    held = sorted(e.account for e in entrants if e.account is not None)
    _ensure_ratings(connection, row.game, held, moment)
    stored = {
        r.account_id: r
        for r in connection.execute(
            select(RatingRow.account_id, RatingRow.mu, RatingRow.sigma, RatingRow.games)
            .where(RatingRow.game == row.game, RatingRow.account_id.in_(held))
            .order_by(RatingRow.account_id)
            .with_for_update()  # PostgreSQL: two finishing matches of one account queue
        )
    }
    before: list[Rating] = []
    for entrant in entrants:
        if entrant.fixed is not None:
            before.append(entrant.fixed)
        else:
            known = stored[entrant.account]
            before.append(Rating(known.mu, known.sigma))
    after = rate(before, places)
    changes: list[Change] = []
    for entrant, place, old, new in zip(entrants, places, before, after, strict=True):
        if entrant.account is None:
            continue  # a bot's rating never moves
        games = stored[entrant.account].games + 1
        connection.execute(
            update(RatingRow)
            .where(RatingRow.account_id == entrant.account, RatingRow.game == row.game)
            .values(mu=new.mu, sigma=new.sigma, games=games, updated_at=moment)
        )
        changes.append(Change(entrant.account, entrant.seat, place, old, new, games))
    connection.execute(
        insert(RatingChangeRow),
        [
            {
                "match_id": match_id,
                "account_id": change.account,
                "game": row.game,
                "seat": change.seat,
                "place": change.place,
                "mu_before": change.before.mu,
                "sigma_before": change.before.sigma,
                "mu_after": change.after.mu,
                "sigma_after": change.after.sigma,
                "shown_before": change.before.shown(),
                "shown_after": change.after.shown(),
                "created_at": moment,
            }
            for change in changes
        ],
    )
    return changes


def _ensure_ratings(
    connection: Connection, game_id: str, accounts: Sequence[str], moment: dt.datetime
) -> None:
    """Give each account that has none a new rating in the game (no rated games yet).
    An insert that meets a row another transaction is adding waits for it and then does
    nothing, so two matches finishing at once never fail on the key."""
    rows = [
        {
            "account_id": account,
            "game": game_id,
            "mu": NEW.mu,
            "sigma": NEW.sigma,
            "games": 0,
            "updated_at": moment,
        }
        for account in accounts
    ]
    if connection.dialect.name == "postgresql":
        connection.execute(postgresql_insert(RatingRow).on_conflict_do_nothing(), rows)
    else:
        connection.execute(sqlite_insert(RatingRow).on_conflict_do_nothing(), rows)
