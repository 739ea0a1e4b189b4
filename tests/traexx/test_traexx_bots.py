"""The Träxx bots: registered, legal, blind to others' pending choices, and greedy."""

from __future__ import annotations

import random

from traexx_helpers import card_with, ext, play_bots, with_card_first

from spelkast.bots import available_bots, get_bot
from spelkast.games.traexx import GAME, PASS
from spelkast.games.traexx import board as B


def test_greedy_and_random_are_available() -> None:
    assert {"greedy", "random"} <= set(available_bots("traexx"))


def test_greedy_does_not_depend_on_anothers_pending_choice() -> None:
    state = with_card_first(GAME.new_initial_state(2, seed=4), card_with("G"))
    chosen = GAME.apply(state, 0, ext("d5", "c4"))
    passed = GAME.apply(state, 0, PASS)
    bot = get_bot("traexx", "greedy")
    picks = [
        bot.choose(GAME, 1, GAME.view(s, 1), GAME.legal_actions(s, 1), random.Random(5))
        for s in (chosen, passed)
    ]
    assert picks[0] == picks[1]


def test_greedy_reaches_a_number_when_one_is_within_the_cards_reach() -> None:
    # Round 1 with red, green, grey, white: the 3 (c4) and the 4 (e7) are both in reach.
    state = with_card_first(GAME.new_initial_state(1, seed=0), card_with("G"))
    bot = get_bot("traexx", "greedy")
    action = bot.choose(
        GAME, 0, GAME.view(state, 0), GAME.legal_actions(state, 0), random.Random(1)
    )
    assert any(B.NUMBER[f] for f in action.fields)


def test_greedy_beats_random_on_average() -> None:
    wins = 0
    for seed in range(6):
        greedy = seed % 2  # greedy sits first in half the games, second in the others
        specs = ["random", "random"]
        specs[greedy] = "greedy"
        state, _ = play_bots(specs, seed)
        outcome = GAME.outcome(state)
        assert outcome is not None
        wins += outcome.scores[greedy] > outcome.scores[1 - greedy]
    assert wins >= 5
