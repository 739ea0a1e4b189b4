"""Träxx hints agree with the engine: from each end, the fields shown are exactly those
the seat's legal extensions at that end can end on, and a number field within reach
scores the points shown when the engine plays a walk that reaches it first."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from spelkast.games.traexx import GAME
from spelkast.games.traexx import board as B
from spelkast.games.traexx.state import PASS, TraexxState
from spelkast.hints import hint, hint_of

from .positions import random_states


def check(state: TraexxState, seat: int) -> int:
    """Check the hint of ``seat``; return how many number points were played through."""
    found = hint_of(GAME, state, seat)
    if seat not in GAME.to_move(state):
        assert found is None
        return 0
    assert found is not None
    legal = [a for a in GAME.legal_actions(state, seat) if not a.is_pass]
    ends = [B.field_name(e) for e in B.ends_of(state.paths[seat])]
    assert [entry["end"] for entry in found["ends"]] == ends
    played = 0
    for entry in found["ends"]:
        end = B.parse_field(entry["end"])
        walks = [a for a in legal if a.end == end]
        reached = sorted({a.fields[-1] for a in walks})
        assert entry["fields"] == [B.field_name(f) for f in reached]
        assert [n["field"] for n in entry["numbers"]] == [
            B.field_name(f) for f in reached if B.NUMBER[f]
        ]
        for number in entry["numbers"]:
            field = B.parse_field(number["field"])
            first = [
                a
                for a in walks
                if a.fields[-1] == field and not any(B.NUMBER[f] for f in a.fields[:-1])
            ]
            if not first:
                continue
            after = state
            for p in GAME.to_move(state):
                after = GAME.apply(after, p, first[0] if p == seat else PASS)
            assert after.scored[seat][-1] == (number["number"], number["points"])
            played += 1
    return played


@settings(max_examples=40)
@given(players=st.integers(1, 4), seed=st.integers(0, 10_000), steps=st.integers(0, 50))
def test_the_fields_from_each_end_are_the_engines(players: int, seed: int, steps: int) -> None:
    *_, state = random_states(GAME, players, {}, seed, limit=steps + 1)
    for seat in range(players):
        check(state, seat)


def test_numbers_within_reach_score_as_shown_alone_and_against_others() -> None:
    played = {1: 0, 3: 0}
    for players in played:
        for seed in range(6):
            for state in random_states(GAME, players, {}, seed, limit=80):
                for seat in GAME.to_move(state):
                    played[players] += check(state, seat)
    assert all(played.values())


def test_a_seat_that_has_chosen_or_a_spectator_gets_no_hint() -> None:
    state = GAME.new_initial_state(2, seed=3)
    state = GAME.apply(state, 1, PASS)
    assert hint_of(GAME, state, 1) is None
    assert hint_of(GAME, state, 0) is not None
    assert hint(GAME.view(state, None)) is None
