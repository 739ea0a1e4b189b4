"""The protocol's fast road for shifts agrees with the plain, pure road.

``LabyrinthGame.apply`` checks a shift in one expression and ``_shift`` updates the
direction bitboards carried in ``masks_cache`` instead of reading 49 tiles again. These
tests rebuild every shifted position the plain way (a list copy of the board, the
pawns moved one by one, reachability by a breadth-first search written for the tests)
and check that the fast road gives the same state, the same legal moves, and the same
answer or error for any input, legal or not.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from spelkast.core.errors import SpelkastError
from spelkast.core.game import Game
from spelkast.games.labyrinth import MOVE, OVER, SHIFT, MoveTo, Shift
from spelkast.games.labyrinth import board as B
from spelkast.games.labyrinth.state import LabyrinthState, direction_masks

from .helpers import GAME, bfs_reachable, new


def lanes_to_masks(four: int) -> tuple[int, ...]:
    """The N, E, S and W bitboards held in one integer by ``board.lanes``."""
    return tuple((four >> k * B.LANE) & B.ALL_CELLS for k in range(4))


positions = st.tuples(
    st.integers(2, 4),
    st.integers(0, 2**32),
    st.sampled_from([{}, {"day_night": True}, {"tiles": "12-16-6"}]),
    st.lists(st.integers(0, 2**16), max_size=30),
)


def reach_position(n: int, seed: int, options: dict[str, object], choices: list[int]):
    """A position at the shift step after random legal play."""
    state = GAME.new_initial_state(n, options, seed)
    for choice in choices:
        if state.step == OVER:
            break
        legal = GAME.legal_actions(state, state.current)
        state = GAME.apply(state, state.current, legal[choice % len(legal)])
    while state.step not in (SHIFT, OVER):
        state = GAME.apply(state, state.current, GAME.legal_actions(state, state.current)[0])
    return state


def plain_shift(state: LabyrinthState, action: Shift) -> LabyrinthState:
    """The shift written out the slow way, without any cache."""
    cells = B.ARROWS[action.arrow].cells
    board = list(state.board)
    for k in range(len(cells) - 1, 0, -1):
        board[cells[k]] = state.board[cells[k - 1]]
    board[cells[0]] = B.with_openings(state.spare, action.openings)
    pawns = []
    for pawn in state.pawns:
        if pawn in cells:
            pawn = cells[(cells.index(pawn) + 1) % len(cells)]
        pawns.append(pawn)
    return state.replace(
        board=tuple(board),
        spare=state.board[cells[-1]],
        pawns=tuple(pawns),
        forbidden=B.ARROWS[action.arrow].opposite,
        step=MOVE,
        last_shift=(action.arrow, action.openings),
        masks_cache=None,
    )


@settings(max_examples=40, deadline=None)
@given(positions)
def test_every_shift_matches_the_plain_shift_and_its_moves_a_plain_search(case) -> None:
    state = reach_position(*case)
    if state.step == OVER:
        return
    player = state.current
    for shift in GAME.legal_actions(state, player):
        fast = GAME.apply(state, player, shift)
        plain = plain_shift(state, shift)
        assert fast == plain
        assert fast.board == plain.board
        assert fast.pawns == plain.pawns
        assert lanes_to_masks(direction_masks(fast)) == B.masks(fast.board)
        moves = GAME.legal_actions(fast, player)
        expected = sorted(bfs_reachable(fast.board, fast.pawns[player]))
        assert [m.cell for m in moves] == expected
        assert moves == GAME.legal_actions(plain, player)
        assert all(GAME.is_legal(fast, player, m) for m in moves)


shift_inputs = st.builds(
    Shift,
    st.one_of(st.integers(-2, 13), st.booleans(), st.just("3")),
    st.one_of(st.integers(-1, 17), st.booleans()),
)


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**32), shift_inputs, st.integers(-1, 4) | st.just(True))
def test_the_fast_check_answers_like_the_general_apply(seed, action, player) -> None:
    state = reach_position(2 + seed % 3, seed, {}, [seed % 97, seed % 89])
    outcomes = []
    for road in (GAME.apply, lambda s, p, a: Game.apply(GAME, s, p, a)):
        try:
            outcomes.append(("ok", road(state, player, action)))
        except SpelkastError as error:
            outcomes.append((type(error).__name__, str(error)))
    assert outcomes[0] == outcomes[1]


def test_the_cache_is_trusted_only_for_its_own_board() -> None:
    state = new(seed=5)
    shifted = GAME.apply(state, state.current, GAME.legal_actions(state, state.current)[0])
    assert shifted.masks_cache is not None
    other = state.board  # another board, same cache
    stale = shifted.replace(board=other)
    assert lanes_to_masks(direction_masks(stale)) == B.masks(other)
    assert GAME.legal_actions(stale, stale.current) == [
        MoveTo(c) for c in sorted(bfs_reachable(other, stale.pawns[stale.current]))
    ]


def test_the_cache_is_not_part_of_the_position() -> None:
    state = new(seed=9)
    shifted = GAME.apply(state, state.current, GAME.legal_actions(state, state.current)[3])
    bare = shifted.replace(masks_cache=None)
    assert bare == shifted
    assert not (bare != shifted)  # noqa: SIM202 (tuple's own != would see the cache)
    assert shifted != state
    assert "masks_cache" not in repr(shifted)
    assert GAME.state_to_json(bare) == GAME.state_to_json(shifted)
    assert GAME.state_from_json(GAME.state_to_json(shifted)) == shifted
