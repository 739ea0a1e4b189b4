"""Sudoku states, actions and the record of what the last actions did (immutable values)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any

from spelkast.core.options import OptionValue

# Why a game ended.
CLAIM = "claim"  # table rules: the player to move rightly said no cell is legal
STUCK = "stuck"  # assisted mode: the engine found no legal cell for the player to move
EXHAUSTED = "exhausted"  # every tile is on the board or set aside
END_REASONS = (CLAIM, STUCK, EXHAUSTED)

# What an action did (the ``kind`` of an :class:`Event`).
PLACED = "placed"  # a legal placement, scored
BROKE = "broke"  # table rules: the placement broke the Sudoku rule; tile set aside
CLAIM_RIGHT = "claim-right"  # the claim was right; the game is over
CLAIM_WRONG = "claim-wrong"  # the claim was wrong; tile set aside
EVENT_KINDS = (PLACED, BROKE, CLAIM_RIGHT, CLAIM_WRONG)


@dataclass(frozen=True, slots=True)
class Place:
    """Put the tile in hand on ``cell``."""

    cell: int


@dataclass(frozen=True, slots=True)
class Claim:
    """Table rules: say "my tile fits nowhere"."""


Action = Place | Claim


@dataclass(frozen=True, slots=True)
class Event:
    """What an action did, kept so that every seat can be told (public)."""

    player: int
    kind: str
    value: int
    cell: int | None = None  # None for a claim
    points: int = 0


@dataclass(frozen=True, slots=True)
class SudokuState:
    """A whole position, secrets included.

    ``board`` holds 0 for an empty cell, else the tile's value (1-9, or 1-6 for the
    animals). ``golden`` lists the cells of the starting tiles. ``hands[p]`` is the tile
    player ``p`` holds (0: none, once the pile is empty). ``pile`` is the face-down draw
    pile, top tile first. ``aside`` are the tiles set aside, in order. ``scores`` are
    totals (40 x round tokens + track position). ``end`` is "" while the game runs, else
    one of :data:`END_REASONS`; ``ended_by`` is the seat that claimed or was stuck.
    ``recent`` holds what the last actions did, oldest first: one per player at most, so
    that a player coming back to the board can be told what everyone did since.
    """

    num_players: int
    seed: int
    options: Mapping[str, OptionValue]
    board: tuple[int, ...]
    golden: tuple[int, ...]
    hands: tuple[int, ...]
    pile: tuple[int, ...]
    aside: tuple[int, ...]
    scores: tuple[int, ...]
    current: int
    end: str = ""
    ended_by: int | None = None
    turn: int = 0
    recent: tuple[Event, ...] = ()

    @property
    def last(self) -> Event | None:
        """What the last action did (None before the first action)."""
        return self.recent[-1] if self.recent else None

    def with_event(self, event: Event, **changes: Any) -> SudokuState:
        """This state with ``changes`` and ``event`` added to :attr:`recent`."""
        keep = self.recent[-(self.num_players - 1) :] if self.num_players > 1 else ()
        changes["recent"] = (*keep, event)
        return self.replace(**changes)

    def replace(self, **changes: Any) -> SudokuState:
        """This state with ``changes`` (as :func:`dataclasses.replace`, whose checks this
        class does not need: it has no ``__post_init__`` and every field is set by
        ``__init__``; this is a step's hot path)."""
        new = object.__new__(SudokuState)
        for name in _FIELDS:
            object.__setattr__(
                new, name, changes.pop(name) if name in changes else getattr(self, name)
            )
        if changes:
            raise TypeError(f"SudokuState has no field {next(iter(changes))!r}")
        return new

    @property
    def over(self) -> bool:
        return bool(self.end)

    @property
    def mode(self) -> str:
        return str(self.options["mode"])

    @property
    def scoring(self) -> str:
        return str(self.options["scoring"])


_FIELDS = tuple(f.name for f in fields(SudokuState))
