"""Notation, JSON, views and errors."""

from __future__ import annotations

import copy
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spelkast.core.errors import (
    IllegalActionError,
    InvalidPositionError,
    MalformedActionError,
    WrongPlayerError,
)
from spelkast.games.labyrinth_cards import Discard, Place

from .helpers import GAME, new, position, views_of_everyone


def playout(players: int, seed: int, steps: int):
    rng = random.Random(seed)
    s = new(players, seed=seed)
    for _ in range(steps):
        if GAME.is_terminal(s):
            break
        s = GAME.apply(s, s.current, rng.choice(list(GAME.legal_actions(s, s.current))))
    return s


@settings(max_examples=40, deadline=None)
@given(st.integers(2, 6), st.integers(0, 10_000), st.integers(0, 60))
def test_states_round_trip_through_json_and_text(players, seed, steps):
    s = playout(players, seed, steps)
    assert GAME.state_from_json(json.loads(json.dumps(GAME.state_to_json(s)))) == s
    text = GAME.position_to_text(s)
    assert GAME.position_from_text(text) == s
    assert GAME.position_to_text(GAME.position_from_text(text)) == text


@settings(max_examples=30, deadline=None)
@given(st.integers(2, 6), st.integers(0, 10_000), st.integers(0, 40))
def test_actions_round_trip_through_json_and_text(players, seed, steps):
    s = playout(players, seed, steps)
    for action in GAME.legal_actions(s, s.current):
        assert GAME.action_from_json(json.loads(json.dumps(GAME.action_to_json(action)))) == action
        assert GAME.parse_action(GAME.format_action(action)) == action


def test_action_notation_examples():
    assert GAME.format_action(Place(17, 1, 2, -1, (5, 12))) == "17r1@2,-1x5,12"
    assert GAME.format_action(Discard(17)) == "d17"
    assert GAME.parse_action(" 17 @ 0,2 ") == Place(17, 0, 0, 2)
    assert GAME.parse_action("D9") == Discard(9)


def test_views_hide_the_hands_of_others_and_the_pile():
    s = playout(4, 3, 10)
    secret_pile = set(s.pile)
    for view in views_of_everyone(s):
        assert "pile" not in view
        assert view["pile_size"] == len(s.pile)
        for p, seat in enumerate(view["players"]):
            if p == view["viewer"]:
                assert seat["hand"] == list(s.hands[p])
            else:
                assert seat["hand"] is None
        # No pile card and no other player's hand card appears anywhere in the view.
        hidden = secret_pile | {c for p, h in enumerate(s.hands) if p != view["viewer"] for c in h}
        visible_cards = {e["card"] for e in view["layout"]} | set(view["discards"])
        visible_cards |= {c for seat in view["players"] for c in seat["taken"]}
        if view["viewer"] is not None:
            visible_cards |= set(s.hands[view["viewer"]])
        assert hidden
        assert not (hidden & visible_cards)


@settings(max_examples=20, deadline=None)
@given(st.integers(2, 6), st.integers(0, 10_000), st.integers(1, 60))
def test_the_public_record_rebuilds_every_earlier_layout_and_shows_no_draw(players, seed, steps):
    rng = random.Random(seed)
    states = [new(players, seed=seed)]
    while len(states) <= steps and not GAME.is_terminal(states[-1]):
        s = states[-1]
        states.append(GAME.apply(s, s.current, rng.choice(list(GAME.legal_actions(s, s.current)))))
    final = states[-1]
    view = GAME.view(final, 0)
    record = view["history"]
    assert len(record) == final.turn == len(states) - 1
    assert GAME.state_from_json(json.loads(json.dumps(GAME.state_to_json(final)))).history == (
        final.history
    )
    # Undo the turns one by one, from the last: each gives the layout the turn was played on.
    grid = {(x, y): (card, rotation) for x, y, card, rotation in final.layout}
    for entry, before, after in zip(
        reversed(record), reversed(states[:-1]), reversed(states[1:]), strict=True
    ):
        action = GAME.action_from_json(entry["action"])
        assert (entry["player"], action) == after.last
        if isinstance(action, Place):
            assert grid.pop((action.x, action.y)) == (action.card, action.rotation)
        assert sorted(card for _, _, card, _ in entry["removed"]) == sorted(
            action.take if isinstance(action, Place) else ()
        )
        for x, y, card, rotation in entry["removed"]:
            grid[(x, y)] = (card, rotation)
        assert grid == before.grid
    # The record names only cards that everyone has seen on the table or discarded.
    named = {entry["action"]["card"] for entry in record}
    named |= {card for entry in record for _, _, card, _ in entry["removed"]}
    assert not named & ({c for h in final.hands for c in h} | set(final.pile))


def test_views_do_not_change_when_only_secrets_change():
    s = playout(3, 8, 5)
    other = s.replace(pile=tuple(reversed(s.pile)))
    assert GAME.view(s, 0) == GAME.view(other, 0)
    assert GAME.view(s, None) == GAME.view(other, None)


def test_errors_leave_the_state_unchanged():
    s = position(
        """
        :  |
        :- 1 --11 -
        :  |
        """,
        hands=[[2, 7], [3, 4]],
    )
    before = copy.deepcopy(GAME.state_to_json(s))
    bad = [
        (0, Place(3, 0, 0, -1), IllegalActionError),
        (0, Place(7, 0, 0, 0), IllegalActionError),
        (0, Place(7, 0, 7, 7), IllegalActionError),
        (0, Discard(7), IllegalActionError),
        (1, Place(3, 0, 0, -1), WrongPlayerError),
        (0, "7r0@0,-1", IllegalActionError),
    ]
    for player, action, error in bad:
        with pytest.raises(error):
            GAME.apply(s, player, action)
        assert GAME.state_to_json(s) == before
    with pytest.raises(MalformedActionError):
        GAME.apply_text(s, 0, "place the seven")
    with pytest.raises(MalformedActionError):
        GAME.apply_json(s, 0, {"type": "place", "card": 7, "rotation": 0, "x": "a", "y": 0})
    assert GAME.state_to_json(s) == before


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], "JSON object"),
        ({"type": "jump"}, "unknown action type"),
        ({"type": "discard", "card": 0}, "no card 0"),
        ({"type": "place", "card": 7, "rotation": 5, "x": 0, "y": 0}, "rotation"),
        ({"type": "place", "card": 7, "x": 0, "y": 0, "take": 5}, "list"),
        ({"type": "place", "card": True, "x": 0, "y": 0}, "whole number"),
    ],
)
def test_malformed_json_actions_are_reported(data, message):
    with pytest.raises(MalformedActionError, match=message):
        GAME.action_from_json(data)


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda t: t.replace("0,0=", "5,5=", 1), "one group"),
        (lambda t: t.split(" ", 1)[0] + " " + t.split(" ", 1)[1].replace(" 1 ", " 9 "), "seat"),
        (lambda t: t.replace(";1,0=", ";0,0=", 1), "same cell|two cards"),
        (lambda t: " ".join(t.split()[:5]), "7 fields"),
        (lambda t: t.replace(" -/- ", " 51/- ", 1), "no card 51"),
    ],
)
def test_invalid_positions_are_reported(mutate, message):
    text = GAME.position_to_text(new(2, seed=1))
    with pytest.raises(InvalidPositionError, match=message):
        GAME.position_from_text(mutate(text))


def test_invalid_json_state_is_reported():
    data = GAME.state_to_json(new(2, seed=1))
    data["pile"] = data["pile"][1:]
    with pytest.raises(InvalidPositionError, match="exactly once"):
        GAME.state_from_json(data)
    with pytest.raises(InvalidPositionError):
        GAME.state_from_json({"game": "labyrinth-cards"})
