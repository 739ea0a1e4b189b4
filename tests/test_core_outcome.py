"""Outcomes: ranking with ties and tie-break keys, winners, JSON; and the error classes."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from spelkast.core import (
    GameOverError,
    IllegalActionError,
    InvalidPositionError,
    MalformedActionError,
    OptionError,
    Outcome,
    SpelkastError,
    UnknownGameError,
    WrongPlayerError,
)


def test_ranked_gives_tied_players_the_same_place_and_skips_the_next() -> None:
    assert Outcome.ranked([3, 5, 5]).ranks == (3, 1, 1)
    assert Outcome.ranked([7, 2, 7, 2]).ranks == (1, 3, 1, 3)
    assert Outcome.ranked([1, 2, 3, 4]).ranks == (4, 3, 2, 1)


def test_a_tie_for_first_place_is_a_shared_win() -> None:
    outcome = Outcome.ranked([4, 9, 9])
    assert outcome.winners == (1, 2)
    everyone = Outcome.ranked([0, 0, 0, 0])
    assert everyone.ranks == (1, 1, 1, 1)
    assert everyone.winners == (0, 1, 2, 3)


def test_keys_break_ties_between_equal_scores() -> None:
    # Day & Night style: points first, then treasures found.
    outcome = Outcome.ranked([9, 9, 7], keys=[(9, 5), (9, 6), (7, 9)])
    assert outcome.ranks == (2, 1, 3)
    assert outcome.scores == (9.0, 9.0, 7.0)
    still_tied = Outcome.ranked([9, 9], keys=[(9, 5), (9, 5)])
    assert still_tied.winners == (0, 1)


def test_ranked_stores_scores_as_floats_and_keeps_reason_and_details() -> None:
    outcome = Outcome.ranked([1, 2], reason="done", details={"coin": 5})
    assert outcome.scores == (1.0, 2.0)
    assert all(isinstance(s, float) for s in outcome.scores)
    assert outcome.reason == "done"
    assert outcome.details == {"coin": 5}


def test_outcome_to_json_lists_winners_and_is_plain_json() -> None:
    data = Outcome.ranked([2, 2, 1], details={"x": [1]}).to_json()
    assert data == {
        "scores": [2.0, 2.0, 1.0],
        "ranks": [1, 1, 3],
        "winners": [0, 1],
        "reason": "",
        "details": {"x": [1]},
    }
    assert json.loads(json.dumps(data)) == data


@given(st.lists(st.integers(-5, 5), min_size=1, max_size=6))
def test_rank_is_one_plus_the_number_of_strictly_better_players(scores: list[int]) -> None:
    outcome = Outcome.ranked(scores)
    for p, score in enumerate(scores):
        assert outcome.ranks[p] == 1 + sum(1 for other in scores if other > score)
    assert outcome.winners == tuple(p for p, s in enumerate(scores) if s == max(scores))


ERRORS = (
    MalformedActionError,
    IllegalActionError,
    WrongPlayerError,
    GameOverError,
    OptionError,
    InvalidPositionError,
    UnknownGameError,
)


def test_each_kind_of_bad_input_has_its_own_error_class() -> None:
    assert len(set(ERRORS)) == len(ERRORS)
    for error in ERRORS:
        assert issubclass(error, SpelkastError)
        others = [e for e in ERRORS if e is not error]
        assert not any(issubclass(error, other) for other in others)


@pytest.mark.parametrize("error", ERRORS[:-1])
def test_input_errors_are_value_errors(error: type[Exception]) -> None:
    assert issubclass(error, ValueError)


def test_unknown_game_error_prints_its_message_unquoted() -> None:
    assert str(UnknownGameError("no game called 'x'")) == "no game called 'x'"
    assert str(UnknownGameError()) == "unknown game"
