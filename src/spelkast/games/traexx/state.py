"""Träxx states and actions (immutable values)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from spelkast.core.options import OptionValue


@dataclass(frozen=True, slots=True)
class Extension:
    """Extend the path at the end on field ``end`` by ``fields``, in order.

    A pass is ``Extension(None, ())`` (:data:`PASS`): no end, no fields.
    """

    end: int | None
    fields: tuple[int, ...]

    @property
    def is_pass(self) -> bool:
        return not self.fields


PASS = Extension(None, ())

Score = tuple[int, int]
"""A number field reached: (the number, the points it scored)."""


@dataclass(frozen=True, slots=True)
class TraexxState:
    """A whole Träxx position, secrets included.

    ``deck`` is the order in which the 15 cards (ids 0-14) are turned up; ``round`` how
    many of them have been played, so the card on the table is ``deck[round]`` and the
    game is over when ``round`` is 15. ``paths[p]`` is player p's path from one end to
    the other (it always contains p's start field). ``pending[p]`` is the extension p has
    chosen this round, kept secret until everybody has chosen (None: not chosen yet).
    ``scored[p]`` lists the number fields p reached, in the order reached, with points.
    """

    num_players: int
    seed: int
    options: Mapping[str, OptionValue]
    deck: tuple[int, ...]
    round: int
    paths: tuple[tuple[int, ...], ...]
    pending: tuple[Extension | None, ...]
    scored: tuple[tuple[Score, ...], ...]

    def replace(self, **changes: Any) -> TraexxState:
        return replace(self, **changes)
