"""``view_after`` (a view made from an earlier view of the same round) equals ``view``,
leaves the view it was made from as it was, and never shows another seat's choice."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spelkast.games.traexx import GAME


@settings(max_examples=40, deadline=None)
@given(
    players=st.integers(1, 4),
    seed=st.integers(0, 10_000),
    play=st.integers(0, 10_000),
    stop=st.integers(0, 70),
)
def test_a_view_after_a_choice_equals_the_fresh_view(
    players: int, seed: int, play: int, stop: int
) -> None:
    """Along a random game, from every seat's and the spectator's view of a position, the
    next position's view of every seat and the spectator (and of an unrelated position,
    which is built afresh)."""
    rng = random.Random(play)
    seats: list[int | None] = [None, *range(players)]
    state = GAME.new_initial_state(players, seed=seed)
    other = GAME.new_initial_state(players, seed=seed + 1)
    within = 0
    for _ in range(stop):
        movers = GAME.to_move(state)
        if not movers:
            break
        mover = rng.choice(movers)
        earlier = state
        state = GAME.apply(state, mover, rng.choice(list(GAME.legal_actions(state, mover))))
        within += GAME.same_round(earlier, state)
        for seen_by in seats:
            seen = GAME.view(earlier, seen_by)
            kept = repr(seen)
            for player in seats:
                fresh = GAME.view(state, player)
                made = GAME.view_after(earlier, seen, state, player)
                assert made == fresh
                assert GAME.view_after(earlier, seen, earlier, player) == GAME.view(earlier, player)
                assert GAME.view_after(other, GAME.view(other, None), state, player) == fresh
                # the entries that differ between seats are the new view's own
                assert made is not seen
                assert not {id(info) for info in made["players"]} & {
                    id(info) for info in seen["players"]
                }
            assert repr(seen) == kept  # the view it was made from is left as it was
    if players > 1 and stop > 2 * players:
        assert within  # some views really were made within a round


def test_view_after_refuses_an_unknown_player_as_view_does() -> None:
    state = GAME.new_initial_state(2, seed=1)
    seen = GAME.view(state, None)
    for player in (2, -1, "0"):
        with pytest.raises(ValueError, match="no player"):
            GAME.view_after(state, seen, state, player)  # type: ignore[arg-type]
