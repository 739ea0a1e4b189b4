"""A turn, step 3 (drawing), play order, a player who cannot place, and the end."""

from __future__ import annotations

import pytest

from spelkast.core.errors import GameOverError, IllegalActionError, WrongPlayerError
from spelkast.games.labyrinth_cards import Discard, Place

from .helpers import GAME, new, position

ROW = """
:  |
:- 1 --11 --15 --29 -
:  |
"""

# Four corners closed into a ring: no corridor leads out, so no card can be placed.
RING = """
:
: 16 --24
:  |    |
:  |    |
: 14 -- 8
"""


def test_the_player_draws_back_to_two_cards_from_the_pile():
    s = new(3, seed=4)
    action = GAME.legal_actions(s, 0)[0]
    after = GAME.apply(s, 0, action)
    assert len(after.hands[0]) == 2
    assert s.pile[0] in after.hands[0]
    assert after.pile == s.pile[1:]


def test_play_goes_round_the_table_clockwise():
    s = new(3, seed=4)
    seen = []
    for _ in range(6):
        seen.append(s.current)
        s = GAME.apply(s, s.current, GAME.legal_actions(s, s.current)[0])
    assert seen == [0, 1, 2, 0, 1, 2]


def test_with_the_pile_empty_no_card_is_drawn_and_empty_hands_are_skipped():
    s = position(ROW, hands=[[7], [3, 4], [44]], current=0)
    s = GAME.apply(s, 0, GAME.legal_actions(s, 0)[0])
    assert s.hands[0] == ()
    assert s.current == 1
    s = GAME.apply(s, 1, GAME.legal_actions(s, 1)[0])
    assert s.current == 2
    s = GAME.apply(s, 2, GAME.legal_actions(s, 2)[0])
    assert s.current == 1  # seat 1 has no cards left: seat 2 plays its last card


def test_the_game_ends_when_the_pile_is_empty_and_all_hands_are_played():
    s = position(ROW, hands=[[7], [44]])
    s = GAME.apply(s, 0, GAME.legal_actions(s, 0)[0])
    assert GAME.to_move(s) == (1,)
    s = GAME.apply(s, 1, GAME.legal_actions(s, 1)[0])
    assert GAME.to_move(s) == ()
    assert GAME.legal_actions(s, 0) == []
    assert GAME.legal_actions(s, 1) == []
    with pytest.raises(GameOverError):
        GAME.apply(s, 0, Place(7, 0, 9, 9))


def test_most_cards_wins():
    s = position(ROW, hands=[[2], []], taken=[[38], [16, 49]])
    s = GAME.apply(s, 0, Place(2, 0, 4, 0, (1,)))  # seat 1 takes card 1: 2 against 2 ...
    outcome = GAME.outcome(s)
    assert outcome is not None
    assert outcome.scores == (2.0, 2.0)
    assert outcome.winners == (0, 1)  # ... a tie is a shared win
    assert "shared win" in outcome.reason
    s = position(ROW, hands=[[2], []], taken=[[38], [16, 49]])
    s = GAME.apply(s, 0, Place(2, 0, 4, 0))  # takes nothing
    outcome = GAME.outcome(s)
    assert outcome is not None
    assert outcome.winners == (1,)
    assert outcome.ranks == (2, 1)


def test_a_player_who_cannot_place_discards_a_card_and_draws():
    # Our decision: the rules do not say what happens.
    s = position(RING, hands=[[2, 7], [3, 4]], pile=[44, 43])
    assert GAME.legal_actions(s, 0) == [Discard(2), Discard(7)]
    after = GAME.apply(s, 0, Discard(7))
    assert after.discards[-1] == 7
    assert after.hands[0] == (2, 44)
    assert after.layout == s.layout
    assert after.current == 1


def test_discarding_is_refused_while_a_card_can_be_placed():
    s = position(ROW, hands=[[2, 7], [3, 4]])
    with pytest.raises(IllegalActionError, match="only discard when none"):
        GAME.apply(s, 0, Discard(7))


def test_only_the_player_to_move_may_act():
    s = position(ROW, hands=[[2, 7], [3, 4]])
    with pytest.raises(WrongPlayerError):
        GAME.apply(s, 1, GAME.legal_actions(s, 0)[0])
    assert GAME.legal_actions(s, 1) == []


def test_every_game_ends_each_turn_uses_up_a_card():
    for seed in range(5):
        s = new(2 + seed % 5, seed=seed)
        for _ in range(50):
            if GAME.is_terminal(s):
                break
            before = len(s.pile) + sum(len(h) for h in s.hands)
            s = GAME.apply(s, s.current, GAME.legal_actions(s, s.current)[-1])
            assert len(s.pile) + sum(len(h) for h in s.hands) == before - 1
        assert GAME.is_terminal(s)
