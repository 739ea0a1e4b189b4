"""The words a match's life is told in: its status, and who made each event."""

from __future__ import annotations

from enum import StrEnum


class MatchStatus(StrEnum):
    """Where a match is in its life (stored in the ``matches`` table)."""

    #: Waiting for people to take its human seats.
    OPEN = "open"
    RUNNING = "running"
    FINISHED = "finished"
    #: Untouched too long (see :mod:`spelkast.server.lobby`): no longer played.
    EXPIRED = "expired"


class By(StrEnum):
    """Who made an event (stored with it in the ``actions`` table)."""

    #: The person in the seat.
    SEAT = "seat"
    #: The seat's bot.
    BOT = "bot"
    #: The clock bot, when the person's move clock ran out.
    CLOCK = "clock"
    #: The person in the seat gave up (an event that is no action).
    RESIGN = "resign"
