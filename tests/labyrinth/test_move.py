"""Step 2 of a turn: moving the pawn along the corridors (or staying)."""

from __future__ import annotations

import pytest

from spelkast.core.errors import IllegalActionError
from spelkast.games.labyrinth import MOVE, SHIFT, MoveTo
from spelkast.games.labyrinth import board as B

from .helpers import GAME, bfs_reachable, c, columns_maze, new, set_open


def at_move_step(state, pawns):
    return state.replace(step=MOVE, pawns=tuple(c(p) for p in pawns))


def destinations(state, player=0):
    return {B.cell_name(a.cell) for a in GAME.legal_actions(state, player)}


def test_columns_maze_is_what_the_helper_promises():
    state = columns_maze(new(2))
    for col in "bdf":
        corridor = {c(f"{col}{row}") for row in "1234567"}
        for cell in corridor:
            assert bfs_reachable(state.board, cell) == corridor
    for index in range(49):
        if index % 7 not in (1, 3, 5):
            assert bfs_reachable(state.board, index) == {index}


def test_move_any_distance_along_an_unbroken_corridor():
    state = at_move_step(columns_maze(new(2)), ["b1", "g1"])
    assert destinations(state) == {f"b{row}" for row in "1234567"}
    after = GAME.apply(state, 0, MoveTo(c("b7")))
    assert after.pawns[0] == c("b7")


def test_the_pawn_may_stay_where_it_is():
    state = at_move_step(columns_maze(new(2)), ["b3", "g1"])
    after = GAME.apply(state, 0, MoveTo(c("b3")))
    assert after.pawns[0] == c("b3")
    assert (after.current, after.step) == (1, SHIFT)


def test_a_walled_in_pawn_can_only_stay():
    state = at_move_step(columns_maze(new(2)), ["a1", "g1"])
    assert destinations(state) == {"a1"}


def test_neighbours_connect_when_both_open_towards_each_other():
    base = columns_maze(new(2))
    both = at_move_step(set_open(base, {"b2": "NES", "c2": "EW"}), ["b1", "g1"])
    assert "c2" in destinations(both)


@pytest.mark.parametrize(
    "sides",
    [
        {"b2": "NES", "c2": "NS"},  # b2 opens east, c2 has a wall on the west
        {"b2": "NS", "c2": "EW"},  # c2 opens west, b2 has a wall on the east
    ],
)
def test_an_opening_facing_a_wall_does_not_connect(sides):
    state = at_move_step(set_open(columns_maze(new(2)), sides), ["b1", "g1"])
    assert "c2" not in destinations(state)
    with pytest.raises(IllegalActionError, match="cannot be reached from b1"):
        GAME.apply(state, 0, MoveTo(c("c2")))


def test_a_corridor_can_turn_corners():
    # b2 opens east into c2, c2 into d2 (column d): all of column d becomes reachable.
    maze = set_open(columns_maze(new(2)), {"b2": "NES", "c2": "EW", "d2": "NSW"})
    state = at_move_step(maze, ["b1", "g1"])
    expected = {f"b{r}" for r in "1234567"} | {"c2"} | {f"d{r}" for r in "1234567"}
    assert destinations(state) == expected


def test_the_pawn_cannot_move_to_an_unreachable_cell():
    state = at_move_step(columns_maze(new(2)), ["b1", "g1"])
    before = GAME.state_to_json(state)
    with pytest.raises(IllegalActionError, match="cannot be reached"):
        GAME.apply(state, 0, MoveTo(c("d4")))
    assert GAME.state_to_json(state) == before


def test_several_pawns_may_share_a_cell():
    state = at_move_step(columns_maze(new(3)), ["b1", "b4", "b4"])
    after = GAME.apply(state, 0, MoveTo(c("b4")))
    assert after.pawns == (c("b4"), c("b4"), c("b4"))


def test_pawns_do_not_block_each_other():
    state = at_move_step(columns_maze(new(2)), ["b1", "b4"])
    assert "b7" in destinations(state)
    after = GAME.apply(state, 0, MoveTo(c("b7")))
    assert after.pawns == (c("b7"), c("b4"))


@pytest.mark.parametrize("seed", range(8))
def test_destinations_are_exactly_the_cells_a_plain_search_reaches(seed):
    start = new(2, seed)
    shifts = GAME.legal_actions(start, 0)
    state = GAME.apply(start, 0, shifts[(seed * 5) % len(shifts)])
    expected = bfs_reachable(state.board, state.pawns[0])
    assert {a.cell for a in GAME.legal_actions(state, 0)} == expected
