"""The young-children variants: open cards and no return, alone and together."""

from __future__ import annotations

import pytest

from spelkast.games.labyrinth import OVER, SHIFT

from .helpers import (
    GAME,
    c,
    columns_maze,
    end_turn,
    move_treasure,
    new,
    set_open,
    shift,
    views_of_everyone,
    with_cards,
)

SPIDER, SCARAB, LIZARD = 15, 16, 17

COMBINATIONS = [(False, False), (True, False), (False, True), (True, True)]


def maze(pawns=("b1", "g1"), **options):
    state = set_open(columns_maze(new(2, 1, **options)), {"spare": "NS"})
    return state.replace(pawns=tuple(c(p) for p in pawns))


def test_variants_are_off_by_default():
    options = new(2).options
    assert options["open_cards"] is False
    assert options["no_return"] is False
    assert options["day_night"] is False


def test_open_cards_lets_the_player_collect_in_any_order():
    state = with_cards(
        move_treasure(maze(open_cards=True), LIZARD, "b5"), 0, [SPIDER, SCARAB, LIZARD]
    )
    after = end_turn(shift(state, "Nd"), "b5")
    assert after.found[0] == (LIZARD,)
    assert after.piles[0] == (SPIDER, SCARAB)


def test_open_cards_are_visible_to_everyone():
    state = with_cards(maze(open_cards=True), 0, [SPIDER, SCARAB, LIZARD])
    for view in views_of_everyone(state):
        me = view["players"][0]
        assert me["cards"] == [SPIDER, SCARAB, LIZARD]
        assert me["seeking"] == {"kind": "treasure", "ids": [SPIDER, SCARAB, LIZARD]}


def test_open_cards_still_require_returning_home():
    state = with_cards(move_treasure(maze(open_cards=True), SCARAB, "b5"), 0, [SCARAB])
    after = end_turn(shift(state, "Nd"), "b5")
    assert after.piles[0] == ()
    assert after.step == SHIFT
    assert GAME.outcome(after) is None


def test_no_return_ends_the_game_as_soon_as_the_last_treasure_is_found():
    state = with_cards(move_treasure(maze(no_return=True), SPIDER, "b5"), 0, [SPIDER])
    after = end_turn(shift(state, "Nd"), "b5")
    assert after.step == OVER
    outcome = GAME.outcome(after)
    assert outcome.winners == (0,)
    assert outcome.reason.endswith("found every treasure")


@pytest.mark.parametrize(("open_cards", "no_return"), COMBINATIONS)
def test_open_cards_and_no_return_are_independent(open_cards, no_return):
    options = {"open_cards": open_cards, "no_return": no_return}
    assert GAME.new_initial_state(2, options, 0).options == {
        "open_cards": open_cards,
        "no_return": no_return,
        "day_night": False,
        "tiles": "13-15-6",
        "first_player": "1",
    }
    # A treasure lower in the pile counts exactly when the cards are open.
    state = with_cards(move_treasure(maze(**options), SCARAB, "b5"), 0, [SPIDER, SCARAB])
    after = end_turn(shift(state, "Nd"), "b5")
    assert (after.found[0] == (SCARAB,)) == open_cards
    # Finding the last card away from home ends the game exactly without return.
    state = with_cards(move_treasure(maze(**options), SPIDER, "b5"), 0, [SPIDER])
    after = end_turn(shift(state, "Nd"), "b5")
    assert (after.step == OVER) == no_return
    # Other players see the cards exactly when they are open.
    state = with_cards(maze(**options), 0, [SPIDER, SCARAB])
    seen_by_other = GAME.view(state, 1)["players"][0]
    assert (seen_by_other["cards"] == [SPIDER, SCARAB]) == open_cards
    assert (seen_by_other["seeking"] is not None) == open_cards
