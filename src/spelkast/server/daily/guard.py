"""The guard that keeps a daily match's history
(which holds the day's seed) closed until its day is over. Imports nothing of the
lobby's routes, so those can use the guard."""

from __future__ import annotations

import datetime as dt

from fastapi import Request

from spelkast.server.daily.model import day_end
from spelkast.server.daily.store import DailyStore
from spelkast.server.daily.words import WORDS
from spelkast.server.db import utcnow
from spelkast.server.errors import HistoryLaterError


def now_of(request: Request) -> dt.datetime:
    """The time the daily challenge goes by (tests may set ``app.state.daily_clock``)."""
    clock = getattr(request.app.state, "daily_clock", utcnow)
    moment: dt.datetime = clock()
    return moment


async def history_open(match_id: str, request: Request) -> None:
    """Refuse (409) the history of a daily match until its day is over: it holds the
    day's seed."""
    lobby = request.app.state.lobby
    day = await lobby.run(DailyStore(lobby.store.engine).day_of_match, match_id)
    if day is not None and now_of(request) < day_end(dt.date.fromisoformat(day)):
        raise HistoryLaterError(WORDS["history"])
