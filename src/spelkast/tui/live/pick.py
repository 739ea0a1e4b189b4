"""What a place on a drawn board means as typed notation: the spots a person may pick.

The full-screen client draws each game with the game's own terminal UI and reads picks
back from the drawing's text, so a click or the keyboard cursor types exactly the name
the screen shows: a cell under its column letter and beside its row number (``e4``), a
Labyrinth arrow by its name (``Nb``, ``E4``), a Träxx field by its row letter and place
in the row (``c4``), a placement of the card game by its card, turn and cell letter as
the list of fits shows it (``12r1@c``). Each game's way of reading is declared once, in
:data:`PICKERS` by game id.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from spelkast.tui.traexx.draw import CELL as TRAEXX_CELL


@dataclass(frozen=True)
class Spot:
    """A place on the drawing (column ``x``, line ``y``, ``width`` characters) and the
    text picking it types."""

    x: int
    y: int
    width: int
    text: str

    def covers(self, x: int, y: int) -> bool:
        return y == self.y and self.x <= x < self.x + self.width


Picker = Callable[[Sequence[str]], list[Spot]]

_LETTER = re.compile(r"(?<![^\W\d_])([a-i])(?![^\W_])")
_ROW_NUMBER = re.compile(r"(?<![A-Za-z0-9])([1-9])(?![0-9])")


def _columns(line: str) -> dict[str, int]:
    """The column letters of a grid's header line and where each stands (one hidden
    behind an arrow's name is placed halfway between its neighbours); empty if the line
    is no such header."""
    found = [(ord(m.group(1)) - ord("a"), m.start(1)) for m in _LETTER.finditer(line)]
    if not found or found[0][0] != 0:
        return {}
    kept = found[:1]
    for index, x in found[1:]:
        last, last_x = kept[-1]
        if not 0 < index - last <= 2 or x - last_x < 2 * (index - last):
            break
        kept.append((index, x))
    if len(kept) < 3:
        return {}
    columns: dict[str, int] = {}
    for (index, x), (following, next_x) in itertools.pairwise(kept):
        for k in range(index, following):
            columns[chr(ord("a") + k)] = x + (next_x - x) * (k - index) // (following - index)
    index, x = kept[-1]
    columns[chr(ord("a") + index)] = x
    return columns


def grid_spots(lines: Sequence[str]) -> list[Spot]:
    """Cells of a lettered, numbered grid (Labyrinth, Sudoku): ``<column><row>``, the
    columns by the first header line of letters, the rows by a number left of them."""
    top, header = next(
        ((y, columns) for y, line in enumerate(lines) if (columns := _columns(line))), (0, {})
    )
    if not header:
        return []
    left = header["a"] - 1
    spots = []
    for y, line in enumerate(lines[top + 1 :], start=top + 1):
        numbers = list(_ROW_NUMBER.finditer(line[:left]))
        if not numbers:
            continue
        number = numbers[-1].group(1)
        for letter, column in header.items():
            spots.append(Spot(column - 1, y, 3, f"{letter}{number}"))
    return spots


_ARROW = re.compile(r"(?<![A-Za-z])([NS][a-g]|[EW][1-7])(?![A-Za-z0-9])")


def labyrinth_spots(lines: Sequence[str]) -> list[Spot]:
    """The maze's cells and the arrows around it (``Nb``, ``E4``...)."""
    cells = grid_spots(lines)
    if not cells:
        return []
    right = max(spot.x + spot.width for spot in cells) + 6
    arrows = [
        Spot(m.start(1), y, 2, m.group(1))
        for y, line in enumerate(lines)
        for m in _ARROW.finditer(line[:right])
    ]
    return cells + arrows


def traexx_spots(lines: Sequence[str]) -> list[Spot]:
    """The hexagonal board's fields: rows ``a``-``i`` one under the other, each field
    named by its row and its place in the row (``c4``)."""
    letters = "abcdefghi"
    radius = len(letters) // 2
    for top, line in enumerate(lines):
        x0 = line.find("a ")
        if x0 < 0 or top + len(letters) > len(lines):
            continue
        if (x0 == 0 or line[x0 - 1] == " ") and all(
            lines[top + k][x0 : x0 + 2] == f"{letter} " for k, letter in enumerate(letters)
        ):
            spots = []
            for k, letter in enumerate(letters):
                offset = abs(k - radius)
                start = x0 + 2 + offset * (TRAEXX_CELL + 1) // 2
                for j in range(2 * radius + 1 - offset):
                    x = start + j * (TRAEXX_CELL + 1)
                    spots.append(Spot(x, top + k, TRAEXX_CELL, f"{letter}{j + 1}"))
            return spots
    return []


_FIT = re.compile(r"(\d+r[0-3]):((?:\s+[a-z](?:\+\d+)?)+)")
_FIT_CELL = re.compile(r"[a-z](?:\+\d+)?")


def cards_spots(lines: Sequence[str]) -> list[Spot]:
    """The placements of the card game's list of fits: ``12r1: a+1 b`` offers card 12
    turned once on the cells marked a and b."""
    spots = []
    for y, line in enumerate(lines):
        for fit in _FIT.finditer(line):
            card = fit.group(1)
            for cell in _FIT_CELL.finditer(fit.group(2)):
                x = fit.start(2) + cell.start()
                spots.append(Spot(x, y, len(cell.group()), f"{card}@{cell.group()[0]}"))
    return spots


PICKERS: dict[str, Picker] = {
    "labyrinth": labyrinth_spots,
    "labyrinth-cards": cards_spots,
    "sudoku": grid_spots,
    "sudoids": grid_spots,
    "traexx": traexx_spots,
}


def spots(game_id: str, lines: Sequence[str]) -> list[Spot]:
    """The spots of ``game_id``'s drawing ``lines`` (none for a game without a picker)."""
    picker = PICKERS.get(game_id)
    return picker(lines) if picker is not None else []


def spot_at(found: Sequence[Spot], x: int, y: int) -> Spot | None:
    """The spot under ``(x, y)``, if any."""
    return next((spot for spot in found if spot.covers(x, y)), None)


def step(found: Sequence[Spot], current: Spot | None, dx: int, dy: int) -> Spot | None:
    """The spot the cursor moves to from ``current`` in direction ``(dx, dy)``: the
    nearest one that way (rows count double, as characters are twice as tall)."""
    if not found:
        return None
    if current is None:
        return found[0]
    cx, cy = current.x + current.width / 2, current.y

    def ahead(spot: Spot) -> bool:
        sx, sy = spot.x + spot.width / 2, spot.y
        if dx:
            return (sx - cx) * dx > 0 and abs(sy - cy) * 2 <= abs(sx - cx)
        return (sy - cy) * dy > 0 and abs(sx - cx) <= abs(sy - cy) * 4

    def distance(spot: Spot) -> float:
        sx, sy = spot.x + spot.width / 2, spot.y
        return float(abs(sx - cx) + 2 * abs(sy - cy))

    candidates = [spot for spot in found if spot is not current and ahead(spot)]
    return min(candidates, key=distance) if candidates else current
