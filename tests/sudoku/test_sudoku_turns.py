"""A turn (place, score, draw, next), the Sudoku rule in both modes, claims and the end."""

from __future__ import annotations

import pytest

from spelkast.core.errors import IllegalActionError
from spelkast.games.sudoku import (
    BROKE,
    CLAIM,
    CLAIM_RIGHT,
    CLAIM_WRONG,
    EXHAUSTED,
    PLACED,
    STUCK,
    SUDOIDS_GAME,
    SUDOKU,
    Claim,
    Event,
    Place,
)

from .pictures import CAT_STUCK, SCORING_EXAMPLE, SEVEN_STUCK
from .sudoku_helpers import craft, play_seeded


def cell(name: str) -> int:
    return SUDOKU.side.parse_cell(name)


def kid(name: str) -> int:
    return SUDOIDS_GAME.side.parse_cell(name)


def test_turn_place_score_draw_next_player() -> None:
    state = craft(SUDOKU, SCORING_EXAMPLE, ["7", "1", "2"], top="9")
    after = SUDOKU.apply(state, 0, Place(cell("e5")))
    assert after.board[cell("e5")] == 7
    assert after.scores == (5, 0, 0)
    assert after.hands == (9, 1, 2)  # drew the top tile of the pile
    assert after.pile == state.pile[1:]
    assert SUDOKU.to_move(after) == (1,)
    assert after.last == Event(0, PLACED, 7, cell("e5"), 5)


def test_play_goes_clockwise_seat_order() -> None:
    history = play_seeded(SUDOKU, ["greedy"] * 3, None, seed=4)
    movers = [player for player, _, _ in history]
    assert movers[:9] == [0, 1, 2] * 3


@pytest.mark.parametrize(
    ("where", "unit"),
    [("c4", "row 4"), ("b7", "column b"), ("a6", "block a4-c6")],
)
def test_sudoku_rule_no_value_twice_in_row_column_or_block(where: str, unit: str) -> None:
    """The rulebook's picture: "here a 4 may not be placed" (the golden 4 is on b4)."""
    assisted = craft(SUDOKU, SCORING_EXAMPLE, ["4", "1"], mode="assisted")
    assert Place(cell(where)) not in SUDOKU.legal_actions(assisted, 0)
    with pytest.raises(IllegalActionError, match=f"a 4 may not go on {where}: .*{unit}"):
        SUDOKU.apply(assisted, 0, Place(cell(where)))
    table = craft(SUDOKU, SCORING_EXAMPLE, ["4", "1"], mode="table")
    after = SUDOKU.apply(table, 0, Place(cell(where)))
    assert after.last is not None
    assert after.last.kind == BROKE


def test_table_rules_offer_every_empty_cell_and_the_claim() -> None:
    state = craft(SUDOKU, SCORING_EXAMPLE, ["4", "1"], mode="table")
    legal = SUDOKU.legal_actions(state, 0)
    empties = [c for c, v in enumerate(state.board) if not v]
    assert legal == [*(Place(c) for c in empties), Claim()]


def test_table_rules_breaking_placement_is_set_aside_without_points() -> None:
    state = craft(SUDOKU, SCORING_EXAMPLE, ["4", "1"], scores=[10, 3], top="9")
    after = SUDOKU.apply(state, 0, Place(cell("c4")))  # the golden 4 is on b4
    assert after.board == state.board  # taken off the board again
    assert after.aside == (4,)
    assert after.scores == (10, 3)
    assert after.hands == (9, 1)  # drew a new tile
    assert SUDOKU.to_move(after) == (1,)
    assert after.last == Event(0, BROKE, 4, cell("c4"), 0)


def test_occupied_cell_is_refused_in_both_modes() -> None:
    for mode in ("table", "assisted"):
        state = craft(SUDOKU, SCORING_EXAMPLE, ["7", "1"], mode=mode)
        with pytest.raises(IllegalActionError, match="e1 is not empty: it holds a 1"):
            SUDOKU.apply(state, 0, Place(cell("e1")))


def test_assisted_offers_exactly_the_legal_cells() -> None:
    state = craft(SUDOKU, SCORING_EXAMPLE, ["7", "1"], mode="assisted")
    offered = {a.cell for a in SUDOKU.legal_actions(state, 0) if isinstance(a, Place)}
    # Worked out by hand from the picture: empty cells outside row 7, column g and the
    # block g7-i9 (the golden 7 is on g7).
    side = SUDOKU.side
    expected = {
        c
        for c in range(side.cells)
        if not state.board[c]
        and side.row_of[c] != 6
        and side.col_of[c] != 6
        and side.block_of[c] != side.block_of[cell("g7")]
    }
    assert offered == expected
    # 12 tiles on the board; 18 of g7's 20 row, column and block peers are empty.
    assert len(expected) == 81 - 12 - 18


def test_assisted_mode_has_no_claim() -> None:
    state = craft(SUDOKU, SCORING_EXAMPLE, ["7", "1"], mode="assisted")
    assert Claim() not in SUDOKU.legal_actions(state, 0)
    with pytest.raises(IllegalActionError, match="assisted mode there is nothing to claim"):
        SUDOKU.apply(state, 0, Claim())


def test_right_claim_ends_the_game() -> None:
    state = craft(SUDOKU, SEVEN_STUCK, ["7", "1"], scores=[4, 6])
    after = SUDOKU.apply(state, 0, Claim())
    assert after.end == CLAIM
    assert after.ended_by == 0
    assert SUDOKU.to_move(after) == ()
    assert after.scores == (4, 6)
    assert after.aside == ()
    assert after.last == Event(0, CLAIM_RIGHT, 7)
    outcome = SUDOKU.outcome(after)
    assert outcome is not None
    assert outcome.winners == (1,)
    assert "could not place a 7 anywhere" in outcome.reason


def test_wrong_claim_sets_tile_aside_no_points_draw_next() -> None:
    state = craft(SUDOKU, SEVEN_STUCK, ["1", "2"], scores=[4, 6], top="3")
    after = SUDOKU.apply(state, 0, Claim())
    assert not after.end
    assert after.aside == (1,)
    assert after.scores == (4, 6)
    assert after.hands == (3, 2)
    assert SUDOKU.to_move(after) == (1,)
    assert after.last == Event(0, CLAIM_WRONG, 1)


def test_table_rules_a_stuck_player_may_claim_and_the_game_waits_for_it() -> None:
    state = craft(SUDOKU, SEVEN_STUCK, ["1", "7"], scores=[0, 0])
    after = SUDOKU.apply(state, 0, Place(cell("b1")))  # b2 holds the golden 1: breaks the rule
    assert after.last is not None
    assert after.last.kind == BROKE
    # Player 2 holds the stuck 7: under table rules the engine waits for their claim.
    assert SUDOKU.to_move(after) == (1,)
    assert Claim() in SUDOKU.legal_actions(after, 1)
    claimed = SUDOKU.apply(after, 1, Claim())
    assert claimed.end == CLAIM
    assert claimed.ended_by == 1


def test_table_rules_a_stuck_player_placing_against_the_rule_ends_the_game() -> None:
    # The rulebook: the game is over when the player to move cannot place their tile
    # legally anywhere. Placing it against the rule instead of claiming does not set the
    # tile aside and play on: the game ends, as a right claim would end it.
    state = craft(SUDOKU, SEVEN_STUCK, ["1", "7"], scores=[3, 5])
    after = SUDOKU.apply(state, 0, Place(cell("b1")))
    empty = next(c for c, v in enumerate(after.board) if not v)
    ended = SUDOKU.apply(after, 1, Place(empty))
    assert ended.end == STUCK
    assert ended.ended_by == 1
    assert ended.board == after.board
    assert ended.aside == after.aside
    assert ended.scores == after.scores
    assert ended.hands[1] == 7
    assert ended.recent == after.recent
    assert SUDOKU.to_move(ended) == ()
    outcome = SUDOKU.outcome(ended)
    assert outcome is not None
    assert "could not place a 7 anywhere" in outcome.reason


def test_assisted_engine_ends_the_game_when_player_to_move_is_stuck() -> None:
    state = craft(SUDOIDS_GAME, CAT_STUCK, ["D", "C"], mode="assisted")
    after = SUDOIDS_GAME.apply(state, 0, Place(kid("a6")))
    # A dog on a6 scores c5 (block), f6 (row) and a1 (column).
    assert after.last == Event(0, PLACED, 2, kid("a6"), 3)
    assert after.end == STUCK
    assert after.ended_by == 1
    assert SUDOIDS_GAME.to_move(after) == ()
    assert SUDOIDS_GAME.legal_actions(after, 1) == []


def test_game_ends_when_every_tile_is_on_the_board_or_set_aside() -> None:
    # Pile empty; the last two tiles are in hand; the other 28 are set aside.
    rest = "C" + "D" * 4 + "M" * 4 + "B" * 5 + "F" * 5 + "H" * 5
    state = craft(SUDOIDS_GAME, CAT_STUCK, ["D", "M"], pile="", aside=rest, mode="table")
    state = SUDOIDS_GAME.apply(state, 0, Place(kid("f1")))  # a legal dog
    assert not state.end
    assert state.hands == (0, 3)
    assert SUDOIDS_GAME.to_move(state) == (1,)
    state = SUDOIDS_GAME.apply(state, 1, Place(kid("f2")))  # a legal mouse
    assert state.last is not None
    assert state.last.kind == PLACED
    assert state.end == EXHAUSTED
    assert SUDOIDS_GAME.to_move(state) == ()
    outcome = SUDOIDS_GAME.outcome(state)
    assert outcome is not None
    assert outcome.reason == "every tile is on the board or set aside"


def test_players_without_a_tile_are_skipped_once_the_pile_is_empty() -> None:
    rest = "C" + "D" * 4 + "M" * 4 + "B" * 5 + "F" * 5 + "H" * 5
    state = craft(SUDOIDS_GAME, CAT_STUCK, ["D", "-", "M"], pile="", aside=rest)
    after = SUDOIDS_GAME.apply(state, 0, Place(kid("f1")))
    assert SUDOIDS_GAME.to_move(after) == (2,)


def test_the_last_tile_is_drawn_then_there_is_nothing_to_draw() -> None:
    rest = "D" * 4 + "M" * 4 + "B" * 5 + "F" * 5 + "H" * 5
    state = craft(SUDOIDS_GAME, CAT_STUCK, ["D", "M"], pile="C", aside=rest)
    after = SUDOIDS_GAME.apply(state, 0, Place(kid("f1")))
    assert after.hands == (1, 3)
    assert after.pile == ()
    after = SUDOIDS_GAME.apply(after, 1, Place(kid("d6")))
    assert after.hands == (1, 0)
    assert not after.end
    assert SUDOIDS_GAME.to_move(after) == (0,)


@pytest.mark.parametrize("mode", ["table", "assisted"])
def test_solo_one_player_plays_to_the_end(mode: str) -> None:
    history = play_seeded(SUDOKU, ["greedy"], {"mode": mode}, seed=2)
    assert {player for player, _, _ in history} == {0}
    final = history[-1][2]
    assert final.end in (CLAIM, STUCK, EXHAUSTED)
    outcome = SUDOKU.outcome(final)
    assert outcome is not None
    assert outcome.ranks == (1,)
    assert outcome.scores == (float(final.scores[0]),)


def test_most_points_wins_and_a_tie_is_shared() -> None:
    state = craft(SUDOKU, SEVEN_STUCK, ["7", "1", "2"], scores=[50, 50, 12])
    outcome = SUDOKU.outcome(SUDOKU.apply(state, 0, Claim()))
    assert outcome is not None
    assert outcome.winners == (0, 1)
    assert outcome.ranks == (1, 1, 3)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_recent_events_tell_each_player_what_everyone_did_since_their_last_turn(
    players: int,
) -> None:
    history = play_seeded(SUDOKU, ["greedy"] * players, None, seed=8)
    events = [state.last for _, _, state in history]
    for index, (_, _, state) in enumerate(history):
        expected = events[max(0, index + 1 - players) : index + 1]
        assert list(state.recent) == expected
