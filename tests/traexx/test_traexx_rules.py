"""Every Träxx rule, one test (or a few) each; see docs/rules/traexx.md for the table."""

from __future__ import annotations

import pytest
from traexx_helpers import F, card_with, ext, path_of, with_card_first

from spelkast.core.errors import (
    GameOverError,
    IllegalActionError,
    InvalidPositionError,
    MalformedActionError,
    WrongPlayerError,
)
from spelkast.games.traexx import GAME, PASS, Extension
from spelkast.games.traexx import board as B
from spelkast.games.traexx.game import half

# ------------------------------------------------------------------ set-up


def test_each_path_starts_as_the_players_start_field() -> None:
    state = GAME.new_initial_state(4, seed=0)
    assert state.paths == tuple((s,) for s in B.STARTS)
    assert state.round == 0
    assert state.scored == ((),) * 4


def test_deck_is_the_15_cards_shuffled_by_the_seed() -> None:
    decks = {GAME.new_initial_state(2, seed=s).deck for s in range(20)}
    assert all(sorted(d) == list(range(15)) for d in decks)
    assert len(decks) > 1
    assert GAME.new_initial_state(2, seed=7) == GAME.new_initial_state(2, seed=7)


def test_one_to_four_players() -> None:
    assert (GAME.info.min_players, GAME.info.max_players) == (1, 4)
    assert GAME.info.simultaneous


# ----------------------------------------------------------- simultaneous play


def test_all_players_choose_at_the_same_time() -> None:
    state = GAME.new_initial_state(3, seed=1)
    assert GAME.to_move(state) == (0, 1, 2)
    state = GAME.apply(state, 1, PASS)
    assert GAME.to_move(state) == (0, 2)
    assert state.round == 0
    assert GAME.legal_actions(state, 1) == []


def test_round_resolves_when_the_last_player_has_chosen() -> None:
    state = with_card_first(GAME.new_initial_state(2, seed=1), card_with("G"))
    state = GAME.apply(state, 0, ext("d5", "c4"))
    assert state.paths[0] == path_of("d5")  # not drawn yet: the round is still open
    state = GAME.apply(state, 1, PASS)
    assert state.round == 1
    assert state.paths == (path_of("d5", "c4"), path_of("d4"))
    assert state.pending == (None, None)
    assert GAME.to_move(state) == (0, 1)


def test_pending_choice_is_hidden_from_other_seats_and_spectators() -> None:
    state = with_card_first(GAME.new_initial_state(3, seed=2), card_with("G"))
    chosen = GAME.apply(state, 0, ext("d5", "c4"))
    passed = GAME.apply(state, 0, PASS)
    for viewer in (1, 2, None):
        # The other seats see that seat 1 has chosen, never what.
        assert GAME.view(chosen, viewer) == GAME.view(passed, viewer)
        assert GAME.view(chosen, viewer)["players"][0]["chosen"] is True
        assert GAME.view(chosen, viewer)["players"][0]["choice"] is None
    assert GAME.view(chosen, 0)["players"][0]["choice"] == {"end": "d5", "fields": ["c4"]}
    assert GAME.view(chosen, 0) != GAME.view(passed, 0)


def test_order_of_cards_not_yet_turned_up_is_hidden() -> None:
    state = GAME.new_initial_state(2, seed=3)
    later = list(state.deck[1:])
    other = state.replace(deck=(state.deck[0], *reversed(later)))
    for viewer in (0, 1, None):
        assert GAME.view(state, viewer) == GAME.view(other, viewer)
    assert GAME.view(state, 0)["card"] == B.card_text(B.CARDS[state.deck[0]])


def test_choices_become_public_when_the_round_resolves() -> None:
    state = with_card_first(GAME.new_initial_state(2, seed=1), card_with("G"))
    state = GAME.apply(GAME.apply(state, 0, ext("d5", "c4")), 1, PASS)
    assert GAME.view(state, 1)["players"][0]["path"] == ["d5", "c4"]


# -------------------------------------------------------------- extensions


def _solo(card: int, path: tuple[int, ...] = (B.STARTS[0],), played: int = 0):  # type: ignore[no-untyped-def]
    state = GAME.new_initial_state(1, seed=0).replace(paths=(path,), round=played)
    return with_card_first(state, card)


def test_card_colours_in_any_order() -> None:
    state = _solo(card_with("Y", "B", "R", "G"))
    assert GAME.is_legal(state, 0, ext("d5", "e5", "e6"))  # blue then red
    assert GAME.is_legal(state, 0, ext("d5", "e6", "e5"))  # red then blue


def test_any_number_of_card_fields_from_none_to_all() -> None:
    state = _solo(card_with("Y", "B", "R", "G"))
    legal = GAME.legal_actions(state, 0)
    assert PASS in legal
    lengths = {len(a.fields) for a in legal}
    assert lengths == {0, 1, 2, 3, 4}


def test_doubled_colour_may_be_used_twice() -> None:
    state = _solo(card_with("B", "B"))
    assert GAME.is_legal(state, 0, ext("d5", "d4", "e5"))


def test_a_colour_may_not_be_used_more_often_than_the_card_shows() -> None:
    state = _solo(card_with("Y", "B", "R", "G"))
    with pytest.raises(IllegalActionError, match="shows once"):
        GAME.apply(state, 0, ext("d5", "d4", "e5"))


def test_a_colour_not_on_the_card_may_not_be_used() -> None:
    state = _solo(card_with("R", "G", "A", "W"))
    with pytest.raises(IllegalActionError, match="does not show blue"):
        GAME.apply(state, 0, ext("d5", "d4"))


def test_moves_go_to_a_neighbouring_field() -> None:
    state = _solo(card_with("Y", "B", "A", "W"))
    with pytest.raises(IllegalActionError, match="not next to d5"):
        GAME.apply(state, 0, ext("d5", "e4"))


def test_a_field_may_be_entered_only_once() -> None:
    state = _solo(card_with("Y", "B", "R", "G"), path_of("d5", "c4"), played=1)
    with pytest.raises(IllegalActionError, match="already on the path"):
        GAME.apply(state, 0, ext("c4", "d4", "d5"))
    with pytest.raises(IllegalActionError, match="already on the path"):
        GAME.apply(state, 0, ext("c4", "d5"))


def test_running_alongside_the_own_path_is_allowed() -> None:
    # e5 then d4: d4 touches the start d5, which is on the path; that is allowed.
    state = _solo(card_with("B", "B"))
    after = GAME.apply(state, 0, ext("d5", "e5", "d4"))
    assert after.paths[0] == path_of("d5", "e5", "d4")


def test_first_round_starts_at_the_start_field() -> None:
    state = _solo(card_with("Y", "B", "R", "G"))
    assert {a.end for a in GAME.legal_actions(state, 0) if a.fields} == {F("d5")}
    with pytest.raises(IllegalActionError, match="start field"):
        GAME.apply(state, 0, ext("e5", "e6"))


def test_from_round_two_either_end_may_be_extended() -> None:
    state = _solo(card_with("Y", "B", "R", "G"), path_of("d5", "c4"), played=1)
    ends = {a.end for a in GAME.legal_actions(state, 0) if a.fields}
    assert ends == {F("d5"), F("c4")}
    at_start = GAME.apply(state, 0, ext("d5", "e5"))
    assert at_start.paths[0] == path_of("e5", "d5", "c4")
    at_other = GAME.apply(state, 0, ext("c4", "b3"))
    assert at_other.paths[0] == path_of("d5", "c4", "b3")


def test_only_one_end_per_round() -> None:
    # Every legal extension leaves the old path intact and adds fields at one end only.
    state = _solo(card_with("Y", "B", "R", "G"), path_of("c5", "d5", "c4"), played=2)
    old = state.paths[0]
    for action in GAME.legal_actions(state, 0):
        new = GAME.apply(state, 0, action).paths[0]
        k = len(action.fields)
        assert new[: -k or None] == old or new[k:] == old
    with pytest.raises(IllegalActionError, match="not an end"):
        GAME.apply(state, 0, ext("d5", "e5"))


def test_pass_is_always_legal_and_keeps_the_path() -> None:
    state = _solo(card_with("R", "G", "A", "W"))
    after = GAME.apply(state, 0, PASS)
    assert after.paths == state.paths
    assert after.round == 1


# ------------------------------------------------------------- number fields


def test_first_to_reach_a_number_scores_full_value() -> None:
    state = with_card_first(GAME.new_initial_state(2, seed=4), card_with("G"))
    state = GAME.apply(GAME.apply(state, 0, ext("d5", "c4")), 1, PASS)
    assert state.scored == (((3, 3),), ())


def test_same_round_first_reachers_all_score_full_value() -> None:
    state = with_card_first(GAME.new_initial_state(2, seed=4), card_with("G"))
    state = GAME.apply(GAME.apply(state, 1, ext("d4", "c4")), 0, ext("d5", "c4"))
    assert state.scored == (((3, 3),), ((3, 3),))


def test_number_reached_in_an_earlier_round_scores_half_rounded_up() -> None:
    state = with_card_first(GAME.new_initial_state(2, seed=4), card_with("G"))
    state = GAME.apply(GAME.apply(state, 0, ext("d5", "c4")), 1, PASS)
    state = with_card_first(state, card_with("G"))
    state = GAME.apply(GAME.apply(state, 0, PASS), 1, ext("d4", "c4"))
    assert state.scored == (((3, 3),), ((3, 2),))


def test_half_rounds_up() -> None:
    assert [half(n) for n in range(2, 11)] == [1, 2, 2, 3, 3, 4, 4, 5, 5]


def test_two_numbers_in_one_round_each_scored() -> None:
    # Seat 3 starts on f4, next to the 2 (f3); the 6 (g1) is two steps further.
    state = with_card_first(GAME.new_initial_state(3, seed=5), card_with("Y", "R", "W"))
    state = GAME.apply(state, 0, PASS)
    state = GAME.apply(state, 1, PASS)
    state = GAME.apply(state, 2, ext("f4", "f3", "g2", "g1"))
    assert state.scored[2] == ((2, 2), (6, 6))


def test_numbers_reached_are_announced_to_everybody_after_the_round() -> None:
    state = with_card_first(GAME.new_initial_state(2, seed=4), card_with("G"))
    chosen = GAME.apply(state, 0, ext("d5", "c4"))
    assert GAME.view(chosen, 1)["taken"] == []
    done = GAME.apply(chosen, 1, PASS)
    assert GAME.view(done, 1)["taken"] == [3]


def test_solo_ignores_what_other_boards_would_have_taken() -> None:
    # Alone, a number is never "already reached by another player": the 3 scores 3.
    state = _solo(card_with("G"))
    assert GAME.apply(state, 0, ext("d5", "c4")).scored[0] == ((3, 3),)


def test_solo_number_after_a_higher_one_scores_half() -> None:
    # The rule itself; the rulebook's example (4, 7, 5, 9) is played card by card in
    # test_traexx_book.py::test_rulebook_solo_example_4_7_5_9.
    state = _solo(card_with("A", "G"))
    state = GAME.apply(state, 0, ext("d5", "d6", "e7"))  # the 4 first: full
    state = with_card_first(state, card_with("G"))
    state = GAME.apply(state, 0, ext("d5", "c4"))  # then the 3, lower: half
    assert state.scored[0] == ((4, 4), (3, half(3)))


# ----------------------------------------------------------------- the end


def test_game_ends_after_all_15_cards() -> None:
    state = GAME.new_initial_state(2, seed=6)
    for _ in range(15):
        assert GAME.to_move(state) == (0, 1)
        state = GAME.apply(GAME.apply(state, 0, PASS), 1, PASS)
    assert GAME.to_move(state) == ()
    assert GAME.outcome(state) is not None
    with pytest.raises(GameOverError):
        GAME.apply(state, 0, PASS)


def test_every_unreached_field_costs_a_point() -> None:
    state = GAME.new_initial_state(1, seed=0).replace(round=15)
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert outcome.scores == (-60.0,)


def test_equal_scores_share_the_win() -> None:
    state = GAME.new_initial_state(3, seed=0).replace(round=15)
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert outcome.winners == (0, 1, 2)
    assert "share" in outcome.reason


# ------------------------------------------------------------------ errors


def test_errors_are_distinct_and_leave_the_state_unchanged() -> None:
    state = with_card_first(GAME.new_initial_state(2, seed=8), card_with("G"))
    snapshot = GAME.state_to_json(state)
    with pytest.raises(MalformedActionError):
        GAME.parse_action("d5:z9")
    with pytest.raises(MalformedActionError):
        GAME.parse_action("d5")
    with pytest.raises(MalformedActionError):
        GAME.action_from_json({"end": "d5"})
    with pytest.raises(MalformedActionError):
        GAME.action_from_json({"end": "d5", "fields": [], "x": 1})
    with pytest.raises(MalformedActionError):
        GAME.action_from_json({"end": 3, "fields": ["c4"]})
    with pytest.raises(IllegalActionError):
        GAME.apply(state, 0, ext("d5", "e4"))
    with pytest.raises(IllegalActionError, match="a pass names no end"):
        GAME.apply(state, 0, Extension(F("d5"), ()))
    chosen = GAME.apply(state, 0, PASS)
    with pytest.raises(WrongPlayerError, match="waiting for player 2"):
        GAME.apply(chosen, 0, PASS)
    with pytest.raises(WrongPlayerError):
        GAME.apply(state, 5, PASS)
    with pytest.raises(InvalidPositionError):
        GAME.position_from_text("nonsense")
    assert GAME.state_to_json(state) == snapshot


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"paths": [["d5", "e4"], ["d4"]]}, "jumps"),
        ({"paths": [["e5"], ["d4"]]}, "start field"),
        ({"paths": [["d5", "e5", "d5"], ["d4"]]}, "twice"),
        ({"deck": ["RGAW"] * 15}, "each of the 15 cards"),
        ({"round": 16}, "round 16"),
        ({"scored": [[[3, 3]], []]}, "do not match"),
        (
            {"pending": [{"end": "d5", "fields": ["c4"]}, {"end": None, "fields": []}]},
            "not resolved",
        ),
    ],
)
def test_inconsistent_positions_are_rejected(change: dict[str, object], message: str) -> None:
    data = GAME.state_to_json(GAME.new_initial_state(2, seed=0))
    data.update(change)
    if "paths" in change:
        data["round"] = 1
    with pytest.raises(InvalidPositionError, match=message):
        GAME.state_from_json(data)


def test_notation_of_extensions_and_pass() -> None:
    action = ext("d5", "c4", "c5")
    assert GAME.format_action(action) == "d5:c4-c5"
    for text in ("d5:c4-c5", "d5 c4 c5", "D5,C4,C5", "d5-c4-c5"):
        assert GAME.parse_action(text) == action
    assert GAME.parse_action("pass") == PASS == GAME.parse_action("-")
    assert GAME.action_to_json(action) == {"end": "d5", "fields": ["c4", "c5"]}
    assert GAME.action_from_json({"end": None, "fields": []}) == PASS
