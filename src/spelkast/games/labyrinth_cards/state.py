"""States and actions of Labyrinth, the card game (immutable values)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any

from spelkast.core.options import OptionValue

Cell = tuple[int, int]


@dataclass(frozen=True, slots=True)
class Place:
    """Place hand card ``card`` turned ``rotation`` quarter turns clockwise on cell
    (``x``, ``y``) and take the lying cards numbered in ``take`` (sorted)."""

    card: int
    rotation: int
    x: int
    y: int
    take: tuple[int, ...] = ()

    @property
    def cell(self) -> Cell:
        return (self.x, self.y)


@dataclass(frozen=True, slots=True)
class Discard:
    """Only when no hand card can be placed: put ``card`` out of the game and draw
    (the project's decision; the rules do not cover this case)."""

    card: int


Action = Place | Discard


@dataclass(frozen=True)
class CardsState:
    """A whole position, secrets included.

    ``layout`` holds the face-up cards as ``(x, y, card, rotation)`` sorted by row then
    column; ``hands[p]`` player p's hidden cards; ``pile`` the face-down draw pile, top
    card first; ``taken[p]`` the cards player p collected, in order; ``discards`` the
    cards put out of the game. ``current`` is the player to move (meaningless once the
    game is over), ``turn`` the number of turns played, ``last`` the last (player, action).
    """

    num_players: int
    seed: int
    options: Mapping[str, OptionValue]
    layout: tuple[tuple[int, int, int, int], ...]
    hands: tuple[tuple[int, ...], ...]
    pile: tuple[int, ...]
    taken: tuple[tuple[int, ...], ...]
    discards: tuple[int, ...] = ()
    current: int = 0
    turn: int = 0
    last: tuple[int, Action] | None = None

    def replace(self, **changes: Any) -> CardsState:
        return replace(self, **changes)

    @cached_property
    def grid(self) -> dict[Cell, tuple[int, int]]:
        """The layout as a mapping cell -> (card, rotation)."""
        return {(x, y): (card, rotation) for x, y, card, rotation in self.layout}

    @cached_property
    def cell_of(self) -> dict[int, Cell]:
        """Where each lying card is."""
        return {card: (x, y) for x, y, card, _ in self.layout}

    @property
    def over(self) -> bool:
        return not self.pile and not any(self.hands)

    @property
    def maximal_taking(self) -> bool:
        return self.options.get("taking") == "maximal"


def sort_layout(
    cells: Mapping[Cell, tuple[int, int]],
) -> tuple[tuple[int, int, int, int], ...]:
    return tuple(
        (x, y, card, rotation)
        for (x, y), (card, rotation) in sorted(cells.items(), key=lambda kv: (kv[0][1], kv[0][0]))
    )
