"""The placement generator that carries the layout's corridors and frontier over from the
previous position (:mod:`growth`, :mod:`placing`, :meth:`cards.Parts.plus` and
:meth:`cards.Parts.minus`) agrees with the from-scratch one, at
every position of random games played to the end; so do the layout, the JSON record
and the layout's JSON entries that a turn extends instead of rebuilding."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from spelkast.games.labyrinth_cards import GAME, Place, growth
from spelkast.games.labyrinth_cards import cards as C
from spelkast.games.labyrinth_cards.state import card_json, sort_layout


def canonical(net: C.Corridors) -> set[tuple[frozenset[tuple[C.Cell, int]], tuple]]:
    """The corridors without their numbering: per component, its ports and the cards
    showing each treasure on it."""
    ports: dict[int, set[tuple[C.Cell, int]]] = {}
    for key, component in net.component_of_port.items():
        ports.setdefault(component, set()).add(key)
    components = set(ports) | set(net.treasure_cards)
    return {
        (
            frozenset(ports.get(c, ())),
            tuple(sorted(net.treasure_cards.get(c, {}).items())),
        )
        for c in components
    }


def groups_as_cells(parts: C.Parts, gone: C.Cell | None) -> set[frozenset[C.Cell]]:
    """The groups of ``parts`` without the cell ``gone``, each as its set of cells."""
    cell_of = {b: cell for cell, b in parts.bit.items()}
    found = set()
    for group in parts.groups_without(parts.bit[gone] if gone else 0):
        found.add(frozenset(cell_of[b] for b in cell_of if group & b))
    return found


def plain_groups(state, player: int) -> list[tuple]:
    """Every hand card in every distinct rotation on every frontier cell, asked of the
    rule functions one by one on corridors worked out from scratch."""
    grid = state.grid
    targets = C.open_frontier(grid)
    if not targets or not state.hands[player]:
        return []
    net = C.corridors(grid)
    out = []
    for card in sorted(set(state.hands[player])):
        for spot, cell in enumerate(targets):
            for rotation in C.DISTINCT_ROTATIONS[card]:
                if not C.connects(grid, cell, card, rotation):
                    continue
                matched = C.matches(grid, net, cell, card, rotation)
                pairs = [(m, state.cell_of[m]) for m in matched]
                takes = (
                    C.allowed_takes(grid, cell, pairs, state.maximal_taking) if matched else [()]
                )
                out.append((card, rotation, cell, spot, takes))
    return out


@settings(max_examples=15, deadline=None)
@given(
    players=st.integers(2, 5),
    seed=st.integers(0, 100_000),
    play=st.integers(0, 100_000),
    taking=st.sampled_from(["free", "maximal"]),
)
def test_grown_corridors_frontier_and_placements_match_the_from_scratch_ones(
    players: int, seed: int, play: int, taking: str
) -> None:
    state = GAME.new_initial_state(players, {"taking": taking}, seed=seed)
    rng = random.Random(play)
    previous = None
    while GAME.to_move(state):
        p = GAME.to_move(state)[0]
        if isinstance(previous, Place) and not previous.take:
            # the previous position's corridors and frontier were worked out (by its
            # placements), so this one grows them instead of starting afresh
            assert state._carried() is not None
        if isinstance(previous, Place) and previous.take:
            # (its frontier and Parts are those of the previous position, changed on
            # the cells of the cards placed and taken)
            assert state.__dict__.get("_shrunk") is not None
        assert state.layout == sort_layout(state.grid)  # (a placed card is slotted in)
        assert state.history_json == tuple(GAME.history_to_json(state))
        assert state.layout_json == tuple(card_json(*entry) for entry in state.layout)
        assert canonical(state.net) == canonical(C.corridors(state.grid))
        assert list(state.frontier) == C.open_frontier(state.grid)
        fresh = C.Parts(state.grid)
        assert state.parts.bit.keys() == fresh.bit.keys()
        for gone in (None, *state.grid):
            assert groups_as_cells(state.parts, gone) == groups_as_cells(fresh, gone)
        assert growth.frontier(state.grid) == C.open_frontier(state.grid)
        assert GAME.placement_groups(state, p) == plain_groups(state, p)
        previous = rng.choice(list(GAME.legal_actions(state, p)))
        state = GAME.apply(state, p, previous)


def test_a_state_read_back_from_json_starts_afresh_and_agrees() -> None:
    state = GAME.new_initial_state(3, {}, seed=7)
    rng = random.Random(7)
    for _ in range(12):
        p = GAME.to_move(state)[0]
        state = GAME.apply(state, p, rng.choice(list(GAME.legal_actions(state, p))))
    copy = GAME.state_from_json(GAME.state_to_json(state))
    assert copy._carried() is None
    p = GAME.to_move(state)[0]
    assert GAME.placement_groups(copy, p) == GAME.placement_groups(state, p)
    assert canonical(copy.net) == canonical(state.net)
