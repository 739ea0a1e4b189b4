"""Träxx states and actions (immutable values)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
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
        """This state with ``changes`` (as :func:`dataclasses.replace`, whose checks this
        class does not need: it has no ``__post_init__`` and every field is set by
        ``__init__``; this is a step's hot path)."""
        new = object.__new__(TraexxState)
        for name in _FIELDS:
            object.__setattr__(
                new, name, changes.pop(name) if name in changes else getattr(self, name)
            )
        if changes:
            raise TypeError(f"TraexxState has no field {next(iter(changes))!r}")
        return new


_FIELDS = tuple(f.name for f in fields(TraexxState))
