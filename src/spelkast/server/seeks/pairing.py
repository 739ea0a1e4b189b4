"""Who plays whom: the pairing rules of the seek pool, on plain values (no database).

A seeker asks for a game, a range of player counts and a move clock. Seekers are put
together only when they want the same game and clock, are all accounts or all anonymous,
and share a player count. Accounts are compared by rating (``mu`` on the shown scale,
:data:`POINTS_PER_MU` points per ``mu``): two accounts may meet when the gap between
them is within the *window* of each, which starts at :data:`WINDOW_START` points and
widens by :data:`WINDOW_GROWTH` points for every second the seeker has waited, up to
:data:`WINDOW_MAX`. After :data:`BOT_WAIT` seconds, a group still short of players
whose every member allows bots is completed with the bot level whose fixed rating is
nearest the group's mean ``mu`` (anonymous seekers count as a new account).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from spelkast.server.ratings.model import NEW, SHOWN_SCALE

#: Rating gaps are measured in shown points: this many per ``mu``.
POINTS_PER_MU: Final = SHOWN_SCALE
#: The window at the start of a wait, its growth per second waited, and its cap.
WINDOW_START: Final = 100.0
WINDOW_GROWTH: Final = 10.0
WINDOW_MAX: Final = 600.0
#: Seconds the longest-waiting seeker of a group waits before bots may fill it.
BOT_WAIT: Final = 20.0


@dataclass(frozen=True, slots=True)
class Seeker:
    """One waiting seek, as the pairing sees it."""

    id: str
    game: str
    min_players: int
    max_players: int
    move_seconds: int | None
    account: bool
    mu: float
    allow_bots: bool
    since: dt.datetime


@dataclass(frozen=True, slots=True)
class Group:
    """A new match: its seekers (seat 0, 1, … in this order) and the bots that fill
    the seats after theirs."""

    seekers: tuple[Seeker, ...]
    bots: tuple[str, ...]

    @property
    def seats(self) -> int:
        return len(self.seekers) + len(self.bots)


def window(waited: float) -> float:
    """The rating gap (shown points) a seeker accepts after waiting ``waited`` seconds."""
    return min(WINDOW_MAX, WINDOW_START + WINDOW_GROWTH * max(0.0, waited))


def _waited(seeker: Seeker, now: dt.datetime) -> float:
    return (now - seeker.since).total_seconds()


def rating_fits(a: Seeker, b: Seeker, now: dt.datetime) -> bool:
    """Whether ``a`` and ``b`` may meet: anonymous seekers meet any anonymous one; two
    accounts when their gap is within both their windows; never one of each."""
    if a.account != b.account:
        return False
    if not a.account:
        return True
    gap = abs(a.mu - b.mu) * POINTS_PER_MU
    return gap <= window(_waited(a, now)) and gap <= window(_waited(b, now))


def nearest_bot(levels: Mapping[str, float], mu: float) -> str | None:
    """The level whose fixed ``mu`` is nearest ``mu`` (the stronger one on a tie)."""
    if not levels:
        return None
    return min(levels, key=lambda level: (abs(levels[level] - mu), -levels[level]))


def _group_for(anchor: Seeker, others: Sequence[Seeker], now: dt.datetime) -> list[Seeker]:
    """The anchor and, oldest first, each other seeker that fits everyone taken so far
    (same game and clock, a player count all of them accept, ratings within windows)."""
    group = [anchor]
    low, high = anchor.min_players, anchor.max_players
    for other in others:
        if len(group) >= high:
            break
        if other.game != anchor.game or other.move_seconds != anchor.move_seconds:
            continue
        new_low, new_high = max(low, other.min_players), min(high, other.max_players)
        if new_low > new_high or len(group) + 1 > new_high:
            continue
        if all(rating_fits(member, other, now) for member in group):
            group.append(other)
            low, high = new_low, new_high
    return group


def pair(
    seekers: Sequence[Seeker], now: dt.datetime, bot_levels: Mapping[str, float]
) -> list[Group]:
    """The matches to make now from ``seekers``, each seeker in at most one. The
    longest-waiting seeker not yet placed is the anchor of the next group; a group
    plays when it has as many seekers as its smallest accepted count, or, once its
    anchor has waited :data:`BOT_WAIT` seconds and all its seekers allow bots, with
    bots (from ``bot_levels``: level → fixed ``mu``) in the seats still empty."""
    waiting = sorted(seekers, key=lambda s: (s.since, s.id))
    placed: set[str] = set()
    groups: list[Group] = []
    for anchor in waiting:
        if anchor.id in placed:
            continue
        rest = [s for s in waiting if s.id not in placed and s.id != anchor.id]
        group = _group_for(anchor, rest, now)
        low = max(member.min_players for member in group)
        bots: tuple[str, ...] = ()
        if len(group) < low:
            if _waited(anchor, now) < BOT_WAIT or not all(m.allow_bots for m in group):
                continue
            mean = sum(m.mu for m in group) / len(group)
            level = nearest_bot(bot_levels, mean)
            if level is None:
                continue
            bots = (level,) * (low - len(group))
        placed.update(member.id for member in group)
        groups.append(Group(tuple(group), bots))
    return groups


def anonymous_mu() -> float:
    """The ``mu`` an anonymous seeker counts as (a new account's)."""
    return NEW.mu
