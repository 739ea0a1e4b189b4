"""A turn, step 2: taking cards whose treasure a corridor joins to the placed card."""

from __future__ import annotations

import pytest

from spelkast.core.errors import IllegalActionError
from spelkast.games.labyrinth_cards import Place

from .helpers import GAME, position

# A row: crossing 1 (A B), straights 11 (F G), 15 (H I), 29 (O P). The hand card 2
# (A H, a T) goes on the east end (4, 0), opening west.
ROW = """
:  |
:- 1 --11 --15 --29 -
:  |
"""

# A hub: crossing 5 (C D) on (1, 1) with corner 16 (H O) above it and corner 38 (S A)
# to its west. The hand card 2 (A H) goes east of the hub on (2, 1).
HUB = """
:
:      16 -
:       |
:  |    |
: 38 -- 5 -
:       |
"""


def takes_at(state, card, cell):
    return {
        a.take for a in GAME.legal_actions(state, state.current) if (a.card, a.cell) == (card, cell)
    }


def test_a_corridor_through_any_number_of_cards_joins_equal_treasures():
    s = position(ROW, hands=[[2, 7], [3, 4]])
    # A on the placed card runs west through 29, 15 and 11 to the A on card 1.
    assert (1,) in takes_at(s, 2, (4, 0))


def test_other_treasures_on_the_way_do_not_block():
    # The corridor from 2 to 1 passes the treasures O P, H I and F G.
    s = position(ROW, hands=[[2, 7], [3, 4]])
    after = GAME.apply(s, 0, Place(2, 0, 4, 0, (1,)))
    assert after.taken[0] == (1,)


def test_taking_must_leave_the_layout_in_one_group():
    # H on 2 also meets H on 15, but 15 is in the middle of the row: taking it would
    # cut 11 (and 1) off from 29. Taking 1 (the end of the row) is fine.
    s = position(ROW, hands=[[2, 7], [3, 4]])
    assert takes_at(s, 2, (4, 0)) == {(), (1,)}
    with pytest.raises(IllegalActionError, match="split the layout"):
        GAME.apply(s, 0, Place(2, 0, 4, 0, (15,)))
    with pytest.raises(IllegalActionError, match="split the layout"):
        GAME.apply(s, 0, Place(2, 0, 4, 0, (1, 15)))


def test_both_treasures_of_the_placed_card_may_take_cards():
    # A on 2 meets A on 38; H on 2 meets H on 16; taking both leaves 5 and 2 joined.
    s = position(HUB, hands=[[2, 7], [3, 4]])
    assert takes_at(s, 2, (2, 1)) == {(), (16,), (38,), (16, 38)}
    after = GAME.apply(s, 0, Place(2, 0, 2, 1, (16, 38)))
    assert set(after.grid) == {(1, 1), (2, 1)}
    assert after.taken[0] == (16, 38)


def test_one_treasure_may_take_several_cards():
    # The crossing 1 (A B) where 16 was: now two A's (on 1 and 38) meet the A on 2.
    s = position(
        """
        :       |
        :     - 1 -
        :       |
        :  |    |
        : 38 -- 5 -
        :       |
        """,
        hands=[[2, 7], [3, 4]],
    )
    assert takes_at(s, 2, (2, 1)) == {(), (1,), (38,), (1, 38)}


def test_the_placed_card_is_never_taken():
    s = position(HUB, hands=[[2, 7], [3, 4]])
    assert all(2 not in a.take for a in GAME.legal_actions(s, 0))
    with pytest.raises(IllegalActionError, match="never taken"):
        GAME.apply(s, 0, Place(2, 0, 2, 1, (2,)))


def test_only_cards_joined_to_the_same_treasure_may_be_taken():
    s = position(HUB, hands=[[2, 7], [3, 4]])
    # 5 (C D) lies on the corridor but shows neither A nor H.
    with pytest.raises(IllegalActionError, match="card 5 is not joined"):
        GAME.apply(s, 0, Place(2, 0, 2, 1, (5,)))


def test_a_wall_breaks_the_corridor():
    # 30 (O V) stands north-south at the end of the row: 11's east edge meets its wall.
    # Card 2 placed north of 30 reaches 30's corridor only, not the A on card 1.
    s = position(
        """
        :  |         |
        :- 1 --11 - 30
        :  |         |
        """,
        hands=[[2, 7], [3, 4]],
    )
    assert takes_at(s, 2, (2, -1)) == {()}


def test_a_card_with_two_separate_corridors_does_not_join_them():
    # Card 10 (E L) has two corridors: east+south (with E) and north+west (with L).
    # West of it lies the crossing 1 (A B). Card 2 (A H) placed east of 10 meets only
    # the east+south corridor, so the A on card 1 is not joined.
    split = {(0, 0): (1, 0), (1, 0): (10, 0)}
    s = position(split, hands=[[2, 7], [3, 4]])
    assert takes_at(s, 2, (2, 0)) == {()}
    # The same with the crossing 5 (C D) instead of 10: the corridor goes through.
    through = {(0, 0): (1, 0), (1, 0): (5, 0)}
    s = position(through, hands=[[2, 7], [3, 4]])
    assert takes_at(s, 2, (2, 0)) == {(), (1,)}


def test_taking_fewer_is_allowed_by_default_the_rules_say_may():
    s = position(HUB, hands=[[2, 7], [3, 4]])
    assert GAME.is_legal(s, 0, Place(2, 0, 2, 1, ()))
    assert GAME.is_legal(s, 0, Place(2, 0, 2, 1, (16,)))


def test_option_maximal_taking_allows_only_choices_that_cannot_take_more():
    s = position(HUB, hands=[[2, 7], [3, 4]], taking="maximal")
    assert takes_at(s, 2, (2, 1)) == {(16, 38)}
    with pytest.raises(IllegalActionError, match="taking=maximal"):
        GAME.apply(s, 0, Place(2, 0, 2, 1, (16,)))
    # Where taking everything would split the layout, the largest allowed choices remain.
    s = position(ROW, hands=[[2, 7], [3, 4]], taking="maximal")
    assert takes_at(s, 2, (4, 0)) == {(1,)}


def test_taken_cards_go_to_the_player_and_leave_holes_that_can_be_filled():
    s = position(HUB, hands=[[2, 7], [3, 4]], pile=[])
    after = GAME.apply(s, 0, Place(2, 0, 2, 1, (38,)))
    assert after.taken == ((38,), ())
    assert (0, 1) not in after.grid
    # The hole left by 38 is an ordinary empty cell: 5's open west edge leads into it.
    assert any(a.cell == (0, 1) for a in GAME.legal_actions(after, 1))


def test_a_corridor_may_run_through_the_other_corridor_of_the_placed_card():
    # Card 17 (I J) has two corridors: south+west with I, north+east with J. Placed on
    # the hole (1, 1), its west edge meets 16 and its north edge meets 21, which lie on
    # one corridor (16-34-21); its east edge meets 15 (H I). So the I corridor runs out
    # west, round through 16, 34 and 21, back in at the north edge, through the J
    # corridor and out east to the I on 15: one continuous corridor.
    s = position(
        """
        :            |
        : 34 --21 - 30
        :  |    |    |
        :  |
        : 16 -     -15 -
        """,
        hands=[[17, 7], [3, 4]],
    )
    assert takes_at(s, 17, (1, 1)) == {(), (15,)}
    assert GAME.apply(s, 0, Place(17, 0, 1, 1, (15,))).taken[0] == (15,)
