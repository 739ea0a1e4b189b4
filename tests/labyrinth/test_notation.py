"""The text notation of positions and actions, and the JSON forms (round trips)."""

from __future__ import annotations

import json
import random

import pytest

from spelkast.core.errors import InvalidPositionError, MalformedActionError
from spelkast.games.labyrinth import OVER, MoveTo, Shift, TakeCoin
from spelkast.games.labyrinth import board as B

from .helpers import GAME, c, new

VARIANTS = [
    {},
    {"open_cards": True},
    {"no_return": True},
    {"open_cards": True, "no_return": True},
    {"day_night": True},
    {"tiles": "12-16-6", "first_player": "random"},
]


def played(n, seed, options, actions):
    """A position reached by ``actions`` random legal actions from a seeded start."""
    rng = random.Random(seed)
    state = new(n, seed, **options)
    for _ in range(actions):
        if state.step == OVER:
            break
        state = GAME.apply(
            state, state.current, rng.choice(GAME.legal_actions(state, state.current))
        )
    return state


POSITIONS = [
    played(n, seed, options, actions)
    for n, seed, actions in [(2, 1, 0), (3, 2, 7), (4, 3, 30)]
    for options in VARIANTS
]


@pytest.mark.parametrize("state", POSITIONS)
def test_position_text_round_trips(state):
    text = GAME.position_to_text(state)
    assert GAME.position_from_text(text) == state
    assert GAME.position_to_text(GAME.position_from_text(text)) == text


@pytest.mark.parametrize("state", POSITIONS)
def test_state_json_round_trips(state):
    data = json.loads(json.dumps(GAME.state_to_json(state)))
    assert GAME.state_from_json(data) == state


def test_round_trips_of_night_finished_and_coin_positions():
    state = new(3, 4, day_night=True)
    for changes in (
        {"phase": "night"},
        {"phase": "night", "step": "coin", "ended_by": 2, "current": 2},
        {"phase": "night", "step": "over", "ended_by": 1, "current": 1, "coin_taken": 0},
    ):
        other = state.replace(**changes)
        assert GAME.position_from_text(GAME.position_to_text(other)) == other
        assert GAME.state_from_json(GAME.state_to_json(other)) == other


def test_tile_notation_is_hex_sides_then_treasure_letters():
    text = GAME.position_to_text(new(2, 0))
    board = text.split()[0].split("/")
    assert len(board) == 7
    # a1 is the fixed corner open east and south: 2 + 4 = 6, no treasure.
    assert board[0].split(",")[0] == "6"
    # c1 is the fixed T open east, south, west (2 + 4 + 8 = e) with the skull, "A".
    assert board[0].split(",")[2] == "eA"
    fields = text.split()
    assert fields[2] == "-"  # no forbidden arrow yet
    assert fields[3] == "a1,g1"
    assert fields[4] == "1s"


@pytest.mark.parametrize("state", POSITIONS[:6])
def test_every_legal_action_formats_and_parses_back(state):
    for action in GAME.legal_actions(state, state.current):
        assert GAME.parse_action(GAME.format_action(action), state) == action
        data = json.loads(json.dumps(GAME.action_to_json(action)))
        assert GAME.action_from_json(data) == action


def test_action_notation_examples():
    state = new(2, 0)
    assert GAME.format_action(Shift(B.parse_arrow("Nb").index, 6)) == "Nb:ES"
    assert GAME.format_action(MoveTo(c("d4"))) == "d4"
    assert GAME.format_action(TakeCoin(1)) == "coin2"
    assert GAME.parse_action("nb es") == Shift(0, 6)
    assert GAME.parse_action("W4:SN") == Shift(B.parse_arrow("W4").index, 5)
    assert GAME.parse_action("Nb", state) == Shift(0, B.openings(state.spare))
    assert GAME.parse_action("stay", state) == MoveTo(state.pawns[0])
    assert GAME.parse_action(" D4 ") == MoveTo(c("d4"))
    assert GAME.parse_action("coin3") == TakeCoin(2)
    assert GAME.action_to_json(Shift(0, 6)) == {"type": "shift", "arrow": "Nb", "open": "ES"}


@pytest.mark.parametrize("text", ["", "xx", "h1", "Nb:Q", "Nc:ES", "coin4", "coin", "Nb"])
def test_unreadable_action_text_is_malformed(text):
    with pytest.raises(MalformedActionError, match="cannot read"):
        GAME.parse_action(text)


@pytest.mark.parametrize(
    "data",
    [
        [],
        {"type": "jump"},
        {"type": "shift", "arrow": "Nb"},
        {"type": "shift", "arrow": 3, "open": "NS"},
        {"type": "move", "to": "z9"},
        {"type": "coin", "coin": 0},
        {"type": "coin", "coin": True},
    ],
)
def test_unreadable_action_json_is_malformed(data):
    with pytest.raises(MalformedActionError):
        GAME.action_from_json(data)


def _break(text, field, new_value):
    fields = text.split()
    fields[field] = new_value
    return " ".join(fields)


GOOD = GAME.position_to_text(new(2, 0))
assert "3M" in GOOD  # the tile the treasure test below rewrites


@pytest.mark.parametrize(
    ("bad", "reason"),
    [
        ("", "7 space-separated fields"),
        (GOOD + " extra", "7 space-separated fields"),
        (_break(GOOD, 0, GOOD.split()[0].replace("3M", "3N", 1)), "every treasure"),
        (_break(GOOD, 0, "e" + GOOD.split()[0][1:]), "fixed tile on a1"),
        (_break(GOOD, 0, GOOD.split()[0].replace("/", ",", 1)), "7 rows"),
        (_break(GOOD, 0, "z" + GOOD.split()[0][1:]), "hex digit"),
        (_break(GOOD, 1, "f"), "impossible open sides"),
        (_break(GOOD, 2, "Nc"), "not an arrow"),
        (_break(GOOD, 3, "a1,h9"), "not a cell"),
        (_break(GOOD, 4, "1x"), "must be a seat"),
        (_break(GOOD, 4, "3s"), "seat"),
        (_break(GOOD, 5, "A./A."), "repeated"),
        (_break(GOOD, 5, GOOD.split()[5].split("/")[0]), "2 pawns but cards for 1 player$"),
        (_break(GOOD, 4, "xs"), "turn 'xs' must be a seat"),
        (_break(GOOD, 6, "seed=x"), "seed=x needs a whole number"),
        (_break(GOOD, 6, "colour=red"), "unknown flag"),
        (_break(GOOD, 6, "dn"), "night cards"),
    ],
)
def test_invalid_positions_are_rejected_with_a_reason(bad, reason):
    with pytest.raises(InvalidPositionError, match=reason):
        GAME.position_from_text(bad)


def test_invalid_json_states_are_rejected():
    data = GAME.state_to_json(new(2, 0))
    with pytest.raises(InvalidPositionError, match="not a labyrinth state"):
        GAME.state_from_json({**data, "board": None})
    with pytest.raises(InvalidPositionError, match="one pawn per player"):
        GAME.state_from_json({**data, "pawns": [0, 99]})
    with pytest.raises(InvalidPositionError, match="not labyrinth"):
        GAME.state_from_json({**data, "game": "chess"})
