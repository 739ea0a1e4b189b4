"""Every placement of a player's hand cards, with the cards each may take.

This is :meth:`LabyrinthCardsGame.placement_groups`; it gives what placing every hand
card in every distinct rotation on every cell of the open frontier, and asking
:func:`cards.connects`, :func:`cards.matches` and :func:`cards.allowed_takes`, gives,
in the same order, but shares the work between the placements of one position:

* the layout's corridors and frontier come from the state (grown from the previous
  position's when the table only gained a card: :mod:`growth`);
* per frontier cell, the components met on its four sides are worked out once, and
  written as a *pattern* (which sides meet no component, which meet the same one);
* per hand card and cell, the cards on those components that show one of the card's
  two treasures are looked up once: when there are none, no rotation can take a card;
* which rotations of a card make a corridor connection, and which of the met
  components each of the card's treasures is then joined to, depend only on the card
  and the pattern, and are worked out once per process;
* the allowed choices of cards to take are kept per (cell, matched cards) in the state;
  for one matched card (the usual case) they are worked out inline, with each cell's
  lying neighbours (as bits of :class:`cards.Parts`) looked up once.

``tests/labyrinth_cards/test_placing.py`` checks it against the plain rules on random
games.
"""

from __future__ import annotations

from spelkast.games.labyrinth_cards import cards as C
from spelkast.games.labyrinth_cards.data import DECK, PORTS, SPOT_A, SPOT_B
from spelkast.games.labyrinth_cards.state import CardsState, Cell

Group = tuple[int, int, Cell, int, list[tuple[int, ...]]]
"""(card, rotation, cell, the cell's place in the open frontier, the allowed choices of
cards to take)."""

# Sides in the order of cards.NEIGHBOUR_STEPS, as port bits.
_SIDE_PORTS = tuple(port for port, _, _ in C.NEIGHBOUR_STEPS)


def _reach(
    card: int, rotation: int, labels: tuple[int, ...]
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """For ``card`` turned ``rotation`` on a cell whose sides meet the components
    ``labels`` (per side a label, -1 for none; equal labels for one component): the
    labels the corridor through spot A reaches, and those through spot B. Groups of the
    card that reach a common component are one corridor (as in :func:`cards.matches`)."""
    clusters: list[tuple[set[int], int]] = []
    for group in C.GROUPS[card][rotation]:
        met = {labels[i] for i, port in enumerate(_SIDE_PORTS) if group & port and labels[i] >= 0}
        if not met:
            continue  # a corridor that reaches no card joins nothing
        joined = (met, group)
        for other in list(clusters):
            if other[0] & joined[0]:
                clusters.remove(other)
                joined = (joined[0] | other[0], joined[1] | other[1])
        clusters.append(joined)
    first, second = (
        tuple(sorted({label for met, spots in clusters if spots & spot for label in met}))
        for spot in (SPOT_A, SPOT_B)
    )
    return first, second


def placement_groups(state: CardsState, player: int) -> list[Group]:
    """:meth:`LabyrinthCardsGame.placement_groups` (see the module's docs)."""
    hand = sorted(set(state.hands[player]))
    targets = state.frontier
    if not targets or not hand:
        return []
    net = state.net
    get_port = net.component_of_port.get
    treasure_cards = net.treasure_cards
    # The treasures on each component (bits).
    shown = {component: sum(1 << t for t in on) for component, on in treasure_cards.items()}
    # Per target cell: its place, the cell, the ports a card there would meet open
    # edges with, the pattern of its sides, the components by label, and the
    # treasures on them (bits).
    meeting = []
    for spot, cell in enumerate(targets):
        x, y = cell
        code = 0
        treasures = 0
        comps: list[int] = []
        for _, (dx, dy), opposite in C.NEIGHBOUR_STEPS:
            component = get_port(((x + dx, y + dy), opposite))
            code *= 5
            if component is not None:
                if component in comps:
                    code += comps.index(component) + 1
                else:
                    code += len(comps) + 1
                    comps.append(component)
                    treasures |= shown.get(component, 0)
        meeting.append((spot, cell, code, comps, treasures))
    memo = state.takes
    out: list[Group] = []
    # (for the allowed takes of one matched card, made when first needed)
    parts: C.Parts | None = None
    touch: dict[Cell, int] = {}  # per cell: the bits of its lying neighbours
    for card in hand:
        first, second = DECK[card - 1].treasures
        mine = 1 << first | 1 << second
        keyed = card * 625
        for spot, cell, code, comps, treasures in meeting:
            turns = _TURNS.get(keyed + code)
            if turns is None:
                turns = _turns(card, code)
            if not mine & treasures:  # no card met shows one of its treasures
                for rotation, _, _ in turns:
                    out.append((card, rotation, cell, spot, [()]))
                continue
            # The cards showing the card's treasures on each met component.
            on_first: list[tuple[int, ...]] = []
            on_second: list[tuple[int, ...]] = []
            for component in comps:
                on = treasure_cards.get(component)
                if on:
                    on_first.append(on.get(first, ()))
                    on_second.append(on.get(second, ()))
                else:
                    on_first.append(())
                    on_second.append(())
            for rotation, via_first, via_second in turns:
                # (a card's cards on one component, for one treasure, are sorted and
                # each there once; two lists of them are merged)
                if not via_second and len(via_first) == 1:
                    matched = on_first[via_first[0]]
                elif not via_first and len(via_second) == 1:
                    matched = on_second[via_second[0]]
                else:
                    found: set[int] = set()
                    for label in via_first:
                        found.update(on_first[label])
                    for label in via_second:
                        found.update(on_second[label])
                    matched = tuple(sorted(found))
                if matched:
                    takes = memo.get((cell, matched))
                    if takes is None:
                        if len(matched) == 1:  # (inline: the usual case)
                            if parts is None:
                                parts, bit, cell_of = state.parts, state.parts.bit, state.cell_of
                                groups_without = parts.groups_without
                                maximal = state.maximal_taking
                            touching = touch.get(cell)
                            if touching is None:
                                x, y = cell
                                touching = touch[cell] = (
                                    bit.get((x + 1, y), 0)
                                    | bit.get((x - 1, y), 0)
                                    | bit.get((x, y + 1), 0)
                                    | bit.get((x, y - 1), 0)
                                )
                            takes = [matched] if maximal else [(), matched]
                            for group in groups_without(bit.get(cell_of[matched[0]], 0)):
                                if not group & touching:
                                    takes = [()]
                                    break
                            memo[cell, matched] = takes
                        else:
                            takes = allowed(state, cell, matched)
                    out.append((card, rotation, cell, spot, takes))
                else:
                    out.append((card, rotation, cell, spot, [()]))
    return out


# _TURNS[card * 625 + pattern]: per distinct rotation of the card that makes a corridor
# connection on a cell with that pattern, in order: the rotation and _reach (filled when
# asked).
_TURNS: dict[int, tuple[tuple[int, tuple[int, ...], tuple[int, ...]], ...]] = {}


def _turns(card: int, code: int) -> tuple[tuple[int, tuple[int, ...], tuple[int, ...]], ...]:
    labels = _labels(code)
    ports = sum(port for port, label in zip(_SIDE_PORTS, labels, strict=True) if label >= 0)
    found = _TURNS[card * 625 + code] = tuple(
        (rotation, *_reach(card, rotation, labels))
        for rotation in C.DISTINCT_ROTATIONS[card]
        if C.PORTS_OF[card][rotation] & ports
    )
    return found


def _labels(code: int) -> tuple[int, ...]:
    """The side labels (-1: no component) of a pattern code (base 5, side 0 first)."""
    digits = []
    for _ in PORTS:
        code, digit = divmod(code, 5)
        digits.append(digit - 1)
    return tuple(reversed(digits))


def allowed(state: CardsState, cell: Cell, matched: tuple[int, ...]) -> list[tuple[int, ...]]:
    """:func:`cards.allowed_takes` for a card placed on ``cell`` that joins the lying
    cards ``matched``, kept in the state: several rotations and cards placed on one cell
    often join the same cards."""
    key = (cell, matched)
    found = state.takes.get(key)
    if found is None:
        pairs = [(m, state.cell_of[m]) for m in matched]
        found = state.takes[key] = C.allowed_takes(
            state.grid, cell, pairs, state.maximal_taking, state.parts
        )
    return found
