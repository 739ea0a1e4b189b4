"""Card geometry: rotations, corridor connections across the layout, and connectivity.

A layout maps cells ``(x, y)`` to ``(card number, rotation)``; ``x`` grows to the east
and ``y`` to the south, without bounds. A rotation is a number of quarter turns
clockwise (0-3). Everything here is a pure function of its arguments.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations

from spelkast.games.labyrinth_cards.data import (
    ALL_PORTS,
    DECK,
    NUM_CARDS,
    PORT_LETTERS,
    PORTS,
    SPOT_A,
    SPOT_B,
    E,
    N,
    S,
    W,
)

Cell = tuple[int, int]
Layout = Mapping[Cell, tuple[int, int]]

STEP: dict[int, Cell] = {N: (0, -1), E: (1, 0), S: (0, 1), W: (-1, 0)}
OPPOSITE = {N: S, E: W, S: N, W: E}
NEIGHBOUR_STEPS = tuple((port, STEP[port], OPPOSITE[port]) for port in PORTS)


def rotate_bits(bits: int, quarter_turns: int) -> int:
    """Turn the port bits of ``bits`` clockwise; spot bits stay.

    >>> rotate_bits(N | E | SPOT_A, 1) == E | S | SPOT_A
    True
    """
    ports = bits & ALL_PORTS
    k = quarter_turns % 4
    turned = ((ports << k) | (ports >> (4 - k))) & ALL_PORTS
    return turned | (bits & ~ALL_PORTS)


def _rotations() -> tuple[tuple[tuple[int, ...], ...], ...]:
    table = []
    for card in DECK:
        table.append(tuple(tuple(rotate_bits(g, k) for g in card.groups) for k in range(4)))
    return tuple(table)


# GROUPS[number][rotation]: the card's corridor groups in that rotation (index 0 unused).
GROUPS: tuple[tuple[tuple[int, ...], ...], ...] = ((), *_rotations())


def _canonical() -> tuple[tuple[int, ...], ...]:
    table: list[tuple[int, ...]] = [()]
    for number in range(1, NUM_CARDS + 1):
        row = []
        for k in range(4):
            shape = sorted(GROUPS[number][k])
            row.append(next(j for j in range(4) if sorted(GROUPS[number][j]) == shape))
        table.append(tuple(row))
    return tuple(table)


# CANONICAL[number][rotation]: the smallest rotation giving the same corridors (a
# straight turned half round is the same card on the table; a crossing has one position).
CANONICAL = _canonical()
DISTINCT_ROTATIONS: tuple[tuple[int, ...], ...] = tuple(
    tuple(sorted(set(row))) for row in CANONICAL
)


def ports_of(number: int, rotation: int) -> int:
    bits = 0
    for group in GROUPS[number][rotation]:
        bits |= group & ALL_PORTS
    return bits


PORTS_OF: tuple[tuple[int, ...], ...] = (
    (),
    *(tuple(ports_of(n, k) for k in range(4)) for n in range(1, NUM_CARDS + 1)),
)


def treasure_of_spot(number: int, spot: int) -> int:
    return DECK[number - 1].treasures[0 if spot == SPOT_A else 1]


def ports_text(bits: int) -> str:
    return "".join(letter for port, letter in zip(PORTS, PORT_LETTERS, strict=True) if bits & port)


def neighbours(cell: Cell) -> list[Cell]:
    x, y = cell
    return [(x + dx, y + dy) for _, (dx, dy), _ in NEIGHBOUR_STEPS]


def is_connected(cells: Iterable[Cell]) -> bool:
    """Whether ``cells`` form one group joined edge to edge (an empty set counts as one)."""
    remaining = set(cells)
    if not remaining:
        return True
    stack = [remaining.pop()]
    while stack:
        x, y = stack.pop()
        for nxt in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if nxt in remaining:
                remaining.remove(nxt)
                stack.append(nxt)
    return not remaining


def parts_without(cells: Iterable[Cell], gone: frozenset[Cell]) -> tuple[dict[Cell, int], int]:
    """The groups (joined edge to edge) that ``cells`` fall into without the cells in
    ``gone``: each remaining cell's group number, and the number of groups.

    >>> part_of, count = parts_without([(0, 0), (1, 0), (2, 0)], frozenset({(1, 0)}))
    >>> count, part_of[(0, 0)] != part_of[(2, 0)]
    (2, True)
    """
    remaining = {c for c in cells if c not in gone}
    part_of: dict[Cell, int] = {}
    count = 0
    for first in remaining:
        if first in part_of:
            continue
        part_of[first] = count
        stack = [first]
        while stack:
            x, y = stack.pop()
            for nxt in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if nxt in remaining and nxt not in part_of:
                    part_of[nxt] = count
                    stack.append(nxt)
        count += 1
    return part_of, count


class Parts:
    """A memo for :func:`allowed_takes` on one layout: its cells as the bits of one
    number (a row of the layout's width plus one empty column per ``stride`` bits, so
    that a shift by 1 or by ``stride`` steps to a neighbour and never wraps onto a
    cell), and, by the bits of the cells taken away, the groups (joined edge to edge)
    that the rest falls into, each as bits. One turn's placements take the same few sets
    of cards again and again."""

    __slots__ = ("bit", "cells", "min_x", "min_y", "split", "stride")

    def __init__(self, cells: Iterable[Cell]) -> None:
        listed = list(cells)
        self.min_x = min_x = min((x for x, _ in listed), default=0)
        self.min_y = min_y = min((y for _, y in listed), default=0)
        self.stride = max((x for x, _ in listed), default=0) - min_x + 2
        self.bit = {(x, y): 1 << (x - min_x + (y - min_y) * self.stride) for x, y in listed}
        self.cells = sum(self.bit.values())
        self.split: dict[int, tuple[int, ...]] = {}

    def plus(self, cell: Cell) -> Parts:
        """The memo of these cells and ``cell`` (with an empty memo of groups): the same
        numbering plus one bit when ``cell`` lies within the columns and not above the
        rows, else numbered afresh."""
        x, y = cell
        if not (self.bit and self.min_x <= x <= self.min_x + self.stride - 2 and y >= self.min_y):
            return Parts([*self.bit, cell])
        grown = Parts(())
        grown.min_x, grown.min_y, grown.stride = self.min_x, self.min_y, self.stride
        added = 1 << (x - self.min_x + (y - self.min_y) * self.stride)
        grown.bit = {**self.bit, cell: added}
        grown.cells = self.cells | added
        return grown

    def minus(self, cells: Iterable[Cell]) -> Parts:
        """The memo of these cells without ``cells`` (with an empty memo of groups),
        numbered as these."""
        shrunk = Parts(())
        shrunk.min_x, shrunk.min_y, shrunk.stride = self.min_x, self.min_y, self.stride
        shrunk.bit = dict(self.bit)
        shrunk.cells = self.cells
        for cell in cells:
            shrunk.cells &= ~shrunk.bit.pop(cell, 0)
        return shrunk

    def groups_without(self, gone: int) -> tuple[int, ...]:
        """The groups of the cells not in ``gone`` (bits), each as bits."""
        found = self.split.get(gone)
        if found is None:
            rest = self.cells & ~gone
            stride = self.stride
            groups = []
            while rest:
                reach = rest & -rest
                while True:
                    grown = (
                        reach | reach << 1 | reach >> 1 | reach << stride | reach >> stride
                    ) & rest
                    if grown == reach:
                        break
                    reach = grown
                groups.append(reach)
                rest &= ~reach
            found = self.split[gone] = tuple(groups)
        return found


def open_frontier(layout: Layout) -> list[Cell]:
    """Empty cells that a corridor of the layout runs into (the only cells where a
    placement can make a corridor connection)."""
    found = set()
    for (x, y), (number, rotation) in layout.items():
        ports = PORTS_OF[number][rotation]
        for port, (dx, dy), _ in NEIGHBOUR_STEPS:
            if ports & port:
                cell = (x + dx, y + dy)
                if cell not in layout:
                    found.add(cell)
    return sorted(found, key=lambda c: (c[1], c[0]))


def connects(layout: Layout, cell: Cell, number: int, rotation: int) -> bool:
    """Whether the card placed at ``cell`` makes a corridor connection with a neighbour."""
    ports = PORTS_OF[number][rotation]
    x, y = cell
    for port, (dx, dy), opposite in NEIGHBOUR_STEPS:
        if ports & port:
            other = layout.get((x + dx, y + dy))
            if other is not None and PORTS_OF[other[0]][other[1]] & opposite:
                return True
    return False


def connecting_ports(layout: Layout, cell: Cell) -> int:
    """The ports (bits) of a card placed at ``cell`` that meet an open edge of a
    neighbour: ``connects(layout, cell, n, r)`` is ``bool(PORTS_OF[n][r] & this)``."""
    x, y = cell
    found = 0
    for port, (dx, dy), opposite in NEIGHBOUR_STEPS:
        other = layout.get((x + dx, y + dy))
        if other is not None and PORTS_OF[other[0]][other[1]] & opposite:
            found |= port
    return found


@dataclass(frozen=True, slots=True)
class Corridors:
    """The corridor components of a layout: which component each (cell, port) belongs
    to, and per component the cards showing each treasure on it."""

    component_of_port: dict[tuple[Cell, int], int]
    treasure_cards: dict[int, dict[int, tuple[int, ...]]]


def _port_groups(number: int, rotation: int) -> dict[int, int]:
    return {
        port: index
        for index, group in enumerate(GROUPS[number][rotation])
        for port in PORTS
        if group & port
    }


# PORT_GROUP[number][rotation]: port -> the index of the corridor group that opens it.
PORT_GROUP: tuple[tuple[dict[int, int], ...], ...] = (
    (),
    *(tuple(_port_groups(n, k) for k in range(4)) for n in range(1, NUM_CARDS + 1)),
)


def _walk(number: int, rotation: int) -> tuple[tuple[tuple[int, ...], Steps], ...]:
    """Per corridor group of the card turned ``rotation``: the treasures on its spots (A
    first) and the (port, dx, dy, opposite port) of each edge it opens."""
    return tuple(
        (
            tuple(treasure_of_spot(number, spot) for spot in (SPOT_A, SPOT_B) if group & spot),
            tuple(
                (port, dx, dy, opposite)
                for port, (dx, dy), opposite in NEIGHBOUR_STEPS
                if group & port
            ),
        )
        for group in GROUPS[number][rotation]
    )


Steps = tuple[tuple[int, int, int, int], ...]

# WALK[number][rotation]: _walk; GROUP_AT[number][rotation][port]: the index of the
# corridor group that opens ``port`` (-1: none).
WALK: tuple[tuple[tuple[tuple[tuple[int, ...], Steps], ...], ...], ...] = (
    (),
    *(tuple(_walk(n, k) for k in range(4)) for n in range(1, NUM_CARDS + 1)),
)
GROUP_AT: tuple[tuple[tuple[int, ...], ...], ...] = (
    (),
    *(
        tuple(
            tuple(PORT_GROUP[n][k].get(port, -1) for port in range(ALL_PORTS + 1)) for k in range(4)
        )
        for n in range(1, NUM_CARDS + 1)
    ),
)


def corridors(layout: Layout) -> Corridors:
    """Join the corridor groups of all cards across shared edges.

    A walk from each group not yet reached, in the layout's order, numbers the
    components by their first group in that order."""
    component_of_port: dict[tuple[Cell, int], int] = {}
    reached: set[tuple[Cell, int]] = set()
    treasure_cards: dict[int, dict[int, list[int]]] = {}
    walk, group_at, get = WALK, GROUP_AT, layout.get
    for cell, (number, rotation) in layout.items():
        for index in range(len(walk[number][rotation])):
            if (cell, index) in reached:
                continue
            component = len(treasure_cards)
            treasures: dict[int, list[int]] = {}
            treasure_cards[component] = treasures
            reached.add((cell, index))
            stack = [(cell, index)]
            while stack:
                here, group_index = stack.pop()
                card, turned = layout[here]
                spots, steps = walk[card][turned][group_index]
                for treasure in spots:
                    treasures.setdefault(treasure, []).append(card)
                x, y = here
                for port, dx, dy, opposite in steps:
                    component_of_port[here, port] = component
                    there = (x + dx, y + dy)
                    other = get(there)
                    if other is None:
                        continue
                    other_index = group_at[other[0]][other[1]][opposite]
                    if other_index >= 0 and (there, other_index) not in reached:
                        reached.add((there, other_index))
                        stack.append((there, other_index))
    return Corridors(
        component_of_port,
        {c: {t: tuple(sorted(v)) for t, v in d.items()} for c, d in treasure_cards.items() if d},
    )


GroupSides = tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]


def _group_sides(number: int, rotation: int) -> GroupSides:
    """Per corridor group of the card turned ``rotation``: the sides (0-3, the order of
    :data:`NEIGHBOUR_STEPS`) whose edge it opens, and the treasures on its spots (A
    first). Groups that open no edge are left out: they can join nothing."""
    return tuple(
        (
            tuple(side for side, (port, _, _) in enumerate(NEIGHBOUR_STEPS) if group & port),
            tuple(treasure_of_spot(number, spot) for spot in (SPOT_A, SPOT_B) if group & spot),
        )
        for group in GROUPS[number][rotation]
        if group & ALL_PORTS
    )


# GROUP_SIDES[number][rotation]: _group_sides (card 0 does not exist).
GROUP_SIDES: tuple[tuple[GroupSides, ...], ...] = (
    (),
    *(
        tuple(_group_sides(number, rotation) for rotation in range(4))
        for number in range(1, len(GROUPS))
    ),
)

Sides = tuple[int | None, int | None, int | None, int | None]


def side_components(net: Corridors, cell: Cell) -> Sides:
    """The component a card placed at ``cell`` would meet on each side (the order of
    :data:`NEIGHBOUR_STEPS`; None: no open edge of a neighbour there)."""
    x, y = cell
    get = net.component_of_port.get
    (_, (dx0, dy0), o0), (_, (dx1, dy1), o1), (_, (dx2, dy2), o2), (_, (dx3, dy3), o3) = (
        NEIGHBOUR_STEPS
    )
    return (
        get(((x + dx0, y + dy0), o0)),
        get(((x + dx1, y + dy1), o1)),
        get(((x + dx2, y + dy2), o2)),
        get(((x + dx3, y + dy3), o3)),
    )


def matches(
    layout: Layout, net: Corridors, cell: Cell, number: int, rotation: int
) -> tuple[int, ...]:
    """The lying cards whose treasure a corridor joins to the same treasure on the card
    placed at ``cell`` (sorted card numbers; the placed card itself is never among them)."""
    return matches_at(net, side_components(net, cell), number, rotation)


def matches_at(net: Corridors, sides: Sides, number: int, rotation: int) -> tuple[int, ...]:
    """:func:`matches` from the cell's :func:`side_components`."""
    # The components each corridor group of the new card runs into. Two groups of the
    # new card that reach the same component become one corridor through the layout
    # (a corridor may leave the card and come back in by another edge).
    reached: list[tuple[set[int], tuple[int, ...]]] = []
    for group_sides, treasures in GROUP_SIDES[number][rotation]:
        components = {c for c in (sides[i] for i in group_sides) if c is not None}
        if components:  # (a group that reaches nothing joins nothing and takes nothing)
            reached.append((components, treasures))
    if not reached:
        return ()
    merged = len(reached) > 1
    while merged:
        merged = False
        for i in range(len(reached)):
            for j in range(i + 1, len(reached)):
                if reached[i][0] & reached[j][0]:
                    reached[i] = (reached[i][0] | reached[j][0], reached[i][1] + reached[j][1])
                    del reached[j]
                    merged = True
                    break
            if merged:
                break
    found: set[int] = set()
    treasure_cards = net.treasure_cards
    for components, treasures in reached:
        for component in components:
            on = treasure_cards.get(component)
            if on:
                for treasure in treasures:
                    found.update(on.get(treasure, ()))
    return tuple(sorted(found))


def allowed_takes(
    cells: Iterable[Cell],
    placed: Cell,
    matched: Sequence[tuple[int, Cell]],
    maximal: bool,
    parts: Parts | None = None,
) -> list[tuple[int, ...]]:
    """The sets of matched cards (number, cell) that may be taken: those whose removal
    leaves the layout (with the placed card) joined edge to edge. With ``maximal`` only
    the sets that cannot be extended are kept. Sorted, smallest first.

    The layout without the taken cards falls into groups (as :func:`parts_without`); the
    placed card joins them into one exactly when it touches every group. ``parts``, when
    given, is the :class:`Parts` memo of ``cells``, shared by every placement on the same
    layout.
    """
    if parts is None:
        parts = Parts(cells)
    bit = parts.bit
    x, y = placed
    touching = (
        bit.get((x + 1, y), 0)
        | bit.get((x - 1, y), 0)
        | bit.get((x, y + 1), 0)
        | bit.get((x, y - 1), 0)
    )
    if len(matched) == 1:  # (the usual case: no sets to sort or to compare)
        number, cell = matched[0]
        for group in parts.groups_without(bit.get(cell, 0)):
            if not group & touching:
                return [()]
        return [(number,)] if maximal else [(), (number,)]
    ordered = sorted(matched)
    numbers = [number for number, _ in ordered]
    pick = numbers.__getitem__
    groups_without = parts.groups_without
    gone_of = [0] * (1 << len(ordered))  # per set of ``ordered`` (bits): its cells' bits
    allowed: list[tuple[int, ...]] = [()]
    masks = [0]
    n = len(ordered)
    for mask, low, rest, members in _SUBSETS[n] if n < len(_SUBSETS) else _subsets(n):
        gone = gone_of[mask] = gone_of[rest] | bit.get(ordered[low][1], 0)
        for group in groups_without(gone):
            if not group & touching:
                break
        else:
            masks.append(mask)
            allowed.append(tuple(map(pick, members)))
    if maximal:
        return [
            chosen
            for m, chosen in zip(masks, allowed, strict=True)
            if not any(o != m and o & m == m for o in masks)
        ]
    return allowed


def _subsets(size: int) -> tuple[tuple[int, int, int, tuple[int, ...]], ...]:
    """The non-empty subsets of ``size`` things in the order of the allowed takes (by
    size, then as :func:`itertools.combinations` gives them): per subset its bits, its
    lowest member, its bits without that member, and its members."""
    return tuple(
        (sum(1 << i for i in combo), combo[0], sum(1 << i for i in combo[1:]), combo)
        for k in range(1, size + 1)
        for combo in combinations(range(size), k)
    )


# _SUBSETS[k]: _subsets(k) (a card has at most 6 partners, and so at most 6 matches).
_SUBSETS = tuple(_subsets(k) for k in range(7))
