"""How many hints and help proposals each seat of a match has used.

A match keeps one :class:`HintsUsed` (an immutable value with a JSON form) and replaces it
each time a seat is shown a hint or asks for help. A turn counts once however often the
hint is shown during it: previewing ten pushes in Labyrinth is one hint, not ten.

>>> used = HintsUsed.start(2).with_hint(0, turn=3).with_hint(0, turn=3).with_help(1, turn=4)
>>> used.counts()
[{'hints': 1, 'helps': 0}, {'hints': 0, 'helps': 1}]
>>> HintsUsed.from_json(used.to_json()) == used
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from spelkast.core.errors import InvalidPositionError
from spelkast.core.fields import is_whole

HINT = "hint"
HELP = "help"
KINDS = (HINT, HELP)


@dataclass(frozen=True, slots=True)
class HintsUsed:
    """Per seat, the turns on which it was shown a hint and those on which it asked for a
    help proposal (each sorted, each turn once)."""

    hints: tuple[tuple[int, ...], ...]
    helps: tuple[tuple[int, ...], ...]

    @classmethod
    def start(cls, num_players: int) -> HintsUsed:
        """Nothing used yet, for ``num_players`` seats."""
        if not is_whole(num_players) or num_players < 1:
            raise ValueError(f"a match has at least one seat, not {num_players!r}")
        empty = tuple(() for _ in range(num_players))
        return cls(empty, empty)

    @property
    def num_players(self) -> int:
        return len(self.hints)

    def with_hint(self, seat: int, turn: int) -> HintsUsed:
        """This tally with ``seat`` shown a hint on ``turn``."""
        return self.used(HINT, seat, turn)

    def with_help(self, seat: int, turn: int) -> HintsUsed:
        """This tally with ``seat`` given a help proposal on ``turn``."""
        return self.used(HELP, seat, turn)

    def used(self, kind: str, seat: int, turn: int) -> HintsUsed:
        """This tally with ``seat`` using a ``kind`` (``"hint"`` or ``"help"``) on ``turn``."""
        if kind not in KINDS:
            raise ValueError(f"unknown kind {kind!r}; expected one of {KINDS}")
        if not is_whole(seat) or not 0 <= seat < self.num_players:
            raise ValueError(f"there is no seat {seat!r}")
        if not is_whole(turn) or turn < 0:
            raise ValueError(f"a turn is a whole number >= 0, not {turn!r}")
        table = self.hints if kind == HINT else self.helps
        if turn in table[seat]:
            return self
        row = tuple(sorted((*table[seat], turn)))
        changed = (*table[:seat], row, *table[seat + 1 :])
        if kind == HINT:
            return HintsUsed(changed, self.helps)
        return HintsUsed(self.hints, changed)

    def count(self, seat: int, kind: str = HINT) -> int:
        """How many turns ``seat`` used a ``kind`` on."""
        table = self.hints if kind == HINT else self.helps
        return len(table[seat])

    def counts(self) -> list[dict[str, int]]:
        """Per seat: ``{"hints": n, "helps": m}`` (what a result page shows)."""
        return [
            {"hints": len(hints), "helps": len(helps)}
            for hints, helps in zip(self.hints, self.helps, strict=True)
        ]

    def to_json(self) -> dict[str, Any]:
        return {"hints": [list(t) for t in self.hints], "helps": [list(t) for t in self.helps]}

    @classmethod
    def from_json(cls, data: Any) -> HintsUsed:
        """Read :meth:`to_json`; raises :class:`InvalidPositionError` on bad data."""
        try:
            hints, helps = data["hints"], data["helps"]
            if len(hints) != len(helps) or not hints:
                raise ValueError("one list of turns per seat for hints and for helps")
            tables = []
            for table in (hints, helps):
                rows = []
                for row in table:
                    if not all(is_whole(t) and t >= 0 for t in row):
                        raise ValueError("turns are whole numbers >= 0")
                    if list(row) != sorted(set(row)):
                        raise ValueError("each seat's turns are sorted, each once")
                    rows.append(tuple(row))
                tables.append(tuple(rows))
        except (KeyError, TypeError, ValueError) as exc:
            raise InvalidPositionError(f"not a tally of hints used: {exc}") from None
        return cls(tables[0], tables[1])
