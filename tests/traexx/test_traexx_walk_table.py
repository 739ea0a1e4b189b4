"""The legal extensions read from the walk table (:func:`board.walks_from`) agree with the
plain depth-first walk (:func:`board.extensions_from`), order included."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from spelkast.games.traexx import GAME, PASS, Extension
from spelkast.games.traexx import board as B


def plain_legal(state, player: int) -> list[Extension]:
    counts = B.CARD_COUNTS[state.deck[state.round]]
    path = state.paths[player]
    blocked = B.mask_of(path)
    actions = [PASS]
    for end in B.ends_of(path):
        actions.extend(Extension(end, seq) for seq in B.extensions_from(end, blocked, counts))
    return actions


@settings(max_examples=30, deadline=None)
@given(players=st.integers(1, 4), seed=st.integers(0, 10_000), play=st.integers(0, 10_000))
def test_table_legal_actions_match_the_plain_walk(players: int, seed: int, play: int) -> None:
    state = GAME.new_initial_state(players, seed=seed)
    rng = random.Random(play)
    while GAME.to_move(state):
        for p in GAME.to_move(state):
            legal = list(GAME.legal_actions(state, p))
            assert legal == plain_legal(state, p)
            assert GAME.count_legal(state, p) == len(legal)
            state = GAME.apply(state, p, rng.choice(legal))


@settings(max_examples=200, deadline=None)
@given(
    end=st.integers(0, B.NUM_FIELDS - 1),
    card=st.integers(0, B.NUM_CARDS - 1),
    others=st.sets(st.integers(0, B.NUM_FIELDS - 1), max_size=30),
)
def test_free_extensions_match_the_plain_walk_for_any_blocked_set(
    end: int, card: int, others: set[int]
) -> None:
    blocked = B.mask_of([end, *others])
    assert B.free_extensions_from(end, blocked, card) == B.extensions_from(
        end, blocked, B.CARD_COUNTS[card]
    )
