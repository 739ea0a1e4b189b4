"""Views hide secrets; JSON and text notation round-trip; bad input gives distinct errors
and leaves the state as it was."""

from __future__ import annotations

import json

import pytest

from spelkast.core.errors import (
    GameOverError,
    IllegalActionError,
    InvalidPositionError,
    MalformedActionError,
    WrongPlayerError,
)
from spelkast.games.sudoku import SUDOIDS_GAME, SUDOKU, Claim, Place, SudokuGame

from .pictures import SCORING_EXAMPLE, SEVEN_STUCK
from .sudoku_helpers import craft, play_seeded

GAMES = [SUDOKU, SUDOIDS_GAME]


def test_view_hides_other_hands_and_the_pile() -> None:
    state = SUDOKU.new_initial_state(3, seed=9)
    for viewer in (0, 1, 2, None):
        view = SUDOKU.view(state, viewer)
        json.dumps(view)  # JSON-compatible
        assert view["hand"] == (state.hands[viewer] if viewer is not None else None)
        for p, seat in enumerate(view["players"]):
            assert seat["tile"] == (state.hands[p] if p == viewer else None)
            assert seat["has_tile"] is True
        assert view["pile"] == len(state.pile)  # only the size


def test_view_does_not_change_with_the_hidden_information() -> None:
    """Two states that differ only in what player 1 may not see give the same view."""
    a = craft(SUDOKU, SCORING_EXAMPLE, ["7", "1"], top="4")
    b = craft(SUDOKU, SCORING_EXAMPLE, ["7", "4"], top="1")
    assert a.pile != b.pile
    assert a.hands != b.hands
    assert SUDOKU.view(a, 0) == SUDOKU.view(b, 0)
    assert SUDOKU.view(a, 1) != SUDOKU.view(b, 1)


def test_view_shows_the_tile_that_fits_nowhere_at_the_end() -> None:
    state = craft(SUDOKU, SEVEN_STUCK, ["7", "1"])
    over = SUDOKU.apply(state, 0, Claim())
    view = SUDOKU.view(over, 1)
    assert view["players"][0]["tile"] == 7
    assert view["players"][1]["tile"] == 1
    assert view["end"] == "claim"
    assert view["outcome"] is not None


def test_view_rejects_a_seat_that_does_not_exist() -> None:
    with pytest.raises(ValueError, match="no player 3"):
        SUDOKU.view(SUDOKU.new_initial_state(2), 3)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.info.id)
@pytest.mark.parametrize("mode", ["table", "assisted"])
def test_every_state_round_trips_through_json_and_text(game: SudokuGame, mode: str) -> None:
    history = play_seeded(game, ["random", "greedy"], {"mode": mode, "scoring": "simple"}, 5)
    for _, notation, state in history:
        assert game.state_from_json(json.loads(json.dumps(game.state_to_json(state)))) == state
        assert game.position_from_text(game.position_to_text(state)) == state
        assert game.parse_action(notation, state) is not None


def test_actions_in_json_and_text() -> None:
    e5 = SUDOKU.side.parse_cell("e5")
    assert SUDOKU.format_action(Place(e5)) == "e5"
    assert SUDOKU.parse_action(" E5 ") == Place(e5)
    assert SUDOKU.parse_action("claim") == Claim()
    assert SUDOKU.action_to_json(Place(e5)) == {"type": "place", "cell": "e5"}
    assert SUDOKU.action_from_json({"type": "place", "cell": "e5"}) == Place(e5)
    assert SUDOKU.action_from_json({"type": "claim"}) == Claim()
    assert SUDOIDS_GAME.parse_action("f6") == Place(35)


@pytest.mark.parametrize("text", ["j1", "e0", "e10", "", "place", "5e"])
def test_unreadable_action_text_is_a_malformed_action(text: str) -> None:
    with pytest.raises(MalformedActionError):
        SUDOKU.parse_action(text)


@pytest.mark.parametrize(
    "data",
    [[1, 2], {"type": "move"}, {"type": "place"}, {"type": "place", "cell": 40}, {"cell": "a1"}],
)
def test_unreadable_action_json_is_a_malformed_action(data: object) -> None:
    with pytest.raises(MalformedActionError):
        SUDOKU.action_from_json(data)


def test_sudoids_cells_stop_at_f6() -> None:
    with pytest.raises(MalformedActionError):
        SUDOIDS_GAME.parse_action("g1")
    with pytest.raises(MalformedActionError):
        SUDOIDS_GAME.parse_action("a7")


def test_errors_are_distinct_and_leave_the_state_unchanged() -> None:
    state = craft(SUDOKU, SCORING_EXAMPLE, ["7", "1"], mode="assisted")
    before = SUDOKU.state_to_json(state)
    with pytest.raises(WrongPlayerError):
        SUDOKU.apply(state, 1, Place(0))
    with pytest.raises(IllegalActionError):
        SUDOKU.apply(state, 0, Place(SUDOKU.side.parse_cell("e1")))  # occupied
    with pytest.raises(IllegalActionError):
        SUDOKU.apply(state, 0, Place(SUDOKU.side.parse_cell("a7")))  # row 7 has the 7
    with pytest.raises(IllegalActionError, match="no cell number 81"):
        SUDOKU.apply(state, 0, Place(81))
    with pytest.raises(IllegalActionError, match="not a sudoku action"):
        SUDOKU.apply(state, 0, "e5")  # type: ignore[arg-type]
    with pytest.raises(MalformedActionError):
        SUDOKU.apply_text(state, 0, "zz")
    assert SUDOKU.state_to_json(state) == before
    over = SUDOKU.apply(craft(SUDOKU, SEVEN_STUCK, ["7", "1"]), 0, Claim())
    with pytest.raises(GameOverError):
        SUDOKU.apply(over, 1, Place(0))


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda t: t.replace("1*", "1", 1), "starting tiles"),
        (lambda t: t.replace(" 7,1 ", " 7,7 ", 1), "tiles of a 1"),
        (
            lambda t: t.replace("....1*....", "....1*..1.", 1).replace(" 1111111", " 111111", 1),
            "breaks the Sudoku rule",
        ),
        (lambda t: t.replace(" 1 mode", " 3 mode", 1), "player to move"),
        (lambda t: t.replace("mode=table", "mode=fast", 1), "mode"),
        (lambda t: t + ";colour=red", "unknown flag"),
        (lambda t: t.rsplit(" ", 1)[0], "7 space-separated fields"),
        (lambda t: t.replace("/", "", 1), "rows"),
    ],
)
def test_broken_positions_are_refused(change: object, message: str) -> None:
    text = SUDOKU.position_to_text(craft(SUDOKU, SCORING_EXAMPLE, ["7", "1"]))
    assert callable(change)
    with pytest.raises(InvalidPositionError, match=message):
        SUDOKU.position_from_text(change(text))


def test_broken_json_states_are_refused() -> None:
    data = SUDOKU.state_to_json(SUDOKU.new_initial_state(2))
    with pytest.raises(InvalidPositionError):
        SUDOKU.state_from_json({**data, "board": data["board"][:80]})
    with pytest.raises(InvalidPositionError):
        SUDOKU.state_from_json({**data, "game": "sudoids"})
    with pytest.raises(InvalidPositionError):
        SUDOKU.state_from_json({**data, "hands": ["7", 1]})
    with pytest.raises(InvalidPositionError):
        SUDOKU.state_from_json([1, 2])
    with pytest.raises(InvalidPositionError):
        SUDOIDS_GAME.state_from_json(data)
