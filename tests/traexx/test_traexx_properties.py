"""Properties over random play (the simultaneous-game part of the conformance checks)."""

from __future__ import annotations

import itertools
import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from spelkast.games.traexx import GAME, PASS
from spelkast.games.traexx import board as B


@settings(max_examples=40, deadline=None)
@given(players=st.integers(1, 4), seed=st.integers(0, 10_000), play=st.integers(0, 10_000))
def test_random_games_keep_every_invariant(players: int, seed: int, play: int) -> None:
    state = GAME.new_initial_state(players, seed=seed)
    rng = random.Random(play)
    rounds = 0
    while GAME.to_move(state):
        movers = GAME.to_move(state)
        start_round = state.round
        for p in movers:
            legal = GAME.legal_actions(state, p)
            assert legal
            assert PASS in legal
            assert GAME.count_legal(state, p) == len(legal)
            before = json.dumps(GAME.state_to_json(state), sort_keys=True)
            action = rng.choice(legal)
            after = GAME.apply(state, p, action)
            # no mutation of the input state
            assert json.dumps(GAME.state_to_json(state), sort_keys=True) == before
            # actions and states round-trip through JSON and text
            assert (
                GAME.action_from_json(json.loads(json.dumps(GAME.action_to_json(action)))) == action
            )
            assert GAME.parse_action(GAME.format_action(action)) == action
            assert GAME.state_from_json(json.loads(json.dumps(GAME.state_to_json(after)))) == after
            assert GAME.position_from_text(GAME.position_to_text(after)) == after
            # the others never see this pending choice
            for viewer in [*range(players), None]:
                if viewer != p and after.round == start_round:
                    assert GAME.view(after, viewer)["players"][p]["choice"] is None
            state = after
        assert state.round == start_round + 1
        rounds += 1
        for path in state.paths:
            assert len(set(path)) == len(path)
            assert all(b in B.NEIGHBOURS[a] for a, b in itertools.pairwise(path))
    assert rounds == 15
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert len(outcome.scores) == players
    for p in range(players):
        expected = sum(pts for _, pts in state.scored[p]) - (61 - len(state.paths[p]))
        assert outcome.scores[p] == expected
        assert -60 <= expected <= 54  # plus points at most 2 + 3 + ... + 10


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10_000))
def test_same_seed_same_game(seed: int) -> None:
    def run() -> str:
        state = GAME.new_initial_state(3, seed=seed)
        rng = random.Random(seed)
        while GAME.to_move(state):
            for p in GAME.to_move(state):
                state = GAME.apply(state, p, rng.choice(GAME.legal_actions(state, p)))
        return GAME.position_to_text(state)

    assert run() == run()
