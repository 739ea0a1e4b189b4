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


def next_turn_chances(shifted, player, cell):
    """Independently of the bot: from ``cell`` on the shifted board, how many distinct
    shifts of a next turn by the same player would let it find its target."""
    state = shifted.replace(
        pawns=tuple(cell if p == player else x for p, x in enumerate(shifted.pawns)), step=SHIFT
    )
    return len(
        {
            label.split()[0]
            for label, child in GAME.turns(state)
            if finds_target(state, child, player)
        }
    )


@pytest.mark.parametrize("state", positions(10))
def test_greedy_bot_otherwise_ends_best_placed_for_the_next_turn(state):
    # The rulebook's tip: if the target cannot be reached, stand where the next turn has
    # the best chance: the most next-turn shifts that open a way to it, then closest.
    player = state.current
    target = state.piles[player][0]
    bot = get_bot("labyrinth", "greedy")
    legal = GAME.legal_actions(state, player)
    shifted = GAME.apply(
        state, player, bot.choose(GAME, player, GAME.view(state, player), legal, random.Random(1))
    )
    goal = next((i for i, t in enumerate(shifted.board) if B.treasure_of(t) == target), None)
    reach = B.cells_of(B.reachable(shifted.board, shifted.pawns[player]))
    if goal is not None and goal in reach:
        return  # covered by the test above: it reaches the target
    move = bot.choose(
        GAME,
        player,
        GAME.view(shifted, player),
        GAME.legal_actions(shifted, player),
        random.Random(1),
    )
    chances = {cell: next_turn_chances(shifted, player, cell) for cell in reach}
    assert chances[move.cell] == max(chances.values())
    if goal is not None:
        tied = [cell for cell in reach if chances[cell] == chances[move.cell]]
        assert B.manhattan(move.cell, goal) == min(B.manhattan(cell, goal) for cell in tied)


def test_greedy_bot_prefers_a_cell_with_next_turn_chances_over_a_merely_closer_one():
    # Regression: the bot used to wait next to a target it could never reach from there.
    positions_checked = 0
    for state in positions(10):
        player = state.current
        bot = get_bot("labyrinth", "greedy")
        shifted = GAME.apply(
            state,
            player,
            bot.choose(
                GAME,
                player,
                GAME.view(state, player),
                GAME.legal_actions(state, player),
                random.Random(1),
            ),
        )
        reach = B.cells_of(B.reachable(shifted.board, shifted.pawns[player]))
        chances = {cell: next_turn_chances(shifted, player, cell) for cell in reach}
        if len(set(chances.values())) > 1:
            positions_checked += 1
            move = bot.choose(
                GAME,
                player,
                GAME.view(shifted, player),
                GAME.legal_actions(shifted, player),
                random.Random(1),
            )
            assert chances[move.cell] == max(chances.values())
    assert positions_checked > 0


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
