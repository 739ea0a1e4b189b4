"""HintsUsed counts the turns on which each seat used a hint or asked for help, once per
turn, and keeps through its JSON form."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from spelkast.core.errors import InvalidPositionError
from spelkast.games.sudoku import SUDOKU
from spelkast.hints import HintsUsed, hint


def test_a_turn_counts_once_whatever_is_asked_during_it() -> None:
    used = HintsUsed.start(3)
    for _ in range(5):
        used = used.with_hint(1, turn=4)
    used = used.with_hint(1, turn=6).with_help(1, turn=6).with_help(2, turn=0)
    assert used.counts() == [
        {"hints": 0, "helps": 0},
        {"hints": 2, "helps": 1},
        {"hints": 0, "helps": 1},
    ]
    assert used.count(1) == 2
    assert used.count(2, "help") == 1
    assert used.with_hint(1, turn=4) is used  # nothing new: the same value


def test_a_hint_names_the_seat_and_turn_the_tally_counts() -> None:
    state = SUDOKU.new_initial_state(2, seed=3)
    used = HintsUsed.start(2)
    for _ in range(3):
        found = hint(SUDOKU.view(state, state.current))
        assert found is not None
        used = used.with_hint(found["seat"], found["turn"])
        state = SUDOKU.apply(state, state.current, SUDOKU.legal_actions(state, state.current)[0])
    assert [c["hints"] for c in used.counts()] == [2, 1]


@given(
    st.lists(
        st.tuples(st.sampled_from(("hint", "help")), st.integers(0, 3), st.integers(0, 50)),
        max_size=40,
    )
)
def test_the_json_form_keeps_the_tally(events: list[tuple[str, int, int]]) -> None:
    used = HintsUsed.start(4)
    for kind, seat, turn in events:
        used = used.used(kind, seat, turn)
    again = HintsUsed.from_json(json.loads(json.dumps(used.to_json())))
    assert again == used
    for kind in ("hint", "help"):
        for seat in range(4):
            assert used.count(seat, kind) == len(
                {t for k, s, t in events if (k, s) == (kind, seat)}
            )


@pytest.mark.parametrize(
    ("kind", "seat", "turn"),
    [("peek", 0, 1), ("hint", 2, 1), ("hint", -1, 1), ("help", 0, -1), ("hint", True, 1)],
)
def test_a_seat_kind_or_turn_that_does_not_exist_is_refused(
    kind: str, seat: Any, turn: int
) -> None:
    with pytest.raises(ValueError, match=r"kind|seat|turn"):
        HintsUsed.start(2).used(kind, seat, turn)


@pytest.mark.parametrize(
    "data",
    [
        {},
        {"hints": [[1]], "helps": []},
        {"hints": [[2, 1]], "helps": [[]]},
        {"hints": [[1, 1]], "helps": [[]]},
        {"hints": [["1"]], "helps": [[]]},
        {"hints": [], "helps": []},
        [],
    ],
)
def test_bad_json_is_refused(data: Any) -> None:
    with pytest.raises(InvalidPositionError, match="not a tally"):
        HintsUsed.from_json(data)


def test_a_match_has_a_seat() -> None:
    with pytest.raises(ValueError, match="at least one seat"):
        HintsUsed.start(0)
