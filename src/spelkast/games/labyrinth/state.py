"""Labyrinth states and actions (immutable values)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from spelkast.core.options import OptionValue

# Steps of a turn (and the end).
SHIFT = "shift"
MOVE = "move"
COIN = "coin"
OVER = "over"
STEPS = (SHIFT, MOVE, COIN, OVER)

DAY = "day"
NIGHT = "night"


@dataclass(frozen=True, slots=True)
class Shift:
    """Push the spare in at ``arrow`` (0-11), turned so its open sides are ``openings``."""

    arrow: int
    openings: int


@dataclass(frozen=True, slots=True)
class MoveTo:
    """Move the pawn to ``cell`` (its own cell: stay)."""

    cell: int


@dataclass(frozen=True, slots=True)
class TakeCoin:
    """Day & Night: turn over face-down coin ``index`` (0-2) and take it."""

    index: int


Action = Shift | MoveTo | TakeCoin


@dataclass(frozen=True, slots=True)
class LabyrinthState:
    """A whole Labyrinth position, secrets included.

    ``piles[p]`` are player p's day cards not yet found, top card first; ``found[p]`` the
    ones found, in order. ``night_piles``/``night_found`` likewise for Day & Night (empty
    otherwise). In the night phase the cards left in ``piles`` are out of the game.
    ``coins`` is the face-down order of the three coins; ``coin_taken`` the index the
    winner turned over. ``ended_by`` is the player whose turn ended the game.
    """

    num_players: int
    seed: int
    options: Mapping[str, OptionValue]
    board: tuple[int, ...]
    spare: int
    pawns: tuple[int, ...]
    forbidden: int | None
    current: int
    step: str
    piles: tuple[tuple[int, ...], ...]
    found: tuple[tuple[int, ...], ...]
    night_piles: tuple[tuple[int, ...], ...] = ()
    night_found: tuple[tuple[int, ...], ...] = ()
    phase: str = DAY
    coins: tuple[int, ...] = ()
    coin_taken: int | None = None
    ended_by: int | None = None
    turn: int = 0
    last_shift: tuple[int, int] | None = None

    def replace(self, **changes: Any) -> LabyrinthState:
        return replace(self, **changes)

    @property
    def day_night(self) -> bool:
        return bool(self.options.get("day_night"))

    @property
    def open_cards(self) -> bool:
        return bool(self.options.get("open_cards"))

    @property
    def no_return(self) -> bool:
        return bool(self.options.get("no_return"))
