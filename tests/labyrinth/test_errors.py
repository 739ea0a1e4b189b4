"""Bad input: the right error class, a readable message, and the state left as it was."""

from __future__ import annotations

import copy

import pytest

from spelkast.core.errors import (
    GameOverError,
    IllegalActionError,
    MalformedActionError,
    WrongPlayerError,
)
from spelkast.games.labyrinth import MoveTo, Shift, TakeCoin
from spelkast.games.labyrinth import board as B

from .helpers import GAME, arrow, c, columns_maze, end_turn, new, set_open, shift, with_cards

NS = B.openings_from_text("NS")


def unchanged_after(state, error, match, attempt):
    before = copy.deepcopy(GAME.state_to_json(state))
    snapshot = state.replace()
    with pytest.raises(error, match=match):
        attempt()
    assert GAME.state_to_json(state) == before
    assert state == snapshot


def after_first_turn():
    return end_turn(shift(new(2, 3), "Nb"))  # forbidden is now Sb


def test_malformed_text_action():
    state = new(2)
    unchanged_after(
        state,
        MalformedActionError,
        "cannot read 'jump!'.*Write a shift as arrow:sides",
        lambda: GAME.apply_text(state, 0, "jump!"),
    )


def test_malformed_json_action():
    state = new(2)
    unchanged_after(
        state,
        MalformedActionError,
        "unknown action type 'fly'",
        lambda: GAME.apply_json(state, 0, {"type": "fly"}),
    )


def test_illegal_push_back_at_the_forbidden_arrow():
    state = after_first_turn()
    unchanged_after(
        state,
        IllegalActionError,
        "may not go in at Sb: that would push back",
        lambda: GAME.apply(state, 1, Shift(arrow("Sb"), B.openings(state.spare))),
    )
    unchanged_after(state, IllegalActionError, "push back", lambda: GAME.apply_text(state, 1, "Sb"))


def test_illegal_orientation_of_the_spare():
    state = set_open(new(2), {"spare": "NS"})
    unchanged_after(
        state,
        IllegalActionError,
        "cannot be turned to open ES; it can open NS, EW",
        lambda: GAME.apply_text(state, 0, "Nb:ES"),
    )


def test_illegal_openings_with_extra_bits_are_refused():
    # Regression: bits above N/E/S/W used to be accepted and written into the tile,
    # which gave the pushed-in tile a treasure.
    state = set_open(new(2), {"spare": "NS"})
    unchanged_after(
        state,
        IllegalActionError,
        "not a set of open sides",
        lambda: GAME.apply(state, 0, Shift(0, NS | 0x30)),
    )
    assert Shift(0, NS | 0x30) not in GAME.legal_actions(state, 0)
    assert not GAME.is_legal(state, 0, Shift(0, NS - 16))


def test_illegal_move_to_an_unreachable_cell():
    state = columns_maze(new(2)).replace(step="move", pawns=(c("b1"), c("g1")))
    unchanged_after(
        state,
        IllegalActionError,
        "d4 cannot be reached from b1 along an unbroken corridor",
        lambda: GAME.apply_text(state, 0, "d4"),
    )


def test_illegal_move_before_the_shift():
    state = new(2)
    unchanged_after(
        state,
        IllegalActionError,
        "first shift the maze",
        lambda: GAME.apply(state, 0, MoveTo(state.pawns[0])),
    )


def test_illegal_coin_outside_the_coin_step():
    state = new(2, 0, day_night=True)
    unchanged_after(
        state, IllegalActionError, "first shift", lambda: GAME.apply(state, 0, TakeCoin(0))
    )


def test_illegal_coin_number_at_the_coin_step():
    state = new(2, 0, day_night=True).replace(phase="night", step="coin", ended_by=0)
    unchanged_after(
        state, IllegalActionError, "no coin 4", lambda: GAME.apply(state, 0, TakeCoin(3))
    )
    unchanged_after(
        state,
        IllegalActionError,
        "choose one of the three face-down coins",
        lambda: GAME.apply(state, 0, MoveTo(0)),
    )


def test_wrong_player():
    state = new(3)
    unchanged_after(
        state,
        WrongPlayerError,
        r"not red \(player 2\)'s turn \(waiting for yellow \(player 1\)\)",
        lambda: GAME.apply_text(state, 1, "Nb"),
    )
    unchanged_after(state, WrongPlayerError, "not a player", lambda: GAME.apply(state, "x", None))


def test_action_after_the_game_is_over():
    state = with_cards(new(2, 1), 0, [], list(range(12)))
    state = end_turn(shift(state, "Nd"))  # player 1 stays home with everything
    assert GAME.outcome(state) is not None
    unchanged_after(
        state, GameOverError, "the game is over", lambda: GAME.apply_text(state, 1, "Nb")
    )


@pytest.mark.parametrize("action", [Shift("Nb", 5), Shift(0, "NS"), Shift(0.0, 5), Shift(True, 5)])
def test_action_objects_with_non_integer_fields_are_malformed(action):
    # Regression: these used to escape as a bare TypeError (or crash in the shift).
    state = new(2)
    unchanged_after(
        state,
        MalformedActionError,
        "fields must be whole numbers",
        lambda: GAME.apply(state, 0, action),
    )


def test_move_objects_with_non_integer_cells_are_malformed():
    state = shift(new(2), "Nb")
    for action in (MoveTo("a1"), MoveTo(None)):
        unchanged_after(
            state,
            MalformedActionError,
            "not a labyrinth action",
            lambda a=action: GAME.apply(state, 0, a),
        )
