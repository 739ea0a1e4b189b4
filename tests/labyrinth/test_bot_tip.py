"""The rulebook's tip, as the greedy bot plays it: reach the target when you can,
otherwise stand as well placed as possible for the next turn; head home when done."""

from __future__ import annotations

import random

import pytest

from spelkast.bots.base import get_bot
from spelkast.games.labyrinth import OVER, SHIFT
from spelkast.games.labyrinth import board as B

from .helpers import GAME, HOMES, new, with_cards


def bot_turn(state, seed=0):
    """Let the greedy bot play one whole turn (shift and move) from its own view."""
    bot = get_bot("labyrinth", "greedy")
    rng = random.Random(seed)
    player = state.current
    for _ in range(2):
        legal = GAME.legal_actions(state, player)
        action = bot.choose(GAME, player, GAME.view(state, player), legal, rng)
        state = GAME.apply(state, player, action)
    return state


def positions(count):
    """Mid-game positions from seeded random play, at the start of a turn."""
    out = []
    for seed in range(count):
        rng = random.Random(seed)
        state = new(2 + seed % 3, seed)
        for _ in range(2 * (seed % 5)):
            if state.step == OVER:
                break
            state = GAME.apply(
                state, state.current, rng.choice(GAME.legal_actions(state, state.current))
            )
        if state.step == SHIFT:
            out.append(state)
    return out


def finds_target(before, after, player):
    return len(after.found[player]) > len(before.found[player])


@pytest.mark.parametrize("state", positions(24))
def test_greedy_bot_reaches_its_treasure_whenever_some_turn_does(state):
    player = state.current
    possible = any(finds_target(state, child, player) for _, child in GAME.turns(state))
    after = bot_turn(state)
    assert finds_target(state, after, player) == possible


@pytest.mark.parametrize("state", positions(24))
def test_greedy_bot_otherwise_ends_as_close_as_it_can_after_its_shift(state):
    player = state.current
    target = state.piles[player][0]
    bot = get_bot("labyrinth", "greedy")
    legal = GAME.legal_actions(state, player)
    shifted = GAME.apply(
        state, player, bot.choose(GAME, player, GAME.view(state, player), legal, random.Random(1))
    )
    goal = next((i for i, t in enumerate(shifted.board) if B.treasure_of(t) == target), None)
    if goal is None:
        pytest.skip("the target is on the spare after the bot's shift")
    reach = B.cells_of(B.reachable(shifted.board, shifted.pawns[player]))
    legal = GAME.legal_actions(shifted, player)
    move = bot.choose(GAME, player, GAME.view(shifted, player), legal, random.Random(1))
    best = min(B.manhattan(cell, goal) for cell in reach)
    assert B.manhattan(move.cell, goal) == best


def test_greedy_bot_heads_home_and_wins_when_it_can():
    wins = 0
    for seed in range(12):
        state = with_cards(new(2, seed), 0, [], list(range(12)))
        can_win = any(child.step == OVER for _, child in GAME.turns(state))
        after = bot_turn(state, seed)
        assert (after.step == OVER) == can_win
        if can_win:
            assert after.pawns[0] == HOMES[0]
            wins += 1
    assert wins > 0


def test_the_sample_positions_include_reachable_and_unreachable_targets():
    reachable = [
        any(finds_target(s, child, s.current) for _, child in GAME.turns(s)) for s in positions(24)
    ]
    assert any(reachable)
    assert not all(reachable)
