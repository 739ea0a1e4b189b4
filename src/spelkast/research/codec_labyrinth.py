"""Labyrinth's encodings.

Actions (172): ``arrow * 10 + o`` for a shift in at arrow 0-11 with the spare turned to
the open sides ``ORIENTATIONS[o]`` (indices 0-119), ``120 + cell`` for moving the pawn to
cell 0-48 (its own cell: stay), ``169 + i`` for taking coin i (Day & Night).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from operator import attrgetter
from typing import Any

import numpy as np

from spelkast.games.labyrinth.state import MoveTo, Shift, TakeCoin
from spelkast.research.base import Codec, Context, EncodingError, Layout, Segment, Vector

# Every set of open sides a maze tile can show: straights, corners, T-junctions.
ORIENTATIONS = (5, 10, 3, 6, 12, 9, 7, 14, 13, 11)
_ORIENT_INDEX = {bits: i for i, bits in enumerate(ORIENTATIONS)}
ARROWS, CELLS, COINS = 12, 49, 3
MOVE_BASE = ARROWS * len(ORIENTATIONS)
COIN_BASE = MOVE_BASE + CELLS
STEPS = ("shift", "move", "coin")
# (arrow, open sides) -> the shift's index; the fields an index is made of
_SHIFT_INDEX = {
    (arrow, bits): arrow * len(ORIENTATIONS) + o
    for arrow in range(ARROWS)
    for o, bits in enumerate(ORIENTATIONS)
}
_ARROW_OPENINGS = attrgetter("arrow", "openings")
_CELL = attrgetter("cell")
SEATS = 4

LAYOUT = Layout(
    (
        Segment("open", (4, 7, 7), "the tile on each cell is open to the N, E, S, W"),
        Segment(
            "target",
            (7, 7),
            "the cell holds a treasure the observer seeks now (day or night), or is the "
            "observer's home when it seeks home",
        ),
        Segment("treasure", (7, 7), "the tile on the cell shows a day treasure"),
        Segment("night", (7, 7), "the tile shows a night treasure (Day & Night, at night)"),
        Segment("pawns", (SEATS, 7, 7), "the pawn of relative seat k stands on the cell"),
        Segment("homes", (SEATS, 7, 7), "the cell is the home of relative seat k"),
        Segment("spare_open", (4,), "the spare tile is open to the N, E, S, W as it lies"),
        Segment("spare_target", (1,), "the spare shows a treasure the observer seeks"),
        Segment("step", (3,), "the step of the turn: shift, move, coin"),
        Segment("phase", (1,), "1 at night (Day & Night)"),
        Segment("forbidden", (ARROWS,), "the arrow where the spare may not go in now"),
        Segment("cards_left", (SEATS,), "day cards left of relative seat k / 12"),
        Segment("night_left", (SEATS,), "night cards left of relative seat k / 4"),
        Segment("found", (SEATS,), "treasures found by relative seat k (day + night) / 24"),
    )
)


class LabyrinthCodec(Codec):
    game_id = "labyrinth"
    num_actions = COIN_BASE + COINS
    layout = LAYOUT

    def encode(self, action: Any, context: Context) -> int:
        if isinstance(action, Shift):
            if not 0 <= action.arrow < ARROWS or action.openings not in _ORIENT_INDEX:
                raise EncodingError(f"{action!r} is not a shift the encoding knows")
            return action.arrow * len(ORIENTATIONS) + _ORIENT_INDEX[action.openings]
        if isinstance(action, MoveTo):
            if not 0 <= action.cell < CELLS:
                raise EncodingError(f"{action!r} moves off the board")
            return MOVE_BASE + action.cell
        if isinstance(action, TakeCoin) and 0 <= action.index < COINS:
            return COIN_BASE + action.index
        raise EncodingError(f"{action!r} is not a labyrinth action")

    def legal(
        self, state: Any, seat: int, context: Callable[[], Context]
    ) -> tuple[Sequence[Any], list[int]]:
        """As :meth:`Codec.legal`, without the view: an index names an arrow and
        orientation, a cell or a coin, whatever the seat sees."""
        actions = list(self.game.legal_actions(state, seat))
        return actions, self._indices(actions, context)

    def legal_indices(self, legal: Sequence[Any], context: Context) -> list[int]:
        return self._indices(legal, lambda: context)

    def _indices(self, legal: Sequence[Any], context: Callable[[], Context]) -> list[int]:
        # The game lists one kind at a time: every shift, or every pawn move.
        try:
            kind = legal[0].__class__ if legal else None
            if kind is Shift:
                return list(map(_SHIFT_INDEX.__getitem__, map(_ARROW_OPENINGS, legal)))
            if kind is MoveTo:
                return [MOVE_BASE + cell for cell in map(_CELL, legal)]
        except (AttributeError, KeyError):
            pass  # another kind among them, or a shift the encoding lacks: one by one
        orient = _ORIENT_INDEX
        out = []
        for action in legal:
            kind = action.__class__
            if kind is Shift:
                out.append(action.arrow * 10 + orient[action.openings])
            elif kind is MoveTo:
                out.append(MOVE_BASE + action.cell)
            else:
                out.append(self.encode(action, context()))
        return out

    def decode(self, index: int, context: Context) -> Any:
        if not 0 <= index < self.num_actions:
            raise EncodingError(f"action index {index} is outside 0..{self.num_actions - 1}")
        if index < MOVE_BASE:
            return Shift(index // len(ORIENTATIONS), ORIENTATIONS[index % len(ORIENTATIONS)])
        if index < COIN_BASE:
            return MoveTo(index - MOVE_BASE)
        return TakeCoin(index - COIN_BASE)

    def describe_action(self, index: int) -> str:
        action = self.decode(index, Context(0, {}))
        return self.game.format_action(action)

    def observe(self, context: Context) -> Vector:
        view, me = context.view, context.seat
        out = LAYOUT.new()
        board = np.array(view["board"], dtype=np.int64)
        LAYOUT.flat(out, "open")[:] = ((board[None, :] >> _SIDES) & 1).ravel()
        day = ((board >> 4) & 0x1F) - 1
        night = ((board >> 9) & 0xF) - 1
        LAYOUT.flat(out, "treasure")[:] = day >= 0
        LAYOUT.flat(out, "night")[:] = night >= 0
        players = view["players"]
        mine = players[me]
        seeking = mine["seeking"] or {"kind": "home", "ids": []}
        spare = int(view["spare"])
        kind, ids = seeking["kind"], seeking["ids"]
        if kind == "home":
            out[_AT["target"] + int(mine["home"])] = 1.0
        else:
            values = day if kind == "treasure" else night
            target = LAYOUT.flat(out, "target")
            target[:] = values == ids[0] if len(ids) == 1 else np.isin(values, ids)
            spare_value = (spare >> 4 & 0x1F) if kind == "treasure" else (spare >> 9 & 0xF)
            out[_AT["spare_target"]] = float(spare_value - 1 in ids)
        LAYOUT.flat(out, "spare_open")[:] = [(spare >> side) & 1 for side in range(4)]
        n = len(players)
        pawns, homes = _AT["pawns"], _AT["homes"]
        cards, nights, found = _AT["cards_left"], _AT["night_left"], _AT["found"]
        for p, info in enumerate(players):
            k = (p - me) % n
            out[pawns + k * CELLS + int(info["pawn"])] = 1.0
            out[homes + k * CELLS + int(info["home"])] = 1.0
            out[cards + k] = int(info["cards_left"]) / 12
            night_cards, night_found = info["night_cards"], info["night_found"]
            out[nights + k] = len(night_cards) / 4 if night_cards else 0.0
            out[found + k] = (len(info["found"]) + len(night_found or ())) / 24
        step = view["step"]
        if step in STEPS:
            out[_AT["step"] + STEPS.index(step)] = 1.0
        out[_AT["phase"]] = float(view["phase"] == "night")
        if view["forbidden"] is not None:
            out[_AT["forbidden"] + int(view["forbidden"])] = 1.0
        return out


_SIDES = np.arange(4)[:, None]
_AT = {name: start for name, (start, _) in LAYOUT.offsets.items()}


CODECS = (LabyrinthCodec,)
