"""The Labyrinth board: tiles, cells, arrows, shifting and reachability.

A **tile** is one ``int``: bits 0-3 are its open sides (N=1, E=2, S=4, W=8), bits 4-8
hold its day treasure + 1 (0: none) and bits 9-12 its night treasure + 1 (0: none).
A **cell** is ``row * 7 + column`` with row 0 at the top. An **arrow** (0-11) is one of
the twelve places where the spare can be pushed in.

Reachability uses bitboards: one bit per cell, ``e`` marks cells joined to their
eastern neighbour and ``s`` cells joined to their southern neighbour, and a flood fill
grows the set of reached cells until it stops changing. Everything here is pure.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from spelkast.core.errors import Reason
from spelkast.games.labyrinth.data import CELLS, DIRECTION_LETTERS, SIZE, E, N, S, W

OPEN_MASK = 0xF
DAY_SHIFT = 4
NIGHT_SHIFT = 9
DAY_MASK = 0x1F << DAY_SHIFT
NIGHT_MASK = 0xF << NIGHT_SHIFT
ALL_CELLS = (1 << CELLS) - 1
_COL0 = sum(1 << (r * SIZE) for r in range(SIZE))
NOT_LAST_COL = ALL_CELLS & ~(_COL0 << (SIZE - 1))


# ------------------------------------------------------------------------- tiles
def make_tile(openings: int, treasure: int | None = None, night: int | None = None) -> int:
    tile = openings & OPEN_MASK
    if treasure is not None:
        tile |= (treasure + 1) << DAY_SHIFT
    if night is not None:
        tile |= (night + 1) << NIGHT_SHIFT
    return tile


def openings(tile: int) -> int:
    return tile & OPEN_MASK


def treasure_of(tile: int) -> int | None:
    value = (tile & DAY_MASK) >> DAY_SHIFT
    return value - 1 if value else None


def night_of(tile: int) -> int | None:
    value = (tile & NIGHT_MASK) >> NIGHT_SHIFT
    return value - 1 if value else None


def without_night(tile: int) -> int:
    return tile & ~NIGHT_MASK


def rotate_openings(bits: int, quarter_turns: int = 1) -> int:
    """Rotate open sides clockwise: N becomes E, E becomes S, ...

    >>> rotate_openings(N | E) == E | S
    True
    """
    k = quarter_turns % 4
    return ((bits << k) | (bits >> (4 - k))) & OPEN_MASK


def with_openings(tile: int, bits: int) -> int:
    return (tile & ~OPEN_MASK) | bits


def orientations(bits: int) -> tuple[int, ...]:
    """The distinct orientations of a tile's openings, in clockwise rotation order.

    A straight has 2, a corner or T-junction 4.

    >>> [openings_text(o) for o in orientations(N | S)]
    ['NS', 'EW']
    """
    return ORIENTATIONS[bits & OPEN_MASK]


ORIENTATIONS: tuple[tuple[int, ...], ...] = tuple(
    tuple(dict.fromkeys(rotate_openings(b, k) for k in range(4))) for b in range(16)
)


def openings_text(bits: int) -> str:
    """Open sides as letters in N, E, S, W order, e.g. ``'ES'``."""
    return "".join(letter for i, letter in enumerate(DIRECTION_LETTERS) if bits >> i & 1)


def openings_from_text(text: str) -> int:
    """Inverse of :func:`openings_text`; letters may come in any order or case."""
    bits = 0
    for char in text.upper():
        index = DIRECTION_LETTERS.find(char)
        if index < 0 or bits >> index & 1:
            raise ValueError(
                Reason(
                    "labyrinth.not_sides",
                    "{text} is not a set of sides (use letters N, E, S, W)",
                    text=repr(text),
                )
            )
        bits |= 1 << index
    return bits


def rotate_tile(tile: int, quarter_turns: int) -> int:
    return with_openings(tile, rotate_openings(tile & OPEN_MASK, quarter_turns))


def goal_cells(board: Sequence[int], kind: str, ids: Collection[int], home: int) -> list[int]:
    """The cells of ``board`` holding what a player seeks (``kind`` and ``ids`` as
    :meth:`LabyrinthGame.seeking` gives them): the day treasures ``ids`` ("treasure"),
    the night treasures ``ids`` ("night") or the player's ``home``. Empty when the
    treasure is on the spare tile.

    >>> board = [0] * CELLS
    >>> board[10] = make_tile(N | S, 5)
    >>> goal_cells(board, "treasure", {5}, 0), goal_cells(board, "home", (), 6)
    ([10], [6])
    """
    if kind == "home":
        return [home]
    read = treasure_of if kind == "treasure" else night_of
    return [cell for cell, tile in enumerate(board) if read(tile) in ids]


# ------------------------------------------------------------------------- cells
def cell(row: int, col: int) -> int:
    return row * SIZE + col


def cell_name(index: int) -> str:
    """Columns a-g from the left, rows 1-7 from the top: cell 0 is ``'a1'``.

    >>> cell_name(0), cell_name(48), cell_name(10)
    ('a1', 'g7', 'd2')
    """
    return "abcdefg"[index % SIZE] + str(index // SIZE + 1)


def parse_cell(text: str) -> int:
    text = text.strip().lower()
    if len(text) != 2 or text[0] not in "abcdefg" or text[1] not in "1234567":
        raise ValueError(
            Reason(
                "labyrinth.not_a_cell",
                "{text} is not a cell (columns a-g, rows 1-7, e.g. 'd4')",
                text=repr(text),
            )
        )
    return cell(int(text[1]) - 1, "abcdefg".index(text[0]))


def is_fixed_cell(index: int) -> bool:
    return (index // SIZE) % 2 == 0 and (index % SIZE) % 2 == 0


# ------------------------------------------------------------------------ arrows
@dataclass(frozen=True, slots=True)
class Arrow:
    """A place where the spare is pushed in.

    ``cells`` lists the row or column from the inserted end to the end where a tile
    drops out. ``name`` is the side the tile comes from and the line, e.g. ``'Nb'``
    (pushed in at the top of column b) or ``'W4'`` (pushed in from the left into row 4).
    """

    index: int
    name: str
    side: str
    cells: tuple[int, ...]
    opposite: int
    line_mask: int
    step: int  # bit shift of the push: +1 east, -1 west, +7 south, -7 north

    @property
    def insert_cell(self) -> int:
        return self.cells[0]

    @property
    def eject_cell(self) -> int:
        return self.cells[-1]


def _build_arrows() -> tuple[Arrow, ...]:
    specs: list[tuple[str, int]] = []
    specs += [("N", c) for c in (1, 3, 5)]
    specs += [("E", r) for r in (1, 3, 5)]
    specs += [("S", c) for c in (5, 3, 1)]
    specs += [("W", r) for r in (5, 3, 1)]
    raw = []
    for side, line in specs:
        if side == "N":
            cells = tuple(cell(r, line) for r in range(SIZE))
            name, step = f"N{'abcdefg'[line]}", SIZE
        elif side == "S":
            cells = tuple(cell(r, line) for r in reversed(range(SIZE)))
            name, step = f"S{'abcdefg'[line]}", -SIZE
        elif side == "W":
            cells = tuple(cell(line, c) for c in range(SIZE))
            name, step = f"W{line + 1}", 1
        else:
            cells = tuple(cell(line, c) for c in reversed(range(SIZE)))
            name, step = f"E{line + 1}", -1
        raw.append((name, side, cells, sum(1 << c for c in cells), step))
    arrows = []
    for index, (name, side, cells, mask, step) in enumerate(raw):
        opposite = next(i for i, other in enumerate(raw) if other[2] == tuple(reversed(cells)))
        arrows.append(Arrow(index, name, side, cells, opposite, mask, step))
    return tuple(arrows)


ARROWS: tuple[Arrow, ...] = _build_arrows()
ARROW_BY_NAME = {arrow.name.lower(): arrow for arrow in ARROWS}


def parse_arrow(text: str) -> Arrow:
    try:
        return ARROW_BY_NAME[text.strip().lower()]
    except KeyError:
        raise ValueError(
            Reason(
                "labyrinth.not_an_arrow",
                "{text} is not an arrow; the arrows are {arrows}",
                text=repr(text),
                arrows=[a.name for a in ARROWS],
            )
        ) from None


# For each arrow: where every cell's content goes after the push (pawns follow their
# tile; a pawn pushed off the board goes to the inserted tile).
PAWN_AFTER: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        (arrow.cells[(arrow.cells.index(c) + 1) % SIZE] if c in arrow.cells else c)
        for c in range(CELLS)
    )
    for arrow in ARROWS
)


def pawn_after_shift(arrow: int, position: int) -> int:
    return PAWN_AFTER[arrow][position]


def _shift_plan(arrow: Arrow) -> tuple[slice, slice, bool, int]:
    """How a push at ``arrow`` rewrites its line: the line's cells as one slice of the
    board (ascending), the slice of old tiles that move one cell along it, whether the
    spare goes in at the low end (pushing towards higher cell numbers), and the cell
    whose tile drops out."""
    low, high = min(arrow.cells), max(arrow.cells)
    stride = abs(arrow.step)
    line = slice(low, high + 1, stride)
    if arrow.step > 0:
        return line, slice(low, high, stride), True, high
    return line, slice(low + stride, high + 1, stride), False, low


_SHIFT_PLANS = tuple(_shift_plan(arrow) for arrow in ARROWS)


def shift_board(board: tuple[int, ...], spare: int, arrow: int) -> tuple[tuple[int, ...], int]:
    """Push ``spare`` (already oriented) in at ``arrow``; return the new board and the
    tile that dropped out (the next spare).

    >>> board = tuple(range(CELLS))
    >>> new, out = shift_board(board, 99, 0)  # Nb: push south down column b
    >>> new[1], new[8], new[43], out
    (99, 1, 36, 43)
    """
    line, moved, spare_first, ejected = _SHIFT_PLANS[arrow]
    new = list(board)
    new[line] = (spare, *board[moved]) if spare_first else (*board[moved], spare)
    return tuple(new), board[ejected]


# ------------------------------------------------------------------- bitboards
def masks(board: tuple[int, ...]) -> tuple[int, int, int, int]:
    """One bitboard per direction: cells open to the N, E, S and W."""
    n = e = s = w = 0
    bit = 1
    for tile in board:
        if tile & N:
            n |= bit
        if tile & E:
            e |= bit
        if tile & S:
            s |= bit
        if tile & W:
            w |= bit
        bit <<= 1
    return n, e, s, w


def links(n: int, e: int, s: int, w: int) -> tuple[int, int]:
    """Cells joined to their east neighbour, and cells joined to their south neighbour."""
    return e & (w >> 1) & NOT_LAST_COL, s & (n >> SIZE)


def flood(start: int, east: int, south: int) -> int:
    """Every cell reachable from the cells in ``start`` along open corridors."""
    reach = start
    while True:
        grown = reach | ((reach & east) << 1) | ((reach >> 1) & east)
        grown |= ((grown & south) << 7) | ((grown >> 7) & south)  # 7: SIZE, one row
        if grown == reach:
            return reach
        reach = grown


def reachable(board: tuple[int, ...], position: int) -> int:
    """Bitboard of the cells a pawn on ``position`` can move to (itself included)."""
    east, south = links(*masks(board))
    return flood(1 << position, east, south)


def cells_of(bits: int) -> list[int]:
    """The cell indexes set in a bitboard, ascending."""
    out = []
    while bits:
        low = bits & -bits
        out.append(low.bit_length() - 1)
        bits ^= low
    return out


# ------------------------------------------------------ the four bitboards in one
# The protocol's shifts keep the N, E, S and W bitboards in one integer, one 64-bit lane
# each (N in bits 0-48, E from 64, S from 128, W from 192), so that a push moves all four
# at once. The lanes are wider than the board by more than a row: no bit moved by a push
# can reach the next lane's cells.
LANE = 64


def lanes(board: tuple[int, ...]) -> int:
    """The four direction bitboards of ``board`` in one integer (see :data:`LANE`)."""
    n, e, s, w = masks(board)
    return n | e << LANE | s << 2 * LANE | w << 3 * LANE


def _lane_push(arrow: Arrow) -> tuple[int, int, int, tuple[int, ...]]:
    line = sum(arrow.line_mask << k * LANE for k in range(4))
    keep = sum(ALL_CELLS << k * LANE for k in range(4)) & ~line
    inserted = tuple(
        sum((bits >> k & 1) << (arrow.insert_cell + k * LANE) for k in range(4))
        for bits in range(OPEN_MASK + 1)
    )
    return line, keep, arrow.step, inserted


_LANE_PUSHES = tuple(_lane_push(arrow) for arrow in ARROWS)


def shifted_lanes(four: int, arrow: int, bits: int) -> int:
    """:func:`lanes` after pushing a tile with open sides ``bits`` in at ``arrow``,
    computed from the lanes before the push (the same as ``lanes`` of the shifted board,
    without visiting its 49 tiles)."""
    line, keep, step, inserted = _LANE_PUSHES[arrow]
    if step > 0:
        return (four & keep) | (((four & line) << step) & line) | inserted[bits]
    return (four & keep) | (((four & line) >> -step) & line) | inserted[bits]


def lane_reach(four: int, position: int) -> int:
    """Bitboard of the cells reachable from ``position`` (the lanes of its board given):
    :func:`reachable` without reading the tiles."""
    east = (four >> 64) & (four >> 193) & NOT_LAST_COL  # E lane & W lane one cell on
    south = (four >> 128) & (four >> 7) & ALL_CELLS  # S lane & N lane one row on
    reach = 1 << position
    while True:  # flood(), inlined: this is the protocol's hot path
        grown = reach | ((reach & east) << 1) | ((reach >> 1) & east)
        grown |= ((grown & south) << 7) | ((grown >> 7) & south)
        if grown == reach:
            return reach
        reach = grown


def turn_destinations(
    board: tuple[int, ...], spare: int, forbidden: int | None, position: int
) -> list[tuple[int, int, int]]:
    """Every distinct shift with the cells reachable after it.

    Returns ``(arrow, spare openings, reachable bitboard)`` for each allowed arrow and
    each distinct orientation of the spare; the number of distinct whole turns is the
    sum of the bitboards' popcounts. This is the hot path of search and perft.
    """
    n0, e0, s0, w0 = masks(board)
    result = []
    for a in ARROWS:
        if a.index == forbidden:
            continue
        line = a.line_mask
        step = a.step
        keep = ~line
        ins = a.insert_cell
        if step > 0:
            n1 = (n0 & keep) | (((n0 & line) << step) & line)
            e1 = (e0 & keep) | (((e0 & line) << step) & line)
            s1 = (s0 & keep) | (((s0 & line) << step) & line)
            w1 = (w0 & keep) | (((w0 & line) << step) & line)
        else:
            back = -step
            n1 = (n0 & keep) | (((n0 & line) >> back) & line)
            e1 = (e0 & keep) | (((e0 & line) >> back) & line)
            s1 = (s0 & keep) | (((s0 & line) >> back) & line)
            w1 = (w0 & keep) | (((w0 & line) >> back) & line)
        start = 1 << PAWN_AFTER[a.index][position]
        ins_bit = 1 << ins
        # Links that do not involve the inserted cell are the same for every orientation.
        east_base = e1 & (w1 >> 1) & NOT_LAST_COL
        south_base = s1 & (n1 >> SIZE)
        # Flood once with the inserted tile closed: if the pawn's area does not touch the
        # inserted cell or a neighbour that opens towards it, the orientation is irrelevant.
        closed_e = east_base & ~ins_bit & ~(ins_bit >> 1)
        closed_s = south_base & ~ins_bit & ~(ins_bit >> SIZE)
        base_reach = flood(start, closed_e, closed_s)
        if not base_reach & (_NEIGHBOURHOOD[ins]):
            for bits in ORIENTATIONS[spare & OPEN_MASK]:
                result.append((a.index, bits, base_reach))
            continue
        for bits in ORIENTATIONS[spare & OPEN_MASK]:
            nb = n1 | ((bits & 1) << ins)
            eb = e1 | ((bits >> 1 & 1) << ins)
            sb = s1 | ((bits >> 2 & 1) << ins)
            wb = w1 | ((bits >> 3 & 1) << ins)
            east = eb & (wb >> 1) & NOT_LAST_COL
            south = sb & (nb >> SIZE)
            result.append((a.index, bits, flood(base_reach, east, south)))
    return result


def _neighbourhood(index: int) -> int:
    row, col = divmod(index, SIZE)
    bits = 1 << index
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        r, c = row + dr, col + dc
        if 0 <= r < SIZE and 0 <= c < SIZE:
            bits |= 1 << cell(r, c)
    return bits


_NEIGHBOURHOOD = tuple(_neighbourhood(i) for i in range(CELLS))


def manhattan(a: int, b: int) -> int:
    return abs(a // SIZE - b // SIZE) + abs(a % SIZE - b % SIZE)
