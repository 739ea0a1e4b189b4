"""The placements built with the memo of allowed takes per (cell, matched cards) agree
with the placements built by asking :func:`cards.allowed_takes` for every placement."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from spelkast.games.labyrinth_cards import GAME, Place
from spelkast.games.labyrinth_cards import cards as C


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
                if not C.connects(grid, cell, card, rotation):
                    continue
                matched = C.matches(grid, net, cell, card, rotation)
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
