"""Sudoku's and Sudoids' encodings (one codec class per side).

Actions: ``cell`` (0..cells-1, row by row from the top left) places the tile in hand on
that cell; ``cells`` (81 for Sudoku, 36 for Sudoids) is the claim "my tile fits nowhere"
(table rules only).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from spelkast.games.sudoku.data import ADULT, SUDOIDS, Side
from spelkast.games.sudoku.state import Claim, Place
from spelkast.research.base import Codec, Context, EncodingError, Layout, Segment, Vector

SEATS = 4


def layout_of(side: Side) -> Layout:
    n, _cells = side.size, side.cells
    return Layout(
        (
            Segment("tiles", (n, n, n), "plane v-1: the cell holds tile v"),
            Segment("empty", (n, n), "the cell is empty"),
            Segment("golden", (n, n), "the cell holds a starting (golden) tile"),
            Segment("fits", (n, n), "the observer's tile may go on the cell by the rule"),
            Segment("hand", (n,), "one-hot: the tile the observer holds (all 0: none)"),
            Segment("aside", (n,), "tiles of each value set aside / (size - 1)"),
            Segment("pile", (1,), f"tiles left in the pile / {n * (n - 1)}"),
            Segment("scores", (SEATS,), "score of relative seat k / 1000"),
            Segment("has_tile", (SEATS,), "relative seat k holds a tile"),
            Segment("mode", (1,), "1 under table rules (claims allowed), 0 assisted"),
        )
    )


class SudokuCodec(Codec):
    game_id = "sudoku"
    side: Side = ADULT

    def __init__(self, num_players: int, options: Any = None) -> None:
        super().__init__(num_players, options)
        self.layout = layout_of(self.side)
        self.num_actions = self.side.cells + 1
        self._places = tuple(Place(c) for c in range(self.side.cells))
        self._at = {name: start for name, (start, _) in self.layout.offsets.items()}
        side = self.side
        units = np.zeros((side.cells, 3 * side.size), dtype=bool)  # rows, columns, blocks
        for cell in range(side.cells):
            units[cell, side.row_of[cell]] = True
            units[cell, side.size + side.col_of[cell]] = True
            units[cell, 2 * side.size + side.block_of[cell]] = True
        self._units = units

    def encode(self, action: Any, context: Context) -> int:
        if isinstance(action, Claim):
            return self.side.cells
        if isinstance(action, Place) and 0 <= action.cell < self.side.cells:
            return int(action.cell)
        raise EncodingError(f"{action!r} is not a {self.game_id} action")

    def legal_indices(self, legal: Sequence[Any], context: Context) -> list[int]:
        return [a.cell if a.__class__ is Place else self.encode(a, context) for a in legal]

    def decode(self, index: int, context: Context) -> Any:
        if not 0 <= index < self.num_actions:
            raise EncodingError(f"action index {index} is outside 0..{self.num_actions - 1}")
        return Claim() if index == self.side.cells else self._places[index]

    def describe_action(self, index: int) -> str:
        return self.game.format_action(self.decode(index, Context(0, {})))

    def observe(self, context: Context) -> Vector:
        view, me, side, layout = context.view, context.seat, self.side, self.layout
        n, cells = side.size, side.cells
        at = self._at
        out = layout.new()
        board = np.array(view["board"], dtype=np.int64)
        filled = np.flatnonzero(board)
        out[at["tiles"] + (board[filled] - 1) * cells + filled] = 1.0
        layout.flat(out, "empty")[:] = board == 0
        out[at["golden"] + np.array(view["golden"], dtype=np.int64)] = 1.0
        hand = view["hand"]
        if hand:
            out[at["hand"] + int(hand) - 1] = 1.0
            # The Sudoku rule on the whole board at once: the units already holding the
            # tile's value, then the empty cells in none of them (as rules.legal_cells).
            taken = self._units[board == int(hand)].any(axis=0)
            layout.flat(out, "fits")[:] = (board == 0) & ~(self._units @ taken)
        aside = at["aside"]
        for value in view["aside"]:
            out[aside + int(value) - 1] += 1.0 / (n - 1)
        out[at["pile"]] = int(view["pile"]) / (n * (n - 1))
        players = view["players"]
        count = len(players)
        for p, info in enumerate(players):
            k = (p - me) % count
            out[at["scores"] + k] = int(info["score"]) / 1000
            out[at["has_tile"] + k] = float(bool(info["has_tile"]))
        out[at["mode"]] = float(view["options"]["mode"] == "table")
        return out


class SudoidsCodec(SudokuCodec):
    game_id = "sudoids"
    side = SUDOIDS


CODECS = (SudokuCodec, SudoidsCodec)
