"""Finding treasures, turning cards, the spare's treasure, returning home to win."""

from __future__ import annotations

import pytest

from spelkast.core.errors import GameOverError
from spelkast.games.labyrinth import OVER, SHIFT, Shift
from spelkast.games.labyrinth import board as B

from .helpers import (
    GAME,
    c,
    columns_maze,
    end_turn,
    location_of,
    move_treasure,
    new,
    set_open,
    shift,
    views_of_everyone,
    with_cards,
)

SPIDER, SCARAB, LIZARD = 15, 16, 17  # movable corner treasures


def maze(n=2, pawns=("b1", "g1"), seed=1):
    """Columns maze with a north-south spare: shifting Nd/Nf keeps every corridor."""
    state = set_open(columns_maze(new(n, seed)), {"spare": "NS"})
    return state.replace(pawns=tuple(c(p) for p in pawns))


def test_treasure_is_found_when_the_turn_ends_on_it():
    state = with_cards(move_treasure(maze(), SPIDER, "b5"), 0, [SPIDER, SCARAB, LIZARD])
    after = end_turn(shift(state, "Nd"), "b5")
    assert after.found[0] == (SPIDER,)
    assert after.piles[0] == (SCARAB, LIZARD)
    assert (after.current, after.step) == (1, SHIFT)


def test_passing_over_the_treasure_does_not_find_it():
    state = with_cards(move_treasure(maze(), SPIDER, "b3"), 0, [SPIDER, SCARAB])
    after = end_turn(shift(state, "Nd"), "b6")
    assert after.found[0] == ()
    assert after.piles[0] == (SPIDER, SCARAB)


def test_a_treasure_that_is_not_the_top_card_does_not_count():
    state = with_cards(move_treasure(maze(), SCARAB, "b5"), 0, [SPIDER, SCARAB])
    after = end_turn(shift(state, "Nd"), "b5")
    assert after.found[0] == ()
    assert after.piles[0] == (SPIDER, SCARAB)


def test_being_pushed_onto_the_treasure_in_another_players_turn_does_not_count():
    # Player 2's treasure is on the spare; player 1 pushes it in at b1, which also
    # pushes player 2's pawn off at b7 and onto that very tile.
    state = with_cards(
        move_treasure(maze(pawns=("a1", "b7")), SPIDER, "spare"), 1, [SPIDER, LIZARD]
    )
    state = shift(state, "Nb")
    assert state.pawns[1] == c("b1")
    assert B.treasure_of(state.board[c("b1")]) == SPIDER
    state = end_turn(state)  # player 1 stays
    assert state.found[1] == ()
    assert state.piles[1] == (SPIDER, LIZARD)
    # Player 2's own turn: shift elsewhere and end the turn standing on it: found.
    state = end_turn(shift(state, "Nd"))
    assert state.found[1] == (SPIDER,)


def test_the_found_card_lies_face_up_for_everyone_and_the_next_card_is_seen_at_once():
    state = with_cards(move_treasure(maze(), SPIDER, "b5"), 0, [SPIDER, SCARAB, LIZARD])
    after = end_turn(shift(state, "Nd"), "b5")
    for view in views_of_everyone(after):
        assert view["players"][0]["found"] == [SPIDER]
        assert view["players"][0]["cards_left"] == 2
    # The owner sees the next target immediately (it is already the other player's turn).
    assert after.current == 1
    assert GAME.view(after, 0)["players"][0]["seeking"] == {"kind": "treasure", "ids": [SCARAB]}
    assert GAME.view(after, 1)["players"][0]["seeking"] is None
    assert GAME.view(after, None)["players"][0]["seeking"] is None


def test_a_treasure_on_the_spare_cannot_be_reached():
    # The target sits on b7; pushing in at Nb drops exactly that tile out as the spare.
    state = with_cards(move_treasure(maze(), SPIDER, "b7"), 0, [SPIDER])
    state = shift(state, "Nb")
    assert B.treasure_of(state.spare) == SPIDER
    assert location_of(state, SPIDER) is None
    for action in GAME.legal_actions(state, 0):
        assert B.treasure_of(state.board[action.cell]) != SPIDER
        assert end_turn(state, B.cell_name(action.cell)).found[0] == ()


def test_a_treasure_on_the_spare_comes_back_on_the_inserted_tile():
    state = move_treasure(maze(), SPIDER, "spare")
    for a in B.ARROWS:
        after = GAME.apply(state, 0, Shift(a.index, B.openings(state.spare)))
        assert location_of(after, SPIDER) == a.insert_cell


def test_with_all_treasures_found_the_player_must_still_return_home():
    state = with_cards(move_treasure(maze(), SPIDER, "b5"), 0, [SPIDER])
    state = set_open(state, {"b1": "SW"})  # column b now also leads to a1 (home)
    state = end_turn(shift(state, "Nd"), "b5")
    assert state.piles[0] == ()
    assert state.step == SHIFT
    assert GAME.outcome(state) is None
    state = end_turn(shift(state, "Nf"))  # player 2
    assert GAME.view(state, 0)["players"][0]["seeking"] == {"kind": "home", "ids": []}
    state = end_turn(shift(state, "Nd"), "a1")
    assert state.step == OVER
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert outcome.winners == (0,)
    assert outcome.ranks == (1, 2)
    assert "came home" in outcome.reason


def test_the_first_player_home_with_every_treasure_wins_and_the_game_ends():
    found = [t for t in range(24) if t != SPIDER][:12]
    state = with_cards(maze(pawns=("a1", "g1")), 0, [], found)
    state = end_turn(shift(state, "Nd"))
    assert GAME.to_move(state) == ()
    assert GAME.outcome(state).winners == (0,)
    assert state.ended_by == 0
    with pytest.raises(GameOverError):
        GAME.apply(state, 1, Shift(0, B.openings(state.spare)))


def test_coming_home_before_every_treasure_is_found_does_not_win():
    state = with_cards(maze(pawns=("a1", "g1")), 0, [SPIDER])
    state = end_turn(shift(state, "Nd"))
    assert state.step == SHIFT
    assert GAME.outcome(state) is None


def test_only_the_player_whose_turn_ends_can_win():
    # Player 2 has everything and stands at home, but it is player 1's turn that ends.
    found = list(range(12))
    state = with_cards(maze(pawns=("b1", "g1")), 1, [], found)
    state = end_turn(shift(state, "Nd"))
    assert state.step == SHIFT
    assert state.current == 1
    state = end_turn(shift(state, "Nf"))
    assert GAME.outcome(state).winners == (1,)
