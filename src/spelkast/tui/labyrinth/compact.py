"""The Labyrinth board for a small terminal: one text line per row of tiles.

Each tile is three columns of content (treasure letter, pawns, start ``⌂``, target ``*``,
``·`` where the pawn to move can go). The walls between tiles are half blocks, so one
character shows both neighbours' sides and the picture reads without colour: between
two tiles side by side ``█`` is wall on both sides, ``▌`` wall on the left tile only,
``▐`` on the right tile only, a space a passage; between two rows ``▀`` is wall on the
upper tile only, ``▄`` on the lower tile only. Corners are always wall. The board is 17
lines high and 38 columns wide (the full drawing: 27 × 63), arrows named round it as in
the full drawing (``Nb▼`` above column b).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rich.style import Style
from rich.text import Text

from spelkast.games.labyrinth import board as B
from spelkast.games.labyrinth import data as D

ROOM = 3  # content columns per tile
HALF_ROWS = {(True, True): "█", (True, False): "▀", (False, True): "▄", (False, False): " "}
HALF_COLS = {(True, True): "█", (True, False): "▌", (False, True): "▐", (False, False): " "}

Content = Callable[[int, int], Sequence[tuple[str, Style]]]


def trim(parts: Sequence[tuple[str, Style]]) -> list[tuple[str, Style]]:
    """At most :data:`ROOM` columns of content: drop from the left (pawns stay)."""
    kept = list(parts)
    while sum(len(t) for t, _ in kept) > ROOM:
        text, style = kept.pop(0)
        if len(text) > 1:
            kept.insert(0, (text[1:], style))
    return kept


def _closed(tile: int | None, side: int) -> bool:
    """Whether ``tile`` has a wall on ``side`` (no tile: outside the board, open)."""
    return tile is not None and not B.openings(tile) & side


def board_lines(
    board: Sequence[int],
    reach: int,
    content: Content,
    marks: dict[str, tuple[str, Style]],
    wall: Style,
    path: Style,
    reach_style: Style,
    label: Style,
) -> Text:
    """The compact board (see the module docstring). ``content(cell, tile)`` gives the
    middle of a tile (at most :data:`ROOM` columns); ``marks`` the arrow glyphs by name."""
    size = D.SIZE
    wall = wall + Style(bgcolor=path.bgcolor)

    def tile(row: int, col: int) -> int | None:
        if 0 <= row < size and 0 <= col < size:
            return board[row * size + col]
        return None

    def arrow_line(side: str) -> Text:
        line = Text(" " * 5)
        for col in range(size):
            name = f"{side}{'abcdefg'[col]}"
            if name in marks:
                mark, style = marks[name]
                line.append(name, label)
                line.append(mark, style)
                line.append(" ")
            else:
                line.append(f"  {'abcdefg'[col]} ", Style(bold=True))
        return line

    def between(row: int) -> Text:
        """The line between board row ``row - 1`` and ``row``."""
        line = Text(" " * 5)
        edge = HALF_ROWS[(row > 0, row < size)]
        for col in range(size):
            upper, lower = tile(row - 1, col), tile(row, col)
            gap = HALF_ROWS[(_closed(upper, D.S), _closed(lower, D.N))]
            line.append(edge * 2, wall)
            line.append(gap, wall)
            line.append(edge, wall)
        line.append(edge, wall)
        return line

    def middle(row: int) -> Text:
        west, east = f"W{row + 1}", f"E{row + 1}"
        line = Text(f"{row + 1} ", Style(bold=True))
        if west in marks:
            line.append(west, label)
            line.append(*marks[west])
        else:
            line.append("   ")
        for col in range(size):
            left, right = tile(row, col - 1), tile(row, col)
            line.append(HALF_COLS[(_closed(left, D.E), _closed(right, D.W))], wall)
            cell = row * size + col
            here = tile(row, col)
            assert here is not None
            reachable = bool(reach >> cell & 1)
            style = reach_style if reachable else path
            fill = "·" if reachable else " "
            parts = trim(content(cell, here))
            used = sum(len(t) for t, _ in parts)
            line.append(fill * ((ROOM - used) // 2), style)
            for text, part_style in parts:
                line.append(text, part_style)
            line.append(fill * (ROOM - used - (ROOM - used) // 2), style)
        line.append(HALF_COLS[(_closed(tile(row, size - 1), D.E), False)], wall)
        if east in marks:
            mark, mark_style = marks[east]
            line.append(mark, mark_style)
            line.append(east, label)
        return line

    lines = [arrow_line("N")]
    for row in range(size):
        lines.append(between(row))
        lines.append(middle(row))
    lines.append(between(size))
    lines.append(arrow_line("S"))
    return Text("\n").join(lines)


def spare_lines(tile: int, content: Sequence[tuple[str, Style]], wall: Style, path: Style) -> Text:
    """The spare alone, drawn the same way (3 lines × 5 columns)."""
    wall = wall + Style(bgcolor=path.bgcolor)
    top = Text("▄▄", wall)
    top.append(HALF_ROWS[(False, _closed(tile, D.N))], wall)
    top.append("▄▄", wall)
    bottom = Text("▀▀", wall)
    bottom.append(HALF_ROWS[(_closed(tile, D.S), False)], wall)
    bottom.append("▀▀", wall)
    middle = Text(HALF_COLS[(False, _closed(tile, D.W))], wall)
    parts = trim(content)
    used = sum(len(t) for t, _ in parts)
    middle.append(" " * ((ROOM - used) // 2), path)
    for text, style in parts:
        middle.append(text, style)
    middle.append(" " * (ROOM - used - (ROOM - used) // 2), path)
    middle.append(HALF_COLS[(_closed(tile, D.E), False)], wall)
    return Text("\n").join([top, middle, bottom])


def treasure_list(lang: str, night: bool = False) -> str:
    """Every treasure's letter and name, four to a line (the help's legend); the night
    treasures too in a Day & Night game."""
    treasures = (*D.TREASURES, *D.NIGHT_TREASURES) if night else D.TREASURES
    items = [f"{t.letter} {t.name(lang)}" for t in treasures]
    rows = [items[i : i + 4] for i in range(0, len(items), 4)]
    return "\n".join("".join(f"{item:<20}" for item in row).rstrip() for row in rows)
