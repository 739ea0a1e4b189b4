"""The table-mode legal actions (read with ``itertools.compress``) agree with the plain
list: every empty cell in cell order, then the claim."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from spelkast.games.sudoku import SUDOIDS_GAME, SUDOKU, Claim, Place


@settings(max_examples=30, deadline=None)
@given(kids=st.booleans(), players=st.integers(2, 4), seed=st.integers(0, 10_000))
def test_table_legal_actions_are_the_empty_cells_then_the_claim(
    kids: bool, players: int, seed: int
) -> None:
    game = SUDOIDS_GAME if kids else SUDOKU
    state = game.new_initial_state(players, {"mode": "table"}, seed=seed)
    assert state.mode == "table"
    rng = random.Random(seed)
    while game.to_move(state):
        p = game.to_move(state)[0]
        legal = list(game.legal_actions(state, p))
        plain = [Place(c) for c, v in enumerate(state.board) if not v]
        assert legal == [*plain, Claim()]
        places = [a for a in legal if isinstance(a, Place)]
        state = game.apply(state, p, rng.choice(places or legal))
