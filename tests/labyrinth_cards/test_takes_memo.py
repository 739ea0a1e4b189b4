"""The fast paths of the placements agree with the plain computations: the memo of
allowed takes per (cell, matched cards) with asking :func:`cards.allowed_takes` for every
placement, :func:`cards.matches` (read from the per-card table of group sides) with
the plain walk over every group's ports written here, and the connecting ports of a cell
with :func:`cards.connects`."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from spelkast.games.labyrinth_cards import GAME, Place
from spelkast.games.labyrinth_cards import cards as C
from spelkast.games.labyrinth_cards.data import SPOT_A, SPOT_B


def plain_matches(net, cell, number: int, rotation: int) -> tuple[int, ...]:
    """Every corridor group with the components behind its open edges; groups reaching a
    common component joined; then the lying cards with an equal treasure on them."""
    x, y = cell
    reached = []
    for group in C.GROUPS[number][rotation]:
        components = set()
        for port, (dx, dy), opposite in C.NEIGHBOUR_STEPS:
            if group & port:
                component = net.component_of_port.get(((x + dx, y + dy), opposite))
                if component is not None:
                    components.add(component)
        reached.append([components, group & (SPOT_A | SPOT_B)])
    joined = True
    while joined:
        joined = False
        for a in reached:
            for b in reached:
                if a is not b and a[0] & b[0]:
                    a[0] |= b[0]
                    a[1] |= b[1]
                    reached.remove(b)
                    joined = True
                    break
            if joined:
                break
    found = set()
    for components, spots in reached:
        for spot in (SPOT_A, SPOT_B):
            if spots & spot:
                treasure = C.treasure_of_spot(number, spot)
                for component in components:
                    found.update(net.treasure_cards.get(component, {}).get(treasure, ()))
    return tuple(sorted(found))


def plain_placements(state, player: int) -> list[Place]:
    grid = state.grid
    targets = C.open_frontier(grid)
    if not targets or not state.hands[player]:
        return []
    net = C.corridors(grid)
    out = []
    for card in sorted(set(state.hands[player])):
        for cell in targets:
            for rotation in C.DISTINCT_ROTATIONS[card]:
                meets = bool(C.PORTS_OF[card][rotation] & C.connecting_ports(grid, cell))
                assert meets == C.connects(grid, cell, card, rotation)
                if not C.connects(grid, cell, card, rotation):
                    continue
                matched = C.matches(grid, net, cell, card, rotation)
                assert matched == plain_matches(net, cell, card, rotation)
                takes = (
                    C.allowed_takes(
                        grid,
                        cell,
                        [(m, state.cell_of[m]) for m in matched],
                        state.maximal_taking,
                    )
                    if matched
                    else [()]
                )
                out.extend(Place(card, rotation, cell[0], cell[1], take) for take in takes)
    return out


@settings(max_examples=12, deadline=None)
@given(
    players=st.integers(2, 4),
    seed=st.integers(0, 10_000),
    play=st.integers(0, 10_000),
    taking=st.sampled_from(["free", "maximal"]),
)
def test_memoised_placements_match_the_plain_ones(
    players: int, seed: int, play: int, taking: str
) -> None:
    state = GAME.new_initial_state(players, {"taking": taking}, seed=seed)
    rng = random.Random(play)
    for _ in range(25):
        movers = GAME.to_move(state)
        if not movers:
            break
        p = movers[0]
        legal = list(GAME.legal_actions(state, p))
        placed = [a for a in legal if isinstance(a, Place)]
        assert placed == plain_placements(state, p)
        # asked again on the same state, the memo gives the same answer
        assert list(GAME.legal_actions(state, p)) == legal
        state = GAME.apply(state, p, rng.choice(legal))
