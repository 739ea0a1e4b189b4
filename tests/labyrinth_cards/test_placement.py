"""A turn, step 1: placing a hand card next to the layout."""

from __future__ import annotations

import pytest

from spelkast.core.errors import IllegalActionError, MalformedActionError
from spelkast.games.labyrinth_cards import Place
from spelkast.games.labyrinth_cards import cards as C

from .helpers import GAME, drawing, position

# Card 1 is a crossing, 11 an east-west straight, 16 a corner open north and east.
# Hand: 7 (a corner, treasures D E) and 44 (a straight, V D): no treasure of the hand
# is on the table, so nothing can be taken here.
LAYOUT = """
:  |
:- 1 --11 -
:  |
:  |
: 16 -
"""


def state():
    return position(LAYOUT, hands=[[7, 44], [3, 4]])


def test_drawing_reads_cells_and_edges():
    grid = drawing(LAYOUT)
    assert set(grid) == {(0, 0), (1, 0), (0, 1)}
    assert C.ports_text(C.PORTS_OF[grid[(0, 0)][0]][grid[(0, 0)][1]]) == "NESW"
    assert C.ports_text(C.PORTS_OF[11][grid[(1, 0)][1]]) == "EW"
    assert C.ports_text(C.PORTS_OF[16][grid[(0, 1)][1]]) == "NE"


def test_place_only_a_card_from_your_hand():
    s = state()
    assert {a.card for a in GAME.legal_actions(s, 0)} == {7, 44}
    with pytest.raises(IllegalActionError, match="not in your hand"):
        GAME.apply(s, 0, Place(3, 0, 0, -1))


def test_any_of_the_four_rotations_may_be_placed():
    # The corner 7 below the crossing: every rotation opening north connects (r3: N+W,
    # r0: N+E); on the far east of the straight every rotation opening west.
    s = state()
    rotations = {a.rotation for a in GAME.legal_actions(s, 0) if a.card == 7}
    assert rotations == {0, 1, 2, 3}
    at_east = {a.rotation for a in GAME.legal_actions(s, 0) if a.card == 7 and a.cell == (2, 0)}
    assert {C.ports_text(C.PORTS_OF[7][r]) for r in at_east} == {"SW", "NW"}


def test_a_straight_turned_half_round_is_the_same_placement():
    s = state()
    rotations = {a.rotation for a in GAME.legal_actions(s, 0) if a.card == 44}
    assert rotations == {0, 1}
    # r2 is read as r0 ...
    assert GAME.parse_action("44r2@-1,0") == Place(44, 0, -1, 0)
    # ... and a hand-made r2 is refused with the reason.
    with pytest.raises(IllegalActionError, match="lies exactly as r0"):
        GAME.apply(s, 0, Place(44, 2, -1, 0))


def test_the_cell_must_be_empty():
    with pytest.raises(IllegalActionError, match="already holds card 11"):
        GAME.apply(state(), 0, Place(7, 3, 1, 0))


def test_the_cell_must_share_a_full_edge_corner_touching_is_not_enough():
    s = state()
    # (2, 1) touches 11 only at a corner; (-1, -1) touches 1 only at a corner.
    for cell in [(2, 1), (-1, -1), (5, 5)]:
        assert not [a for a in GAME.legal_actions(s, 0) if a.cell == cell]
        with pytest.raises(IllegalActionError, match="shares no edge"):
            GAME.apply(s, 0, Place(7, 0, *cell))


def test_the_placed_card_must_make_a_corridor_connection():
    s = state()
    # Above the straight 11, which is closed to the north: nothing connects.
    assert not [a for a in GAME.legal_actions(s, 0) if a.cell == (1, -1)]
    with pytest.raises(IllegalActionError, match="no corridor connection"):
        GAME.apply(s, 0, Place(44, 1, 1, -1))  # 44 turned north-south
    # Left of the crossing, a straight turned north-south meets its open west edge
    # with a wall: refused; turned east-west it connects.
    with pytest.raises(IllegalActionError, match="no corridor connection"):
        GAME.apply(s, 0, Place(44, 1, -1, 0))
    assert GAME.is_legal(s, 0, Place(44, 0, -1, 0))


def test_a_corridor_must_meet_a_corridor_not_a_wall_of_the_neighbour():
    # (1, 1) shares edges with 11 (closed to the south) and 16 (open to the east).
    s = state()
    # Opening only north and south meets 11's wall and nothing else: refused.
    with pytest.raises(IllegalActionError, match="no corridor connection"):
        GAME.apply(s, 0, Place(44, 1, 1, 1))
    # Opening west meets 16's corridor: allowed.
    assert GAME.is_legal(s, 0, Place(44, 0, 1, 1))


def test_other_edges_of_the_new_card_may_run_into_walls():
    # The corner 7 turned north+west on (1, 1): west meets 16's corridor, north runs
    # into 11's wall. Allowed.
    s = state()
    west_north = next(r for r in range(4) if C.ports_text(C.PORTS_OF[7][r]) == "NW")
    assert GAME.is_legal(s, 0, Place(7, west_north, 1, 1))


def test_the_layout_has_no_bounds():
    # Three straights stacked north of the crossing reach y = -3, outside any square
    # around the opening cards; coordinates simply go negative.
    s = position(LAYOUT, hands=[[3, 4], [30, 43]])
    for card in (3, 30, 4):
        top = min(y for _, y, _, _ in s.layout)
        action = next(
            a for a in GAME.legal_actions(s, s.current) if a.card == card and a.cell == (0, top - 1)
        )
        s = GAME.apply(s, s.current, action)
    assert min(y for _, y, _, _ in s.layout) == -3
    assert s.grid[(0, -3)][0] == 4


def test_notation_errors_are_malformed_not_illegal():
    with pytest.raises(MalformedActionError):
        GAME.parse_action("seven at the top")
    with pytest.raises(MalformedActionError, match="no card 51"):
        GAME.parse_action("51r0@0,0")
    with pytest.raises(MalformedActionError, match="r0-r3"):
        GAME.parse_action("7r4@0,0")
