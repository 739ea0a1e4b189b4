"""Träxx's encodings.

Actions (9,373): index 0 is the pass. An extension is ``1 + end * 4686 + walk``, where
``end`` is 0 for the first field of the observer's path (its start while the path is one
field long) and 1 for the last field, and ``walk`` numbers the walk from that end by its
steps on the hex grid: a walk of ``L`` fields (1-5) starts at ``OFFSET[L]``, its first
step is a direction ``d`` (0-5: east, north-east, north-west, west, south-west,
south-east) and each later step a turn ``t`` (0-4: sharp right... sharp left, 2 is straight
on; turning back is never legal), read as the base-5 number ``d t1 t2 ...`` after ``d``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from spelkast.core.game import JSON
from spelkast.games.traexx import GAME
from spelkast.games.traexx import board as B
from spelkast.games.traexx.game import NUM_ROUNDS, extensions_at
from spelkast.games.traexx.state import PASS, Extension
from spelkast.research.base import Codec, Context, EncodingError, Layout, Segment, Vector

MAX_FIELDS = 5
OFFSET = (0, 0, 6, 36, 186, 936)  # OFFSET[L]: first walk index of walks of L fields
PER_END = 6 * sum(5**i for i in range(MAX_FIELDS))  # 4686
NUM_ACTIONS = 1 + 2 * PER_END
SEATS = 4
FIELDS = B.NUM_FIELDS
_INDEX = {coords: f for f, coords in enumerate(B.COORDS)}
# STEP[f][d]: the field next to f in direction d, or -1 off the board.
STEP = tuple(
    tuple(_INDEX.get((q + dq, r + dr), -1) for dq, dr in B.DIRECTIONS) for q, r in B.COORDS
)
DIRECTION = {(f, n): d for f in range(FIELDS) for d, n in enumerate(STEP[f]) if n >= 0}
CARD_OF_TEXT = {B.card_text(card): i for i, card in enumerate(B.CARDS)}
FIELD_OF_NUMBER = dict(B.NUMBER_FIELDS)

LAYOUT = Layout(
    (
        Segment("colour", (B.NUM_COLOURS, FIELDS), "the field's colour (Y, B, R, G, A, W)"),
        Segment("number", (FIELDS,), "the field's number / 10 (0: no number)"),
        Segment("taken", (FIELDS,), "a number field someone reached in an earlier round"),
        Segment("paths", (SEATS, FIELDS), "the field is on relative seat k's path"),
        Segment("ends", (2, FIELDS), "the observer's first / last path field (action ends)"),
        Segment("card", (B.NUM_COLOURS,), "fields of each colour on the card turned up / 2"),
        Segment("played", (B.NUM_CARDS,), "the card was played in an earlier round"),
        Segment("round", (1,), "cards played / 15"),
        Segment("chosen", (SEATS,), "relative seat k has sealed its choice this round"),
        Segment("plus", (SEATS,), "number points of relative seat k / 60"),
        Segment("unreached", (SEATS,), "fields relative seat k has not reached / 61"),
    )
)


FIELD_OF_NAME = {name: f for f, name in enumerate(B.NAMES)}


def _ends(context: Context) -> tuple[int, int]:
    path = context.view["players"][context.seat]["path"]
    return FIELD_OF_NAME[path[0]], FIELD_OF_NAME[path[-1]]


def _template() -> Vector:
    """The observation's fixed channels (the board's colours and numbers)."""
    out = LAYOUT.new()
    colour = LAYOUT.view(out, "colour")
    colour[np.asarray(B.COLOUR), np.arange(FIELDS)] = 1.0
    LAYOUT.view(out, "number")[:] = np.asarray(B.NUMBER, dtype=np.float32) / 10
    return out


TEMPLATE = _template()
_AT = {name: start for name, (start, _) in LAYOUT.offsets.items()}


class TraexxCodec(Codec):
    game_id = "traexx"
    num_actions = NUM_ACTIONS
    layout = LAYOUT

    def view(self, state: Any, seat: int, memo: dict[str, Any]) -> dict[str, JSON]:
        """The seat's view, made by :meth:`TraexxGame.view_after` from the last view this
        session made while the round runs (only the choices change), afresh after it."""
        last = memo.get("last")
        view = (
            GAME.view(state, seat)
            if last is None or not GAME.same_round(last[0], state)
            else GAME.view_after(last[0], last[1], state, seat)
        )
        memo["last"] = (state, view)
        return view

    def encode(self, action: Any, context: Context) -> int:
        return self._encode(action, *_ends(context))

    def legal(
        self, state: Any, seat: int, context: Callable[[], Context]
    ) -> tuple[Sequence[Any], list[int]]:
        """``game.legal_actions`` and its indices in one pass over the game's table of
        extensions (:func:`_walks`), with each extension's index worked out once."""
        if state.round >= NUM_ROUNDS or state.pending[seat] is not None:
            return [], []
        card = state.deck[state.round]
        path = state.paths[seat]
        blocked = sum([BIT[f] for f in path])
        actions: list[Any] = [PASS]
        indices = [0]
        _collect(_walks(path[0], card, 0), blocked, actions, indices)
        if len(path) > 1:
            _collect(_walks(path[-1], card, 1), blocked, actions, indices)
        return actions, indices

    def legal_indices(self, legal: Sequence[Any], context: Context) -> list[int]:
        first, last = _ends(context)
        walks = _WALKS
        out = []
        for action in legal:
            fields = action.fields
            code = walks.get((action.end, fields)) if fields else None
            if code is None or action.end not in (first, last):
                out.append(self._encode(action, first, last))
            else:
                out.append(1 + (0 if action.end == first else PER_END) + code)
        return out

    @staticmethod
    def _encode(action: Any, first: int, last: int) -> int:
        if not isinstance(action, Extension):
            raise EncodingError(f"{action!r} is not a Träxx action")
        if action.is_pass:
            return 0
        if action.end == first:
            end = 0
        elif action.end == last:
            end = 1
        else:
            raise EncodingError(f"{action!r} does not start at an end of the path")
        key = (action.end, action.fields)
        walk = _WALKS.get(key)
        if walk is None:
            walk = _walk_code(action)
            if len(_WALKS) > 500_000:
                _WALKS.clear()
            _WALKS[key] = walk
        return int(1 + end * PER_END + walk)

    def decode(self, index: int, context: Context) -> Any:
        if not 0 <= index < NUM_ACTIONS:
            raise EncodingError(f"action index {index} is outside 0..{NUM_ACTIONS - 1}")
        if index == 0:
            return PASS
        end, walk = divmod(index - 1, PER_END)
        length = max(n for n in range(1, MAX_FIELDS + 1) if OFFSET[n] <= walk)
        walk -= OFFSET[length]
        turns = []
        for _ in range(length - 1):
            walk, turn = divmod(walk, 5)
            turns.append(turn)
        direction = walk
        ends = _ends(context)
        if end == 1 and len(context.view["players"][context.seat]["path"]) == 1:
            raise EncodingError(f"action index {index}: a one-field path has only end 0")
        start = ends[end]
        fields = []
        field = STEP[start][direction]
        for turn in [None, *reversed(turns)]:
            if turn is not None:
                direction = (direction + turn - 2) % 6
                field = STEP[field][direction] if field >= 0 else -1
            if field < 0:
                raise EncodingError(f"action index {index} walks off the board")
            fields.append(field)
        return Extension(start, tuple(fields))

    def observe(self, context: Context) -> Vector:
        """The observation of ``context.view``; see :data:`LAYOUT`.

        The 0/1 channels (from "taken" on) are gathered as the bits of one int and
        unpacked at once, a path as the mask of its fields (remembered per path: within a
        round the paths do not change); the few fractional entries are written after."""
        view, me = context.view, context.seat
        players = view["players"]
        n = len(players)
        taken = tuple(view["taken"])
        bits = (_TAKEN_BITS.get(taken) or _taken_bits(taken)) if taken else 0
        for text in view["played_cards"]:
            bits |= CARD_BIT[text]
        numbers = [0.0] * (2 * SEATS)
        for p, info in enumerate(players):
            k = (p - me) % n
            key = tuple(info["path"])
            bits |= (_PATH_MASKS.get(key) or _path_mask(key)) << PATH_SHIFT[k]
            if info["chosen"]:
                bits |= CHOSEN_BIT[k]
            numbers[k] = int(info["plus"]) / 60
            numbers[SEATS + k] = int(info["unreached"]) / FIELDS
        first, last = _ends(context)
        bits |= FIRST_END_BIT[first] | LAST_END_BIT[last]
        out = np.empty(LAYOUT.size, np.float32)
        out[:_DYNAMIC] = TEMPLATE[:_DYNAMIC]
        packed = np.frombuffer(bits.to_bytes(_BYTES, "big"), np.uint8)
        out[_DYNAMIC:] = np.unpackbits(packed)[:_BITS]
        out[_AT["plus"] : _AT["plus"] + 2 * SEATS] = numbers
        card = view["card"]
        if card:
            out[_AT["card"] : _AT["card"] + B.NUM_COLOURS] = _card_counts(card)
        out[_AT["round"]] = int(view["cards_played"]) / B.NUM_CARDS
        return out


# The 0/1 channels of an observation, from "taken" to the end, as one int: entry ``i`` of
# the observation is bit ``_TOP - i``, so that its big-endian bytes unpack (NumPy's
# default bit order) in the observation's order. A field mask (bit f: field f) sits
# reversed: bit ``FIELDS - 1 - f`` (see :data:`FIELD_BIT`).
_DYNAMIC = _AT["taken"]
_BITS = LAYOUT.size - _DYNAMIC
_BYTES = (_BITS + 7) // 8
_TOP = _DYNAMIC + 8 * _BYTES - 1


def _bit(at: int) -> int:
    """The bit of observation entry ``at``."""
    return 1 << (_TOP - at)


def _shift(at: int) -> int:
    """The shift that puts a (reversed) field mask at the entries ``at .. at + FIELDS``."""
    return _TOP - at - (FIELDS - 1)


FIELD_BIT = {name: 1 << (FIELDS - 1 - f) for name, f in FIELD_OF_NAME.items()}
PATH_SHIFT = tuple(_shift(_AT["paths"] + k * FIELDS) for k in range(SEATS))
CARD_BIT = {text: _bit(_AT["played"] + i) for text, i in CARD_OF_TEXT.items()}
CHOSEN_BIT = tuple(_bit(_AT["chosen"] + k) for k in range(SEATS))
FIRST_END_BIT = tuple(_bit(_AT["ends"] + f) for f in range(FIELDS))
LAST_END_BIT = tuple(_bit(_AT["ends"] + FIELDS + f) for f in range(FIELDS))
# Paths (as the view names their fields) -> their reversed field masks; taken numbers ->
# their bits; card texts -> their "card" channel. Pure functions of what the view shows,
# remembered (the first two are emptied when they grow large).
_PATH_MASKS: dict[tuple[str, ...], int] = {}
_TAKEN_BITS: dict[tuple[Any, ...], int] = {}
_CARD_COUNTS: dict[str, npt.NDArray[np.float32]] = {}


def _path_mask(path: tuple[str, ...]) -> int:
    mask = 0
    for name in path:
        mask |= FIELD_BIT[name]
    if len(_PATH_MASKS) > 20_000:
        _PATH_MASKS.clear()
    _PATH_MASKS[path] = mask
    return mask


def _taken_bits(taken: tuple[Any, ...]) -> int:
    bits = 0
    for number in taken:
        bits |= _bit(_AT["taken"] + FIELD_OF_NUMBER[int(number)])
    if len(_TAKEN_BITS) > 20_000:
        _TAKEN_BITS.clear()
    _TAKEN_BITS[taken] = bits
    return bits


def _card_counts(card: str) -> npt.NDArray[np.float32]:
    found = _CARD_COUNTS.get(card)
    if found is None:
        found = np.zeros(B.NUM_COLOURS, np.float32)
        for letter in card:
            found[B.COLOUR_LETTERS.index(letter)] += 0.5
        _CARD_COUNTS[card] = found
    return found


BIT = tuple(1 << f for f in range(FIELDS))

# The walks from an end with a card, in the depth-first order of :func:`extensions_at` (a
# walk, then the walks that extend it): the bit of each walk's last field, the mask of
# the fields of the walk and of every walk that extends it, the position after those
# walks, the extensions and their indices.
Walks = tuple[
    tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[Extension, ...], tuple[int, ...]
]
# (end field, card, 0 for the first end of a path / 1 for the last) -> its Walks: made
# once each.
_TABLES: dict[tuple[int, int, int], Walks] = {}


def _walks(end: int, card: int, side: int) -> Walks:
    found = _TABLES.get((end, card, side))
    if found is None:
        table = extensions_at(end, card)
        n = len(table)
        masks = [mask for _, mask in table]
        after = list(range(1, n + 1))
        # A walk's parent is the walk one field shorter, listed before it; the walks
        # below a walk end where a walk that does not extend it starts.
        for i in reversed(range(n)):
            fields = table[i][0].fields
            j = i + 1
            while j < n and table[j][0].fields[: len(fields)] == fields:
                masks[i] |= masks[j]
                j = after[j]
            after[i] = j
        base = 1 + side * PER_END
        found = _TABLES[end, card, side] = (
            tuple(1 << extension.fields[-1] for extension, _ in table),
            tuple(masks),
            tuple(after),
            tuple(extension for extension, _ in table),
            tuple(base + _walk_code(extension) for extension, _ in table),
        )
    return found


def _collect(walks: Walks, blocked: int, actions: list[Any], indices: list[int]) -> None:
    """Add the walks that miss ``blocked`` and their indices, in order: a walk on a
    blocked field is skipped with every walk that extends it (they all cross that
    field), and a walk whose extensions all miss ``blocked`` is taken with all of them."""
    bits, below, after, extensions, codes = walks
    i, n = 0, len(bits)
    while i < n:
        if not below[i] & blocked:
            j = after[i]
            actions += extensions[i:j]
            indices += codes[i:j]
            i = j
        elif bits[i] & blocked:
            i = after[i]
        else:
            actions.append(extensions[i])
            indices.append(codes[i])
            i += 1


# (end field, fields) -> the walk's code (OFFSET[L] + digits): computed once per walk.
_WALKS: dict[tuple[int | None, tuple[int, ...]], int] = {}


def _walk_code(action: Extension) -> int:
    """The walk part of an extension's index (see the module docs)."""
    length = len(action.fields)
    if not 1 <= length <= MAX_FIELDS:
        raise EncodingError(f"{action!r} has {length} fields; at most {MAX_FIELDS}")
    previous: int = -1 if action.end is None else action.end
    walk, direction = 0, -1
    for step, field in enumerate(action.fields):
        d = DIRECTION.get((previous, field))
        if d is None:
            raise EncodingError(f"{action!r} leaves a gap")
        if step == 0:
            walk = d
        else:
            turn = (d - direction + 2) % 6
            if turn > 4:
                raise EncodingError(f"{action!r} turns back on itself")
            walk = walk * 5 + turn
        previous, direction = field, d
    return int(OFFSET[length] + walk)


CODECS = (TraexxCodec,)
