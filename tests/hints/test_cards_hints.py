"""Card-game hints agree with the engine: every hand card's places are exactly where the
engine lets it be placed (with the same turns), and the most cards a place may take is
what the engine's placements there take at most; the best place really takes that many."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spelkast.games.labyrinth_cards import GAME, CardsState, Discard, Place
from spelkast.hints import hint, hint_of

from .positions import random_states

OPTIONS = ({}, {"taking": "maximal"})


def a_position(seed: int, players: int, options: dict[str, Any], steps: int) -> CardsState:
    *_, state = random_states(GAME, players, options, seed, limit=steps + 1)
    return state


def check(state: CardsState) -> dict[str, Any] | None:
    seat = state.current
    found = hint_of(GAME, state, seat)
    if GAME.is_terminal(state):
        assert found is None
        return None
    assert found is not None
    legal = GAME.legal_actions(state, seat)
    engine: dict[tuple[int, int, int], dict[int, int]] = defaultdict(dict)
    for action in legal:
        if isinstance(action, Place):
            turns = engine[(action.card, action.x, action.y)]
            turns[action.rotation] = max(turns.get(action.rotation, 0), len(action.take))
    shown = {
        (card["card"], place["x"], place["y"]): place
        for card in found["cards"]
        for place in card["places"]
    }
    assert sorted(shown) == sorted(engine)
    for where, place in shown.items():
        assert sorted(place["rotations"]) == sorted(engine[where])
        assert place["most"] == max(engine[where].values())
        chosen = Place(where[0], place["rotation"], where[1], where[2], tuple(place["take"]))
        assert chosen in legal
        assert len(chosen.take) == place["most"]
    assert sorted(c["card"] for c in found["cards"]) == sorted(set(state.hands[seat]))
    assert found["places"] == len(shown)
    best = found["best"]
    most = max((p["most"] for p in shown.values()), default=0)
    if most == 0:
        assert best is None
    else:
        assert best["most"] == most
        action = Place(best["card"], best["rotation"], best["x"], best["y"], tuple(best["take"]))
        after = GAME.apply(state, seat, action)
        assert len(after.taken[seat]) - len(state.taken[seat]) == most
    if not shown:
        assert all(isinstance(a, Discard) for a in legal)
    return found


@settings(max_examples=25)
@given(
    seed=st.integers(0, 10_000),
    players=st.integers(2, 6),
    options=st.sampled_from(OPTIONS),
    steps=st.integers(0, 30),
)
def test_the_places_and_takes_are_the_engines(
    seed: int, players: int, options: dict[str, Any], steps: int
) -> None:
    check(a_position(seed, players, options, steps))


@pytest.mark.parametrize("options", OPTIONS, ids=str)
def test_a_whole_game_meets_places_that_take_and_places_that_do_not(
    options: dict[str, Any],
) -> None:
    taking = plain = 0
    for state in random_states(GAME, 3, options, seed=7, limit=80):
        found = check(state)
        if found is None:
            continue
        if found["best"] is None:
            plain += 1
        else:
            taking += 1
    assert taking
    assert plain


def test_no_hint_off_turn_or_for_a_spectator() -> None:
    state = GAME.new_initial_state(3, seed=4)
    assert hint(GAME.view(state, None)) is None
    assert [hint_of(GAME, state, p) is None for p in range(3)] == [
        p != state.current for p in range(3)
    ]
