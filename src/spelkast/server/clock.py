"""Move clocks: when each seat must have acted.

The clock runs per decision: a seat that comes to move, or that just acted itself and
must act again (Labyrinth's move after the shift, a one-player game), gets a fresh
``move_seconds``. A seat that stays to move while others act (a simultaneous round)
keeps its deadline, and so does a seat whose clock ran out while the clock bot finishes
its turn. The clock bot itself is the turn role's (:mod:`spelkast.server.turns`).
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from spelkast.server.matchparts import Seat


def deadlines_after(
    seats: Sequence[Seat],
    move_seconds: float | None,
    old_to_move: Sequence[int],
    new_to_move: Sequence[int],
    status: str,
    actor: int | None = None,
    by: str = "",
) -> dict[int, float | None]:
    """Every seat's deadline after a change from ``old_to_move`` to ``new_to_move``
    (``actor`` acted, ``by`` whom: "seat", "bot", "clock")."""
    result: dict[int, float | None] = {}
    now = time.time()
    for seat in seats:
        deadline: float | None = None
        if (
            move_seconds is not None
            and status == "running"
            and seat.kind == "human"
            and seat.seat in new_to_move
        ):
            renewed = seat.seat == actor and by == "seat"
            if seat.seat in old_to_move and seat.deadline is not None and not renewed:
                deadline = seat.deadline
            else:
                deadline = now + move_seconds
        result[seat.seat] = deadline
    return result


def expired(seat: Seat) -> bool:
    """The seat's clock ran out."""
    return seat.deadline is not None and seat.deadline <= time.time()
