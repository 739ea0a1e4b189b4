"""Step 1 of a turn: shifting the maze."""

from __future__ import annotations

import pytest

from spelkast.core.errors import IllegalActionError
from spelkast.games.labyrinth import MOVE, SHIFT, MoveTo, Shift
from spelkast.games.labyrinth import board as B
from spelkast.games.labyrinth import data as D

from .helpers import (
    FIXED_BOARD,
    GAME,
    arrow,
    c,
    columns_maze,
    end_turn,
    move_treasure,
    new,
    set_open,
    shift,
    with_cards,
)

ARROW_NAMES = ["Nb", "Nd", "Nf", "E2", "E4", "E6", "Sf", "Sd", "Sb", "W6", "W4", "W2"]


def test_there_are_twelve_arrows_at_the_odd_rows_and_columns_from_all_sides():
    assert [a.name for a in B.ARROWS] == ARROW_NAMES
    lines = {frozenset(a.cells) for a in B.ARROWS}
    # six lines (columns b, d, f and rows 2, 4, 6), each pushable from both ends
    assert len(lines) == 6
    for a in B.ARROWS:
        assert len(a.cells) == 7
        assert not any(B.is_fixed_cell(cell) for cell in a.cells)


def test_only_odd_rows_and_columns_can_shift():
    shifted_cells = {cell for a in B.ARROWS for cell in a.cells}
    for index in range(49):
        row, col = divmod(index, 7)
        assert (index in shifted_cells) == (row % 2 == 1 or col % 2 == 1)


def test_a_turn_starts_with_the_shift():
    state = new(2)
    assert state.step == SHIFT
    assert all(isinstance(a, Shift) for a in GAME.legal_actions(state, 0))


def test_moving_before_shifting_is_illegal():
    state = new(2)
    with pytest.raises(IllegalActionError, match="first shift the maze"):
        GAME.apply(state, 0, MoveTo(state.pawns[0]))


def test_shift_is_mandatory_even_when_the_treasure_is_already_reachable():
    # Columns maze: b1-b7 is one corridor; pawn 1 stands on b1 with its target on b4.
    state = columns_maze(new(2, 1))
    state = move_treasure(state, 15, "b4")
    state = with_cards(state, 0, [15])
    state = state.replace(pawns=(c("b1"), c("g1")))
    assert c("b4") in B.cells_of(B.reachable(state.board, c("b1")))
    assert state.step == SHIFT
    assert not any(isinstance(a, MoveTo) for a in GAME.legal_actions(state, 0))


def test_after_the_shift_comes_the_move_and_no_second_shift():
    state = shift(new(2), "Nb")
    assert state.step == MOVE
    assert state.current == 0
    assert all(isinstance(a, MoveTo) for a in GAME.legal_actions(state, 0))
    with pytest.raises(IllegalActionError, match="already shifted"):
        GAME.apply(state, 0, Shift(arrow("Nd"), B.openings(state.spare)))


@pytest.mark.parametrize(("sides", "count"), [("NS", 2), ("NE", 4), ("NES", 4)])
def test_spare_may_be_turned_into_every_distinct_orientation(sides, count):
    state = set_open(new(2, 3), {"spare": sides})
    shifts = GAME.legal_actions(state, 0)
    orientations = {a.openings for a in shifts}
    assert len(orientations) == count
    assert all(B.openings(state.spare) in B.orientations(o) for o in orientations)
    # First turn: all 12 arrows, each with every orientation.
    assert len(shifts) == 12 * count
    assert {a.arrow for a in shifts} == set(range(12))


def test_a_straight_has_two_orientations_corners_and_ts_four():
    assert len(B.orientations(D.N | D.S)) == 2
    assert len(B.orientations(D.N | D.E)) == 4
    assert len(B.orientations(D.N | D.E | D.S)) == 4


@pytest.mark.parametrize("name", ARROW_NAMES)
def test_push_moves_the_line_one_step_and_one_tile_drops_out_as_the_spare(name):
    state = new(3, 11)
    a = B.parse_arrow(name)
    sides = B.orientations(state.spare)[-1]
    after = shift(state, name, B.openings_text(sides))
    cells = a.cells
    assert after.board[cells[0]] == B.with_openings(state.spare, sides)
    for k in range(1, 7):
        assert after.board[cells[k]] == state.board[cells[k - 1]]
    assert after.spare == state.board[cells[-1]]
    for index in range(49):
        if index not in cells:
            assert after.board[index] == state.board[index]


@pytest.mark.parametrize("name", ARROW_NAMES)
def test_fixed_tiles_never_move(name):
    after = shift(new(2, 4), name)
    for index, tile in FIXED_BOARD.items():
        assert after.board[index] == tile


def test_first_turn_has_no_forbidden_arrow():
    state = new(2)
    assert state.forbidden is None
    assert {a.arrow for a in GAME.legal_actions(state, 0)} == set(range(12))


@pytest.mark.parametrize("name", ARROW_NAMES)
def test_no_push_back_where_the_tile_was_pushed_out_last_turn(name):
    a = B.parse_arrow(name)
    state = end_turn(shift(new(2, 6), name))
    reverse = B.ARROWS[a.opposite]
    # The tile went out at the far end of the line: that end is the reverse arrow.
    assert reverse.insert_cell == a.eject_cell
    assert state.forbidden == reverse.index
    arrows = {x.arrow for x in GAME.legal_actions(state, 1)}
    assert arrows == set(range(12)) - {reverse.index}
    with pytest.raises(IllegalActionError, match="push back"):
        GAME.apply(state, 1, Shift(reverse.index, B.openings(state.spare)))


def test_only_the_previous_turns_arrow_is_forbidden():
    state = end_turn(shift(new(2, 6), "Nb"))
    assert state.forbidden == arrow("Sb")
    state = end_turn(shift(state, "W4"))
    assert state.forbidden == arrow("E4")
    assert arrow("Sb") in {x.arrow for x in GAME.legal_actions(state, 0)}


def test_a_pawn_moves_along_with_its_tile():
    state = new(2, 2).replace(pawns=(c("b3"), c("g1")))
    after = shift(state, "Nb")
    assert after.pawns == (c("b4"), c("g1"))


def test_own_pawn_pushed_off_goes_onto_the_inserted_tile():
    state = new(2, 2).replace(pawns=(c("b7"), c("g1")))
    after = shift(state, "Nb")
    assert after.pawns[0] == c("b1")
    assert B.parse_arrow("Nb").insert_cell == c("b1")


def test_other_pawns_pushed_off_go_onto_the_inserted_tile():
    state = new(4, 2).replace(pawns=(c("a1"), c("a4"), c("g4"), c("d1")))
    after = shift(state, "E4")  # pushed in at g4, row 4 moves west, a4 drops out
    assert after.pawns == (c("a1"), c("g4"), c("f4"), c("d1"))
    after = shift(state, "Sd")  # pushed in at d7, column d moves north, d1 drops out
    assert after.pawns[3] == c("d7")


def test_being_pushed_off_is_not_a_move_or_a_turn():
    state = new(2, 2).replace(pawns=(c("a1"), c("b7")))
    after = shift(state, "Nb")
    assert after.pawns[1] == c("b1")
    # still player 1's turn, now to move; nothing else happened
    assert (after.current, after.step, after.turn) == (0, MOVE, 0)
    assert after.found == state.found
