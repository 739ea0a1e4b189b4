"""The layout's corridors and open frontier carried over from the previous position.

A placement that takes no card only adds one card to the table, so the corridors
(:func:`cards.corridors`) and the open frontier (:func:`cards.open_frontier`) of the new
layout follow from those of the old one and the new card: its corridor groups join the
components they run into, and the frontier loses the new card's cell and gains the
empty cells the new card's corridors run into. Both give what the from-scratch
functions give (the components may be numbered differently: only which ports share a
component, and the treasures on each, mean anything); ``tests/labyrinth_cards``
checks this on random games.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Sequence

from spelkast.games.labyrinth_cards import cards as C
from spelkast.games.labyrinth_cards.data import NUM_CARDS, PORTS, SPOT_A, SPOT_B

Cell = tuple[int, int]

# OPEN_STEPS[number][rotation]: (port, dx, dy, opposite port) of each port the card opens.
OPEN_STEPS: tuple[tuple[tuple[tuple[int, int, int, int], ...], ...], ...] = (
    (),
    *(
        tuple(
            tuple(
                (port, dx, dy, opposite)
                for port, (dx, dy), opposite in C.NEIGHBOUR_STEPS
                if C.PORTS_OF[number][rotation] & port
            )
            for rotation in range(4)
        )
        for number in range(1, NUM_CARDS + 1)
    ),
)


def frontier(layout: C.Layout) -> list[Cell]:
    """:func:`cards.open_frontier`, read from a table of each card's open ports."""
    found = set()
    for (x, y), (number, rotation) in layout.items():
        for _, dx, dy, _ in OPEN_STEPS[number][rotation]:
            cell = (x + dx, y + dy)
            if cell not in layout:
                found.add(cell)
    return sorted(found, key=_row_first)


def _row_first(cell: Cell) -> tuple[int, int]:
    return (cell[1], cell[0])


def grow_frontier(
    old: Sequence[Cell], layout: C.Layout, cell: Cell, number: int, rotation: int
) -> list[Cell]:
    """The open frontier of ``layout`` (which holds the card just placed on ``cell``)
    from ``old``, that of the layout without it."""
    x, y = cell
    found = list(old)
    if cell in found:
        found.remove(cell)
    for _, dx, dy, _ in OPEN_STEPS[number][rotation]:
        there = (x + dx, y + dy)
        if there not in layout and there not in found:
            insort(found, there, key=_row_first)
    return found


def shift_frontier(old: Sequence[Cell], layout: C.Layout, changed: Sequence[Cell]) -> list[Cell]:
    """The open frontier of ``layout`` from ``old``, that of a layout that differs from it
    only on the cells ``changed`` (a card placed, cards taken): only those cells and
    their neighbours can have joined or left it."""
    near: set[Cell] = set()
    for x, y in changed:
        near.update(((x, y), (x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)))
    found = {cell for cell in old if cell not in near}
    for cell in near:
        if cell not in layout and C.connecting_ports(layout, cell):
            found.add(cell)
    return sorted(found, key=_row_first)


def grow_corridors(
    net: C.Corridors, layout: C.Layout, cell: Cell, number: int, rotation: int
) -> C.Corridors:
    """The corridors of ``layout`` (which holds the card just placed on ``cell``) from
    ``net``, those of the layout without it."""
    x, y = cell
    old_ports = net.component_of_port
    groups = C.GROUPS[number][rotation]
    # The old components each group of the new card runs into; groups that meet a
    # common component become one corridor (with every component either meets).
    clusters: list[tuple[set[int], list[int]]] = []
    for group in groups:
        met = set()
        for port, (dx, dy), opposite in C.NEIGHBOUR_STEPS:
            if group & port:
                component = old_ports.get(((x + dx, y + dy), opposite))
                if component is not None:
                    met.add(component)
        joined = (met, [group])
        for other in list(clusters):
            if other[0] & joined[0]:
                clusters.remove(other)
                joined = (joined[0] | other[0], joined[1] + other[1])
        clusters.append(joined)
    relabel: dict[int, int] = {}
    fresh = -1
    targets = []
    for met, _ in clusters:
        if met:
            target = min(met)
            for component in met:
                if component != target:
                    relabel[component] = target
        else:  # a corridor of the new card that meets no other card's
            fresh = _next_component(net) if fresh < 0 else fresh + 1
            target = fresh
        targets.append(target)
    ports = (
        {key: relabel.get(value, value) for key, value in old_ports.items()}
        if relabel
        else dict(old_ports)
    )
    treasure_cards = dict(net.treasure_cards)
    for (met, members), target in zip(clusters, targets, strict=True):
        for group in members:
            for port in PORTS:
                if group & port:
                    ports[cell, port] = target
        shown = [
            C.treasure_of_spot(number, spot)
            for group in members
            for spot in (SPOT_A, SPOT_B)
            if group & spot
        ]
        if len(met) == 1:  # (the usual case: one component grows by the new card)
            if shown:
                kept = treasure_cards.get(target)
                grown = dict(kept) if kept else {}
                for treasure in shown:
                    grown[treasure] = tuple(sorted((*grown.get(treasure, ()), number)))
                treasure_cards[target] = grown
            continue
        merged: dict[int, list[int]] = {}
        for component in met:
            for treasure, numbers in treasure_cards.pop(component, {}).items():
                merged.setdefault(treasure, []).extend(numbers)
        for treasure in shown:
            merged.setdefault(treasure, []).append(number)
        if merged:
            treasure_cards[target] = {t: tuple(sorted(v)) for t, v in merged.items()}
    return C.Corridors(ports, treasure_cards)


def _next_component(net: C.Corridors) -> int:
    """A component number ``net`` does not use."""
    used = max(net.component_of_port.values(), default=-1)
    return max(used, max(net.treasure_cards, default=-1)) + 1
