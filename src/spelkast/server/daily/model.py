"""What a daily challenge is: its games, its day (UTC) and its seed.

The seed of a day's challenge in a game is HMAC-SHA256(server secret, "spelkast daily
<day> <game>") cut to 63 bits (the standard library's ``hmac``): the same for everyone
that day, different every day and game, and unknowable without the secret, which never
leaves the server. It is published once the day is over.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import hmac
from typing import Final

#: The games of the daily challenge, each played alone with its default options.
DAILY_GAMES: Final = ("traexx", "sudoku", "sudoids")


def day_of(moment: dt.datetime) -> dt.date:
    """The UTC day ``moment`` falls on."""
    return moment.astimezone(dt.UTC).date()


def day_end(day: dt.date) -> dt.datetime:
    """The moment ``day`` is over (midnight UTC after it)."""
    return dt.datetime.combine(day + dt.timedelta(days=1), dt.time(), tzinfo=dt.UTC)


def is_over(day: dt.date, now: dt.datetime) -> bool:
    return now >= day_end(day)


def daily_seed(secret: bytes, day: dt.date, game: str) -> int:
    """The seed of ``game``'s challenge on ``day``."""
    message = f"spelkast daily {day.isoformat()} {game}".encode()
    digest = hmac.new(secret, message, hashlib.sha256).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def places(scores: list[float]) -> list[int]:
    """Each score's place, best (highest) first, ties sharing a place; ``scores`` sorted
    best first.

    >>> places([9.0, 7.0, 7.0, 3.0])
    [1, 2, 2, 4]
    """
    return [1 + sum(1 for other in scores if other > score) for score in scores]
