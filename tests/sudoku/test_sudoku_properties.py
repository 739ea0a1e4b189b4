"""Invariants over random play (Hypothesis): tiles are conserved, scores only grow by the
points of a legal placement, the board never breaks the Sudoku rule, inputs are never
changed, and the fast move list agrees with the checked rules."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from spelkast.games.sudoku import BROKE, PLACED, STUCK, SUDOIDS_GAME, SUDOKU, Claim, Place
from spelkast.games.sudoku import rules as R


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    kids=st.booleans(),
    players=st.integers(1, 4),
    mode=st.sampled_from(["table", "assisted"]),
    scoring=st.sampled_from(["full", "simple", "block"]),
    per_block=st.booleans(),
)
def test_random_play_keeps_the_invariants(
    seed: int, kids: bool, players: int, mode: str, scoring: str, per_block: bool
) -> None:
    game = SUDOIDS_GAME if kids else SUDOKU
    side = game.side
    state = game.new_initial_state(
        players, {"mode": mode, "scoring": scoring, "one_per_block": per_block}, seed
    )
    rng = random.Random(seed)
    all_tiles = Counter(dict.fromkeys(range(1, side.size + 1), side.size))
    for _ in range(200):
        if not game.to_move(state):
            break
        (player,) = game.to_move(state)
        legal = list(game.legal_actions(state, player))
        assert legal
        value = state.hands[player]
        fitting = set(R.legal_cells(side, state.board, value))
        places = {a.cell for a in legal if isinstance(a, Place)}
        if mode == "assisted":
            assert places == fitting
        else:
            assert places == {c for c, v in enumerate(state.board) if not v}
            assert Claim() in legal
        before_json = game.state_to_json(state)
        action = rng.choice(legal)
        after = game.apply(state, player, action)
        assert game.state_to_json(state) == before_json  # the input is untouched
        game.validate(after)
        tiles = Counter(v for v in (*after.board, *after.hands, *after.pile, *after.aside) if v)
        assert tiles == all_tiles
        if isinstance(action, Place) and not fitting and mode == "table":
            # A stuck player placed against the rule: the game ends there, as stuck.
            assert after.end == STUCK
            assert after.ended_by == player
            assert after.board == state.board
            assert after.scores == state.scores
            assert after.recent == state.recent
            state = after
            break
        event = after.last
        assert event is not None
        gained = after.scores[player] - state.scores[player]
        if event.kind == PLACED:
            assert isinstance(action, Place)
            assert action.cell in fitting
            assert gained == R.points(side, state.board, action.cell, scoring)
        else:
            assert gained == 0
            assert after.board == state.board
        if event.kind == BROKE:
            assert isinstance(action, Place)
            assert action.cell not in fitting
        state = after
    assert not game.to_move(state)  # every game ends within 81 actions
