"""Sudoku's and Sudoids' encodings (one codec class per side).

Actions: ``cell`` (0..cells-1, row by row from the top left) places the tile in hand on
that cell; ``cells`` (81 for Sudoku, 36 for Sudoids) is the claim "my tile fits nowhere"
(table rules only).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from operator import attrgetter
from typing import Any

import numpy as np

from spelkast.games.sudoku.data import ADULT, SUDOIDS, Side
from spelkast.games.sudoku.state import Claim, Place
from spelkast.research.base import Codec, Context, EncodingError, Layout, Segment, Vector

SEATS = 4
_CELL = attrgetter("cell")


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
        self._at = at = {name: start for name, (start, _) in self.layout.offsets.items()}
        n, cells = self.side.size, self.side.cells
        # _code[value, cell]: the index set for the cell holding value (0: the empty plane).
        self._code = np.array(
            [[at["empty"] + cell for cell in range(cells)]]
            + [
                [at["tiles"] + (v - 1) * cells + cell for cell in range(cells)]
                for v in range(1, n + 1)
            ],
            dtype=np.intp,
        )
        self._cell = np.arange(cells)
        # _unit_bits[cell]: one bit for each of its row, column and block (Side.unit_bits).
        self._unit_bits = np.array(self.side.unit_bits, dtype=np.int64)

    def encode(self, action: Any, context: Context) -> int:
        if isinstance(action, Claim):
            return self.side.cells
        if isinstance(action, Place) and 0 <= action.cell < self.side.cells:
            return int(action.cell)
        raise EncodingError(f"{action!r} is not a {self.game_id} action")

    def legal(
        self, state: Any, seat: int, context: Callable[[], Context]
    ) -> tuple[Sequence[Any], list[int]]:
        """As :meth:`Codec.legal`, without the view: an index names a cell, whatever the
        seat sees."""
        actions = list(self.game.legal_actions(state, seat))
        return actions, self._indices(actions, context)

    def legal_indices(self, legal: Sequence[Any], context: Context) -> list[int]:
        return self._indices(legal, lambda: context)

    def _indices(self, legal: Sequence[Any], context: Callable[[], Context]) -> list[int]:
        # The game lists the placements, then (table rules) the claim.
        try:
            if legal and legal[-1].__class__ is Claim:
                return [*map(_CELL, legal[:-1]), self.side.cells]
            return list(map(_CELL, legal))
        except AttributeError:
            return [self.encode(a, context()) for a in legal]

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
        board = np.frombuffer(bytes(view["board"]), dtype=np.uint8)
        out[self._code[board, self._cell]] = 1.0
        # The other 0/1 channels go into one list of indices set at once.
        golden = at["golden"]
        ones = [golden + cell for cell in view["golden"]]
        hand = view["hand"]
        if hand:
            ones.append(at["hand"] + int(hand) - 1)
            # The Sudoku rule (as rules.legal_cells): the empty cells in no row, column
            # or block that holds the tile's value already.
            unit_bits = self._unit_bits
            taken = np.bitwise_or.reduce(unit_bits[board == int(hand)])
            start = at["fits"]
            out[start : start + cells] = (board == 0) & (unit_bits & taken == 0)
        players = view["players"]
        count = len(players)
        for p, info in enumerate(players):
            k = (p - me) % count
            out[at["scores"] + k] = int(info["score"]) / 1000
            if info["has_tile"]:
                ones.append(at["has_tile"] + k)
        if view["options"]["mode"] == "table":
            ones.append(at["mode"])
        out[ones] = 1.0
        aside = view["aside"]
        if aside:
            counts = [0] * n
            for value in aside:
                counts[int(value) - 1] += 1
            start = at["aside"]
            out[start : start + n] = counts
            out[start : start + n] /= n - 1
        out[at["pile"]] = int(view["pile"]) / (n * (n - 1))
        return out


class SudoidsCodec(SudokuCodec):
    game_id = "sudoids"
    side = SUDOIDS


CODECS = (SudokuCodec, SudoidsCodec)
