"""Encodings of Labyrinth, the card game, whose table grows without bounds.

The table has no edge, so neither actions nor observations use table coordinates
directly. A placement is named relative to what the seat sees:

* ``slot``: 0 or 1, the card's place in the observer's hand sorted by card number;
* ``rotation``: 0-3 quarter turns (only a card's distinct rotations are ever legal);
* ``spot``: the target cell's place (0-31) in the **open frontier** — the empty cells a
  corridor of the table runs into, sorted by row then column (only there can a card
  make a corridor connection);
* ``take``: a 6-bit set over the placed card's *partners*, the (at most six) other cards
  of the deck that share a treasure with it, sorted by card number. This table is fixed
  by the deck, so every set of cards a placement may take has an index.

``index = ((slot * 4 + rotation) * 32 + spot) * 64 + take`` (0-16,383), then
``16,384 + slot`` for discarding a hand card (when no card can be placed). The only bound
that is not a rule of the game is the 32 frontier spots; ``tests/research`` checks on
many random and bot games that no position in play needs more.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any, cast, overload

from spelkast.games.labyrinth_cards import cards as C
from spelkast.games.labyrinth_cards.data import DECK, HAND_SIZE, NUM_CARDS
from spelkast.games.labyrinth_cards.game import LabyrinthCardsGame
from spelkast.games.labyrinth_cards.growth import frontier
from spelkast.games.labyrinth_cards.state import Cell, Discard, Place
from spelkast.research.base import Codec, Context, EncodingError, Layout, Segment, Vector

SPOTS = 32
TAKES = 64
ROTATIONS = 4
PLACE_ACTIONS = HAND_SIZE * ROTATIONS * SPOTS * TAKES
_ROTATION = SPOTS * TAKES  # (index steps per rotation and per hand slot)
_SLOT = ROTATIONS * _ROTATION
NUM_ACTIONS = PLACE_ACTIONS + HAND_SIZE
SEATS = 6
SCALE = 32.0


def _partners() -> tuple[tuple[int, ...], ...]:
    table: list[tuple[int, ...]] = [()]
    for card in DECK:
        mine = set(card.treasures)
        table.append(
            tuple(
                sorted(
                    other.number
                    for other in DECK
                    if other.number != card.number and mine & set(other.treasures)
                )
            )
        )
    return tuple(table)


PARTNERS = _partners()
assert max(len(p) for p in PARTNERS) <= 6, "a card has at most 6 partners"

# TAKE_BITS[card]: partner card -> its bit in the take set.
TAKE_BITS = tuple({p: 1 << i for i, p in enumerate(partners)} for partners in PARTNERS)


class Placements(Sequence[Place]):
    """The placements of :meth:`LabyrinthCardsGame.placement_groups`, in order, each
    made when asked (a step needs one of the about 80 of a position)."""

    def __init__(
        self, groups: list[tuple[int, int, Cell, int, list[tuple[int, ...]]]], size: int = -1
    ) -> None:
        """``size``, if known, is the number of placements (the choices of all groups)."""
        self.groups = groups
        self.size = size if size >= 0 else sum(len(g[4]) for g in groups)

    def __len__(self) -> int:
        return self.size

    @overload
    def __getitem__(self, i: int) -> Place: ...

    @overload
    def __getitem__(self, i: slice) -> list[Place]: ...

    def __getitem__(self, i: int | slice) -> Place | list[Place]:
        if isinstance(i, slice):
            return list(self)[i]
        if i < 0:
            i += self.size
        if 0 <= i < self.size:
            for card, rotation, (x, y), _, takes in self.groups:
                if i < len(takes):
                    return Place(card, rotation, x, y, takes[i])
                i -= len(takes)
        raise IndexError("placement index out of range")

    def __iter__(self) -> Iterator[Place]:
        for card, rotation, (x, y), _, takes in self.groups:
            for take in takes:
                yield Place(card, rotation, x, y, take)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Sequence) and not isinstance(other, str):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]


LAYOUT = Layout(
    (
        Segment(
            "cards",
            (NUM_CARDS, 17),
            "per card 1-50: on the table; its x and y minus the table's smallest x and y, "
            "/ 32; its rotation (4, one-hot); in the observer's hand; in hand slot 0; in "
            "hand slot 1; taken by relative seat k (6); put out of the game",
        ),
        Segment(
            "spots",
            (SPOTS, 7),
            "per open-frontier spot (the action's spot): it exists; its x and y minus the "
            "table's smallest x and y, / 32; a corridor enters it from the N, E, S, W",
        ),
        Segment("pile", (1,), "cards left in the draw pile / 50"),
        Segment("hand_size", (SEATS,), "cards in relative seat k's hand / 2"),
        Segment("score", (SEATS,), "cards collected by relative seat k / 50"),
    )
)


def grid_of(view: Mapping[str, Any]) -> dict[Cell, tuple[int, int]]:
    return {(e["x"], e["y"]): (e["card"], e["rotation"]) for e in view["layout"]}


class CardsCodec(Codec):
    game_id = "labyrinth-cards"
    num_actions = NUM_ACTIONS
    layout = LAYOUT

    def __init__(self, num_players: int, options: Mapping[str, Any] | None = None) -> None:
        super().__init__(num_players, options)
        self._table = Table()

    @staticmethod
    def _frame(context: Context) -> tuple[list[int], dict[Cell, int], list[Cell]]:
        hand = sorted(context.view["players"][context.seat]["hand"] or ())
        spots = frontier(grid_of(context.view))
        return hand, {cell: i for i, cell in enumerate(spots)}, spots

    def encode(self, action: Any, context: Context) -> int:
        return self._encode(action, *self._frame(context)[:2])

    def legal(
        self, state: Any, seat: int, context: Callable[[], Context]
    ) -> tuple[Sequence[Any], list[int]]:
        """The placements straight from the game's :meth:`placement_groups` (whose cells
        are numbered by their place in the open frontier, as the spots here): one index
        per group and choice of cards to take, and the actions made only when asked."""
        game = cast(LabyrinthCardsGame, self.game)
        groups = game.placement_groups(state, seat) if seat == state.current else []
        if not groups:
            return super().legal(state, seat, context)
        # the index of a placement without a take: per card its slot's first index,
        # plus a rotation's, plus a spot's
        first = {card: slot * _SLOT for slot, card in enumerate(sorted(state.hands[seat]))}
        indices: list[int] = []
        add = indices.append
        for card, rotation, _, spot, takes in groups:
            if spot >= SPOTS:
                raise EncodingError(f"card {card} on spot {spot}: only {SPOTS} spots are coded")
            base = first[card] + rotation * _ROTATION + spot * TAKES
            if len(takes) == 1 and not takes[0]:
                add(base)
                continue
            bits = TAKE_BITS[card]
            for take in takes:
                code = 0
                for taken in take:
                    code |= bits[taken]
                add(base + code)
        return Placements(groups, len(indices)), indices

    def legal_indices(self, legal: Sequence[Any], context: Context) -> list[int]:
        hand, spot_of, _ = self._frame(context)
        return [self._encode(action, hand, spot_of) for action in legal]

    @staticmethod
    def _encode(action: Any, hand: list[int], spot_of: dict[Cell, int]) -> int:
        if not isinstance(action, Place | Discard) or action.card not in hand:
            raise EncodingError(f"{action!r} is not a card-game action of this hand")
        slot = hand.index(action.card)
        if isinstance(action, Discard):
            return PLACE_ACTIONS + slot
        spot = spot_of.get(action.cell)
        if spot is None or spot >= SPOTS:
            raise EncodingError(f"{action!r}: the cell is not one of the first {SPOTS} spots")
        partners = PARTNERS[action.card]
        take = 0
        for card in action.take:
            if card not in partners:
                raise EncodingError(f"{action!r} takes a card that shares no treasure")
            take |= 1 << partners.index(card)
        return ((slot * ROTATIONS + action.rotation) * SPOTS + spot) * TAKES + take

    def decode(self, index: int, context: Context) -> Any:
        if not 0 <= index < NUM_ACTIONS:
            raise EncodingError(f"action index {index} is outside 0..{NUM_ACTIONS - 1}")
        hand, _, spots = self._frame(context)
        if index >= PLACE_ACTIONS:
            slot = index - PLACE_ACTIONS
            if slot >= len(hand):
                raise EncodingError(f"action index {index}: no card in hand slot {slot}")
            return Discard(hand[slot])
        rest, take = divmod(index, TAKES)
        rest, spot = divmod(rest, SPOTS)
        slot, rotation = divmod(rest, ROTATIONS)
        if slot >= len(hand) or spot >= len(spots):
            raise EncodingError(f"action index {index} names an empty hand slot or spot")
        card = hand[slot]
        partners = PARTNERS[card]
        if take >> len(partners):
            raise EncodingError(f"action index {index} takes a card that is no partner")
        taken = tuple(sorted(partners[i] for i in range(len(partners)) if take >> i & 1))
        x, y = spots[spot]
        return Place(card, rotation, x, y, taken)

    def observe(self, context: Context) -> Vector:
        view, me = context.view, context.seat
        out = self._table.of(view["layout"]).copy()
        cards = _AT["cards"]  # row of card c: cards + (c - 1) * 17
        # The 0/1 channels go into one list of indices and the others into a list of
        # (index, value) pairs, each set at once.
        ones: list[int] = []
        at: list[int] = []
        values: list[float] = []
        players = view["players"]
        n = len(players)
        for slot, card in enumerate(sorted(players[me]["hand"] or ())):
            row = cards + (card - 1) * 17
            ones += (row + 7, row + 8 + slot)
        hand_size, score = _AT["hand_size"], _AT["score"]
        for p, info in enumerate(players):
            k = (p - me) % n
            ones += [cards + (int(card) - 1) * 17 + 10 + k for card in info["taken"]]
            at += (hand_size + k, score + k)
            values += (int(info["hand_size"]) / HAND_SIZE, int(info["score"]) / NUM_CARDS)
        ones += [cards + (int(card) - 1) * 17 + 16 for card in view["discards"]]
        at.append(_AT["pile"])
        values.append(int(view["pile_size"]) / NUM_CARDS)
        out[ones] = 1.0
        out[at] = values
        return out


class Table:
    """The channels of the observation that depend on the layout alone (the cards on
    the table and the open-frontier spots) for the layout of the last view asked.

    When the layout differs from the one before by a card added (and cards taken), the
    channels are updated instead of worked out afresh: the rows of the cards taken are
    cleared, the new card's row is set, the coordinates shift if the table's smallest x
    or y moved, and only the open-frontier cells next to a card added or taken are looked
    at again. Which entries were added or taken is read from the entries' identities: a
    view's layout entries are shared with the views before it and never changed (see
    ``LabyrinthCardsGame.view``); views that do not share them are worked out afresh.
    ``tests/research`` checks every answer against :meth:`fresh` on random games.
    """

    def __init__(self) -> None:
        self.layout: list[Mapping[str, Any]] = []
        self.grid: dict[Cell, tuple[int, int]] = {}
        self.corner = (0, 0)
        # per open-frontier cell, its row of the spots segment (but for its place)
        self.rows: dict[Cell, tuple[float, ...]] = {}
        self.vector = LAYOUT.new()
        self.fresh([])

    def of(self, layout: list[Mapping[str, Any]]) -> Vector:
        """The layout's channels (the caller must not change them)."""
        old = self.layout
        if layout == old:
            return self.vector
        if len(layout) == len(old) + 1:  # (the usual case: a card added, none taken)
            at = len(old)
            for i, entry in enumerate(old):
                if layout[i] is not entry:
                    at = i
                    break
            if layout[at + 1 :] == old[at:] and layout[:at] == old[:at]:
                self.layout = list(layout)
                self._change([], [layout[at]])
                return self.vector
        if abs(len(layout) - len(old)) > len(old) // 2:
            return self.fresh(layout)
        now = set(map(id, layout))
        before = set(map(id, old))
        added = [e for e in layout if id(e) not in before]
        if len(added) > 1:
            return self.fresh(layout)
        self.layout = list(layout)
        self._change([e for e in old if id(e) not in now], added)
        return self.vector

    def fresh(self, layout: list[Mapping[str, Any]]) -> Vector:
        """The channels of ``layout`` worked out from scratch (and kept)."""
        self.layout = list(layout)
        self.grid = grid = {(e["x"], e["y"]): (e["card"], e["rotation"]) for e in layout}
        self.corner = (min_x, min_y) = _corner(grid)
        self.vector = out = LAYOUT.new()
        cards = _AT["cards"]
        ones: list[int] = []
        at: list[int] = []
        values: list[float] = []
        for (x, y), (card, rotation) in grid.items():
            row = cards + (card - 1) * 17
            ones += (row, row + 3 + rotation)
            at += (row + 1, row + 2)
            values += ((x - min_x) / SCALE, (y - min_y) / SCALE)
        out[ones] = 1.0
        out[at] = values
        self.rows = {
            cell: self._spot_row(cell, C.connecting_ports(grid, cell)) for cell in frontier(grid)
        }
        self._write_spots()
        return out

    def _change(self, removed: list[Mapping[str, Any]], added: list[Mapping[str, Any]]) -> None:
        grid, out, cards = self.grid, self.vector, _AT["cards"]
        min_x, min_y = self.corner
        corner: tuple[int, int] | None = self.corner
        near: set[Cell] = set()
        for e in removed:
            x, y = e["x"], e["y"]
            near.update(((x, y), (x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)))
            del grid[x, y]
            row = cards + (e["card"] - 1) * 17
            out[row : row + 7] = 0.0
            if x == min_x or y == min_y:
                corner = None  # (may have moved)
        for e in added:
            x, y = e["x"], e["y"]
            near.update(((x, y), (x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)))
            grid[x, y] = (e["card"], e["rotation"])
            if corner is not None:
                corner = (min(corner[0], x), min(corner[1], y))
        if corner is None:
            corner = _corner(grid)
        spots = self.rows
        if corner != self.corner:  # every coordinate shifts
            rows = [cards + (card - 1) * 17 for card, _ in grid.values()]
            out[[r + 1 for r in rows]] += (min_x - corner[0]) / SCALE
            out[[r + 2 for r in rows]] += (min_y - corner[1]) / SCALE
            self.corner = min_x, min_y = corner
            for cell, row in spots.items():
                spots[cell] = self._spot_row(cell, 0, row[3:])
        for e in added:
            row = cards + (e["card"] - 1) * 17
            out[row] = 1.0
            out[row + 1] = (e["x"] - min_x) / SCALE
            out[row + 2] = (e["y"] - min_y) / SCALE
            out[row + 3 + e["rotation"]] = 1.0
        for cell in near:
            spots.pop(cell, None)
            if cell not in grid:
                ports = C.connecting_ports(grid, cell)
                if ports:
                    spots[cell] = self._spot_row(cell, ports)
        self._write_spots()

    def _spot_row(
        self, cell: Cell, ports: int, sides: tuple[float, ...] | None = None
    ) -> tuple[float, ...]:
        """The row of an open-frontier cell that a corridor enters by ``ports`` (or with
        the side channels ``sides``)."""
        x, y = cell
        min_x, min_y = self.corner
        return (
            1.0,
            (x - min_x) / SCALE,
            (y - min_y) / SCALE,
            *(_SIDE_FLAGS[ports] if sides is None else sides),
        )

    def _write_spots(self) -> None:
        rows = self.rows
        spots = sorted(rows, key=_row_first)[:SPOTS]
        block = LAYOUT.view(self.vector, "spots")
        block[len(spots) :] = 0.0
        if spots:
            block[: len(spots)] = [rows[cell] for cell in spots]


def _corner(grid: Mapping[Cell, Any]) -> tuple[int, int]:
    """The smallest x and the smallest y of the table (0, 0 when it is empty)."""
    return (min((x for x, _ in grid), default=0), min((y for _, y in grid), default=0))


def _row_first(cell: Cell) -> tuple[int, int]:
    return (cell[1], cell[0])


# _SIDE_FLAGS[ports]: the 0/1 channels "a corridor enters from the N, E, S, W".
_SIDE_FLAGS = tuple(
    tuple(1.0 if ports & port else 0.0 for port, _, _ in C.NEIGHBOUR_STEPS) for ports in range(16)
)


_AT = {name: start for name, (start, _) in LAYOUT.offsets.items()}

CODECS = (CardsCodec,)
