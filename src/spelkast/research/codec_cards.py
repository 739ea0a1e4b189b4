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

    def __init__(self, groups: list[tuple[int, int, Cell, int, list[tuple[int, ...]]]]):
        self.groups = groups
        self.size = sum(len(g[4]) for g in groups)

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
        hand = sorted(state.hands[seat])
        indices = []
        for card, rotation, _, spot, takes in groups:
            if spot >= SPOTS:
                raise EncodingError(f"card {card} on spot {spot}: only {SPOTS} spots are coded")
            base = ((hand.index(card) * ROTATIONS + rotation) * SPOTS + spot) * TAKES
            if len(takes) == 1 and not takes[0]:
                indices.append(base)
                continue
            bits = TAKE_BITS[card]
            for take in takes:
                code = 0
                for taken in take:
                    code |= bits[taken]
                indices.append(base + code)
        return Placements(groups), indices

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
        out = LAYOUT.new()
        cards = _AT["cards"]  # row of card c: cards + (c - 1) * 17
        layout = view["layout"]
        grid = {(e["x"], e["y"]): (e["card"], e["rotation"]) for e in layout}
        min_x = min((x for x, _ in grid), default=0)
        min_y = min((y for _, y in grid), default=0)
        # The 0/1 channels go into one list of indices and the others into a list of
        # (index, value) pairs, each set at once.
        ones: list[int] = []
        at: list[int] = []
        values: list[float] = []
        for (x, y), (card, rotation) in grid.items():
            row = cards + (card - 1) * 17
            ones += (row, row + 3 + rotation)
            at += (row + 1, row + 2)
            values += ((x - min_x) / SCALE, (y - min_y) / SCALE)
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
        spots = _AT["spots"]
        ports_of = C.PORTS_OF
        for i, (x, y) in enumerate(frontier(grid)[:SPOTS]):
            row = spots + i * 7
            ones.append(row)
            at += (row + 1, row + 2)
            values += ((x - min_x) / SCALE, (y - min_y) / SCALE)
            for side, dx, dy, opposite in _SIDES:
                other = grid.get((x + dx, y + dy))
                if other is not None and ports_of[other[0]][other[1]] & opposite:
                    ones.append(row + 3 + side)
        at.append(_AT["pile"])
        values.append(int(view["pile_size"]) / NUM_CARDS)
        out[ones] = 1.0
        out[at] = values
        return out


_AT = {name: start for name, (start, _) in LAYOUT.offsets.items()}
# (side, dx, dy, the neighbour's port facing back) per side of a cell, N E S W.
_SIDES = tuple(
    (side, dx, dy, opposite) for side, (_, (dx, dy), opposite) in enumerate(C.NEIGHBOUR_STEPS)
)


CODECS = (CardsCodec,)
