"""Recomputing every rating from the stored results.

The ratings are a function of the rated matches' results: :func:`recompute` forgets
every rating and history row and replays the finished rated matches in the order they
finished (the finishing time, then the match id), through the same
:func:`~spelkast.server.ratings.update.rate_finished` the server uses, in one
transaction. On a database where nothing went wrong it gives the same figures back;
after a change of the model or the bots' ratings it gives the new ones.
``spelkast ratings recompute --database-url URL`` runs it.
"""

from __future__ import annotations

from sqlalchemy import delete, select
from sqlalchemy.engine import Engine

from spelkast.server.db import MatchRow, RatingChangeRow, RatingRow
from spelkast.server.ratings.update import rate_finished


def recompute(engine: Engine) -> int:
    """Rebuild the ratings and their history; returns how many matches were rated."""
    rated = 0
    with engine.begin() as connection:
        connection.execute(delete(RatingChangeRow))
        connection.execute(delete(RatingRow))
        finished = list(
            connection.execute(
                select(MatchRow.id, MatchRow.updated_at)
                .where(MatchRow.rated.is_(True), MatchRow.status == "finished")
                .order_by(MatchRow.updated_at, MatchRow.id)
            )
        )
        for match_id, moment in finished:
            if rate_finished(connection, match_id, moment):
                rated += 1
    return rated
