"""Every Träxx rule, one test (or a few) each; see docs/rules/traexx.md for the table."""

from __future__ import annotations

import pytest
from traexx_helpers import F, card_with, ext, path_of, route, with_card_first

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


def _solo_before(targets: list[int], last_played: int):  # type: ignore[no-untyped-def]
    """A solo position whose path runs through ``targets[:-1]`` (shortest routes) and ends
    next to the last target, with a card showing its colour on the table."""
    path = [B.STARTS[0]]
    for target in targets:
        path += route(path, B.NUMBER_FIELDS[target])
    path.pop()
    last = B.NUMBER_FIELDS[targets[-1]]
    card = card_with(B.colour_letter(B.COLOUR[last]))
    scored: list[tuple[int, int]] = []
    state = GAME.new_initial_state(1, seed=0).replace(paths=(tuple(path),), round=last_played)
    state = with_card_first(state, card)
    for number in targets[:-1]:
        # Earlier numbers scored as the solo rule says (validated by state_from_json).
        full = all(n < number for n, _ in scored)
        scored.append((number, number if full else half(number)))
    state = state.replace(scored=(tuple(scored),))
    assert GAME.state_from_json(GAME.state_to_json(state)) == state
    return state, Extension(path[-1], (last,))


@pytest.mark.parametrize(
    ("reached", "points"), [([4], 4), ([4, 7], 7), ([4, 7, 5], 3), ([4, 7, 5, 9], 9)]
)
def test_solo_full_value_only_if_no_higher_number_came_before(
    reached: list[int], points: int
) -> None:
    # The rulebook's solo example: 4, 7, 5, 9 score 4, 7, 3, 9.
    state, step = _solo_before(reached, last_played=len(reached))
    after = GAME.apply(state, 0, step)
    assert after.scored[0][-1] == (reached[-1], points)
    assert [p for _, p in after.scored[0]] == [4, 7, 3, 9][: len(reached)]


def test_solo_ignores_what_other_boards_would_have_taken() -> None:
    # Alone, a number is never "already reached by another player".
    state, step = _solo_before([3], last_played=1)
    assert GAME.apply(state, 0, step).scored[0] == ((3, 3),)


# ----------------------------------------------------------------- the end

PETER_ROUTE = (
    "d5 d6 e6 e5 d4 e4 f4 f5 g4 g5 f6 g6 g7 h6 i5 h5 i4 h4 i3 i2 h3 g3 f3 g2 h2 i1 h1 "
    "g1 f1 e1 d1 c1 b1 a1 a2 b2 c2 d3 c3 b3 c4 c5 b4 a3 a4 a5 b5 b6 c6 c7 d7"
)
PETER = path_of(*PETER_ROUTE.split())


def test_rulebook_example_peter_scores_39_minus_10() -> None:
    # Every number but 4 reached: 3, 6, 8, 9 first (full), 2, 5, 7, 10 after others
    # (half, rounded up); 51 fields on the path, so 10 unreached.
    assert len(PETER) == 51
    assert B.NUMBER_FIELDS[4] not in PETER
    scored = ((3, 3), (6, 6), (8, 8), (9, 9), (2, 1), (5, 3), (7, 4), (10, 5))
    state = GAME.new_initial_state(2, seed=0)
    state = state.replace(round=15, paths=(PETER, state.paths[1]), scored=(scored, ()))
    state = GAME.state_from_json(GAME.state_to_json(state))  # a valid position
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert outcome.details["plus"] == [39, 0]
    assert outcome.details["minus"] == [10, 60]
    assert outcome.scores == (29.0, -60.0)
    assert outcome.winners == (0,)


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
