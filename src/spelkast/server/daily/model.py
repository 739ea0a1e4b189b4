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


#: The all-time leaderboard lists accounts with at least this many scored days.
ALL_TIME_MIN_DAYS: Final = 5


def day_points(score: float, others: list[float]) -> float:
    """What one day's attempt adds to the all-time leaderboard: the share of that day's
    other players beaten, ties counting half, in points 0–100 (alone on a day: 100).

    >>> day_points(7.0, [3.0, 7.0, 9.0])
    50.0
    """
    if not others:
        return 100.0
    beaten = sum(1.0 if other < score else 0.5 if other == score else 0.0 for other in others)
    return 100.0 * beaten / len(others)


def all_time(days: dict[str, dict[str, float]], min_days: int) -> list[tuple[str, float, int]]:
    """The all-time standings from ``days`` (day → account → score): each account's
    average of :func:`day_points` over its scored days, for accounts with at least
    ``min_days``, best average first (more days first among equal averages).

    >>> all_time({"d1": {"a": 5.0, "b": 3.0}, "d2": {"a": 1.0, "b": 3.0}}, 2)
    [('a', 50.0, 2), ('b', 50.0, 2)]
    """
    points: dict[str, list[float]] = {}
    for scores in days.values():
        for account, score in scores.items():
            others = [s for a, s in scores.items() if a != account]
            points.setdefault(account, []).append(day_points(score, others))
    standings = [
        (account, round(sum(got) / len(got), 1), len(got))
        for account, got in points.items()
        if len(got) >= min_days
    ]
    return sorted(standings, key=lambda s: (-s[1], -s[2], s[0]))
