"""The ``presence`` message: how many clients act for each seat, pushed to everyone
watching a match when a seat's player connects or leaves (one of the server's messages,
:data:`spelkast.server.protocol.ServerMessage`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from typing_extensions import TypedDict

__all__ = ["PresenceEntry", "PresenceMessage", "presence_message"]


class PresenceEntry(TypedDict):
    """How many clients act for one seat."""

    seat: int
    connected: int


class PresenceMessage(TypedDict):
    """A seat's player connected or left: how many clients act for each seat now (on
    every node), sent to everyone watching the match without being asked."""

    type: Literal["presence"]
    match: str
    seats: list[PresenceEntry]


def presence_message(match: str, connected: Sequence[int]) -> PresenceMessage:
    """The presence of every seat, ``connected[seat]`` clients each."""
    return {
        "type": "presence",
        "match": match,
        "seats": [{"seat": seat, "connected": n} for seat, n in enumerate(connected)],
    }
