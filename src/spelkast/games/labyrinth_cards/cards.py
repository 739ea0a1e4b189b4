"""Card geometry: rotations, corridor connections across the layout, and connectivity.

A layout maps cells ``(x, y)`` to ``(card number, rotation)``; ``x`` grows to the east
and ``y`` to the south, without bounds. A rotation is a number of quarter turns
clockwise (0-3). Everything here is a pure function of its arguments.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

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


Parts = dict[frozenset[Cell], tuple[dict[Cell, int], int]]
"""Groups of one layout without a set of its cells, by that set (see :func:`allowed_takes`)."""


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


def corridors(layout: Layout) -> Corridors:
    """Join the corridor groups of all cards across shared edges (union-find)."""
    parent: dict[tuple[Cell, int], tuple[Cell, int]] = {}

    def find(node: tuple[Cell, int]) -> tuple[Cell, int]:
        root = node
        while parent[root] != root:
            root = parent[root]
        while parent[node] != root:
            parent[node], node = root, parent[node]
        return root

    group_of_port: dict[tuple[Cell, int], tuple[Cell, int]] = {}
    for cell, (number, rotation) in layout.items():
        for index, group in enumerate(GROUPS[number][rotation]):
            node = (cell, index)
            parent[node] = node
            for port in PORTS:
                if group & port:
                    group_of_port[(cell, port)] = node
    for (cell, port), node in group_of_port.items():
        if port in (E, S):
            dx, dy = STEP[port]
            other = group_of_port.get(((cell[0] + dx, cell[1] + dy), OPPOSITE[port]))
            if other is not None:
                a, b = find(node), find(other)
                if a != b:
                    parent[a] = b
    ids: dict[tuple[Cell, int], int] = {}
    treasure_cards: dict[int, dict[int, list[int]]] = {}
    for cell, (number, rotation) in layout.items():
        for index, group in enumerate(GROUPS[number][rotation]):
            root = find((cell, index))
            component = ids.setdefault(root, len(ids))
            for spot in (SPOT_A, SPOT_B):
                if group & spot:
                    treasure = treasure_of_spot(number, spot)
                    treasure_cards.setdefault(component, {}).setdefault(treasure, []).append(number)
    component_of_port = {key: ids[find(node)] for key, node in group_of_port.items()}
    return Corridors(
        component_of_port,
        {c: {t: tuple(sorted(v)) for t, v in d.items()} for c, d in treasure_cards.items()},
    )


GroupSides = tuple[tuple[tuple[tuple[int, int, int], ...], tuple[int, ...]], ...]


def _group_sides(number: int, rotation: int) -> GroupSides:
    """Per corridor group of the card turned ``rotation``: the (dx, dy, opposite port) of
    each edge it opens, and the treasures on its spots (A first)."""
    return tuple(
        (
            tuple(
                (dx, dy, opposite) for port, (dx, dy), opposite in NEIGHBOUR_STEPS if group & port
            ),
            tuple(treasure_of_spot(number, spot) for spot in (SPOT_A, SPOT_B) if group & spot),
        )
        for group in GROUPS[number][rotation]
    )


# GROUP_SIDES[number][rotation]: _group_sides (card 0 does not exist).
GROUP_SIDES: tuple[tuple[GroupSides, ...], ...] = (
    (),
    *(
        tuple(_group_sides(number, rotation) for rotation in range(4))
        for number in range(1, len(GROUPS))
    ),
)


def matches(
    layout: Layout, net: Corridors, cell: Cell, number: int, rotation: int
) -> tuple[int, ...]:
    """The lying cards whose treasure a corridor joins to the same treasure on the card
    placed at ``cell`` (sorted card numbers; the placed card itself is never among them)."""
    x, y = cell
    component_of_port = net.component_of_port
    # The components each corridor group of the new card runs into. Two groups of the
    # new card that reach the same component become one corridor through the layout
    # (a corridor may leave the card and come back in by another edge).
    reached: list[tuple[set[int], tuple[int, ...]]] = []
    for sides, treasures in GROUP_SIDES[number][rotation]:
        components = set()
        for dx, dy, opposite in sides:
            component = component_of_port.get(((x + dx, y + dy), opposite))
            if component is not None:
                components.add(component)
        if components:  # (a group that reaches nothing joins nothing and takes nothing)
            reached.append((components, treasures))
    if not reached:
        return ()
    merged = True
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
        for treasure in treasures:
            for component in components:
                found.update(treasure_cards.get(component, {}).get(treasure, ()))
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

    The layout without the taken cards falls into groups (:func:`parts_without`); the
    placed card joins them into one exactly when it touches every group. ``parts``, when
    given, keeps those groups by the set of taken cells, for every placement on the same
    layout (one turn's placements take the same few sets of cards again and again).
    """
    result: list[tuple[int, ...]] = []
    masks: list[int] = []
    x, y = placed
    touching = ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))
    for mask in range(1 << len(matched)):
        if not mask:
            masks.append(mask)
            continue
        gone = frozenset(matched[i][1] for i in range(len(matched)) if mask >> i & 1)
        split = parts.get(gone) if parts is not None else None
        if split is None:
            split = parts_without(cells, gone)
            if parts is not None:
                parts[gone] = split
        part_of, count = split
        if len({part_of[n] for n in touching if n in part_of}) == count:
            masks.append(mask)
    if maximal:
        masks = [m for m in masks if not any(o != m and o & m == m for o in masks)]
    for mask in masks:
        result.append(tuple(sorted(matched[i][0] for i in range(len(matched)) if mask >> i & 1)))
    result.sort(key=lambda t: (len(t), t))
    return result
