"""The Sudoku rule and the scoring, as pure functions of a board.

They read only what every player can see (the board and one tile value), so bots and
front ends use them too.

>>> from spelkast.games.sudoku.data import ADULT
>>> board = [0] * 81
>>> board[0] = 7  # a 7 on a1
>>> conflicts(ADULT, board, 8, 7)  # i1 is in the same row
['row 1']
>>> len(legal_cells(ADULT, board, 7))  # 80 empty cells minus 8 + 8 + 4 peers of a1
60
"""

from __future__ import annotations

from collections.abc import Sequence

from spelkast.games.sudoku.data import TRACK, Side


def conflicts(side: Side, board: Sequence[int], cell: int, value: int) -> list[str]:
    """The units (row, column, block) of ``cell`` that already hold ``value``."""
    found = []
    for kind, index in side.units(cell):
        for other in range(side.cells):
            if other == cell or board[other] != value:
                continue
            if (
                (kind == "row" and side.row_of[other] == index)
                or (kind == "column" and side.col_of[other] == index)
                or (kind == "block" and side.block_of[other] == index)
            ):
                found.append(side.unit_name(kind, index))
                break
    return found


def fits(side: Side, board: Sequence[int], cell: int, value: int) -> bool:
    """Whether ``value`` may go on ``cell``: the cell is empty and no row, column or
    block of it holds ``value`` already."""
    if board[cell]:
        return False
    return all(board[other] != value for other in side.rule_peers[cell])


def _taken_units(side: Side, board: Sequence[int], value: int) -> int:
    """The rows, columns and blocks that hold ``value``, as bits (see ``Side.unit_bits``)."""
    taken = 0
    unit_bits = side.unit_bits
    for cell, held in enumerate(board):
        if held == value:
            taken |= unit_bits[cell]
    return taken


def legal_cells(side: Side, board: Sequence[int], value: int) -> list[int]:
    """Every empty cell where ``value`` may go, in cell order."""
    taken = _taken_units(side, board, value)
    unit_bits = side.unit_bits
    return [cell for cell, held in enumerate(board) if not held and not unit_bits[cell] & taken]


def has_legal_cell(side: Side, board: Sequence[int], value: int) -> bool:
    """Whether ``value`` fits on some empty cell (stops at the first)."""
    taken = _taken_units(side, board, value)
    unit_bits = side.unit_bits
    return any(not held and not unit_bits[cell] & taken for cell, held in enumerate(board))


def points(side: Side, board: Sequence[int], cell: int, scoring: str) -> int:
    """Points for a tile placed on ``cell`` (``board`` is the board before placing it).

    * ``full``: the tiles in the block, plus the tiles in the row and the column that lie
      outside the block (every tile sharing a row, column or block, each once);
    * ``simple``: the tiles in the row and the column, whatever their block;
    * ``block``: the tiles in the block only.
    """
    return sum(1 for other in side.peers[scoring][cell] if board[other])


def score_parts(side: Side, board: Sequence[int], cell: int) -> dict[str, int]:
    """The counts the rulebook speaks of, for explaining a score: tiles in the block,
    in the row outside the block, in the column outside the block, in the whole row and
    in the whole column (the placed tile itself never counts)."""
    row, col, block = side.row_of[cell], side.col_of[cell], side.block_of[cell]
    parts = {"block": 0, "row_outside": 0, "column_outside": 0, "row": 0, "column": 0}
    for other in range(side.cells):
        if other == cell or not board[other]:
            continue
        same_block = side.block_of[other] == block
        if same_block:
            parts["block"] += 1
        if side.row_of[other] == row:
            parts["row"] += 1
            if not same_block:
                parts["row_outside"] += 1
        if side.col_of[other] == col:
            parts["column"] += 1
            if not same_block:
                parts["column_outside"] += 1
    return parts


def track(total: int) -> tuple[int, int]:
    """(round tokens, track position 0 to TRACK - 1) for a total score.

    >>> track(87)
    (2, 7)
    """
    return divmod(total, TRACK)
