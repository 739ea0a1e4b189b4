"""Hypothesis invariants over random seeds, variants and random legal action sequences."""

from __future__ import annotations

import copy
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from spelkast.games.labyrinth import MOVE, OVER, SHIFT, MoveTo, Shift
from spelkast.games.labyrinth import board as B

from .helpers import FIXED_BOARD, GAME, bfs_reachable

VARIANTS = [
    {},
    {"open_cards": True},
    {"no_return": True},
    {"day_night": True},
    {"day_night": True, "no_return": True, "open_cards": True},
    {"tiles": "12-16-6"},
]

games = st.tuples(
    st.integers(2, 4),
    st.integers(0, 2**32),
    st.sampled_from(VARIANTS),
    st.lists(st.integers(0, 2**16), min_size=1, max_size=40),
)


def canonical(tile: int) -> tuple[int, int]:
    """A tile up to rotation: its smallest orientation, and its treasure marks."""
    return min(B.orientations(B.openings(tile))), tile & ~B.OPEN_MASK


def tile_multiset(state) -> Counter[tuple[int, int]]:
    return Counter(canonical(t) for t in (*state.board, state.spare))


def playthrough(n, seed, options, choices):
    """Yield (state, action, next state) along a random legal action sequence."""
    state = GAME.new_initial_state(n, options, seed)
    for choice in choices:
        if state.step == OVER:
            return
        legal = GAME.legal_actions(state, state.current)
        action = legal[choice % len(legal)]
        after = GAME.apply(state, state.current, action)
        yield state, action, after
        state = after


@settings(max_examples=60, deadline=None)
@given(games)
def test_apply_never_changes_its_input(game):
    for state, action, _ in playthrough(*game[:3], game[3][:15]):
        before = copy.deepcopy(GAME.state_to_json(state))
        twin = state.replace()
        GAME.apply(state, state.current, action)
        assert GAME.state_to_json(state) == before
        assert state == twin


@settings(max_examples=60, deadline=None)
@given(games)
def test_a_shift_preserves_the_multiset_of_tiles(game):
    for state, action, after in playthrough(*game):
        if isinstance(action, Shift):
            assert tile_multiset(after) == tile_multiset(state)
            inserted = after.board[B.ARROWS[action.arrow].insert_cell]
            assert B.openings(inserted) == action.openings
        else:
            assert (after.board, after.spare) == (state.board, state.spare)


@settings(max_examples=60, deadline=None)
@given(games)
def test_fixed_tiles_never_move(game):
    for _, _, after in playthrough(*game):
        for index, tile in FIXED_BOARD.items():
            assert after.board[index] == tile


@settings(max_examples=60, deadline=None)
@given(games)
def test_pawns_stay_on_the_board(game):
    for _, _, after in playthrough(*game):
        assert len(after.pawns) == after.num_players
        assert all(0 <= p < 49 for p in after.pawns)


@settings(max_examples=60, deadline=None)
@given(games)
def test_the_forbidden_arrow_is_exactly_the_reverse_of_the_last_push(game):
    last = None
    for _, action, after in playthrough(*game):
        if isinstance(action, Shift):
            last = B.ARROWS[action.arrow]
        if last is None:
            assert after.forbidden is None
            continue
        reverse = B.ARROWS[after.forbidden]
        assert reverse.cells == tuple(reversed(last.cells))
        assert reverse.insert_cell == last.eject_cell
        assert after.forbidden == last.opposite


@settings(max_examples=60, deadline=None)
@given(games)
def test_destinations_are_exactly_the_cells_joined_by_mutual_openings(game):
    for _, _, after in playthrough(*game):
        if after.step == MOVE:
            pawn = after.pawns[after.current]
            legal = {a.cell for a in GAME.legal_actions(after, after.current)}
            assert legal == bfs_reachable(after.board, pawn)
            assert all(isinstance(a, MoveTo) for a in GAME.legal_actions(after, after.current))


@settings(max_examples=25, deadline=None)
@given(games)
def test_fast_full_turn_enumeration_agrees_with_shift_then_plain_search(game):
    # The bitboard enumeration used by perft and bots, against apply + a plain BFS.
    n, seed, options, choices = game
    state = GAME.new_initial_state(n, options, seed)
    for _, _, after in playthrough(n, seed, options, choices[:9]):
        state = after
    if state.step != SHIFT:
        return
    player = state.current
    fast = {(s.arrow, s.openings): set(B.cells_of(reach)) for s, reach in GAME.full_turns(state)}
    slow = {}
    for shift in GAME.legal_actions(state, player):
        shifted = GAME.apply(state, player, shift)
        slow[(shift.arrow, shift.openings)] = bfs_reachable(shifted.board, shifted.pawns[player])
    assert fast == slow
    assert GAME.count_turns(state) == sum(len(cells) for cells in slow.values())
