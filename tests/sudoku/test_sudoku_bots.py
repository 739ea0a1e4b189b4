"""The greedy bot: most points now, never breaks the rule, claims exactly when right,
and decides from its seat's view only."""

from __future__ import annotations

import random

import pytest

from spelkast.bots.base import available_bots, get_bot
from spelkast.games.sudoku import (
    BROKE,
    CLAIM_RIGHT,
    CLAIM_WRONG,
    SUDOIDS_GAME,
    SUDOKU,
    Claim,
    Place,
    SudokuGame,
)

from .pictures import SCORING_EXAMPLE, SEVEN_STUCK
from .sudoku_helpers import craft, play_seeded


@pytest.mark.parametrize("game", [SUDOKU, SUDOIDS_GAME], ids=lambda g: g.info.id)
def test_greedy_and_random_bots_are_available(game: SudokuGame) -> None:
    assert {"greedy", "random"} <= set(available_bots(game.info.id))


@pytest.mark.parametrize("game", [SUDOKU, SUDOIDS_GAME], ids=lambda g: g.info.id)
@pytest.mark.parametrize("seed", range(6))
def test_greedy_under_table_rules_never_breaks_the_rule_and_claims_rightly(
    game: SudokuGame, seed: int
) -> None:
    history = play_seeded(game, ["greedy", "random", "greedy"], {"mode": "table"}, seed)
    for player, _, state in history:
        assert state.last is not None
        if player != 1:
            assert state.last.kind not in (BROKE, CLAIM_WRONG)
        if state.last.kind == CLAIM_RIGHT:
            assert state is history[-1][2]


@pytest.mark.parametrize("scoring", ["full", "simple", "block"])
def test_greedy_takes_the_most_points_now(scoring: str) -> None:
    bot = get_bot("sudoku", "greedy")
    for seed in range(5):
        state = SUDOKU.new_initial_state(2, {"scoring": scoring, "mode": "assisted"}, seed)
        rng = random.Random(seed)
        for _ in range(15):
            if not SUDOKU.to_move(state):
                break
            (player,) = SUDOKU.to_move(state)
            legal = SUDOKU.legal_actions(state, player)
            gains = {a: SUDOKU.apply(state, player, a).scores[player] for a in legal}
            choice = bot.choose(SUDOKU, player, SUDOKU.view(state, player), legal, rng)
            assert gains[choice] == max(gains.values())
            state = SUDOKU.apply(state, player, choice)


def test_greedy_on_the_rulebook_picture_plays_the_best_cell() -> None:
    state = craft(SUDOKU, SCORING_EXAMPLE, ["7", "1"], scoring="full")
    bot = get_bot("sudoku", "greedy")
    view = SUDOKU.view(state, 0)
    choice = bot.choose(SUDOKU, 0, view, SUDOKU.legal_actions(state, 0), random.Random(0))
    assert isinstance(choice, Place)
    best = max(SUDOKU.apply(state, 0, a).scores[0] for a in SUDOKU.legal_actions(state, 0))
    assert SUDOKU.apply(state, 0, choice).scores[0] == best
    assert SUDOKU.apply(state, 0, choice).last.kind != BROKE  # type: ignore[union-attr]


def test_greedy_claims_when_its_tile_fits_nowhere() -> None:
    state = craft(SUDOKU, SEVEN_STUCK, ["7", "1"])
    bot = get_bot("sudoku", "greedy")
    choice = bot.choose(
        SUDOKU, 0, SUDOKU.view(state, 0), SUDOKU.legal_actions(state, 0), random.Random(0)
    )
    assert choice == Claim()


def test_greedy_decides_from_the_view_only() -> None:
    """Same view, different hidden pile and opponent tile: the same choice."""
    a = craft(SUDOKU, SCORING_EXAMPLE, ["7", "1"], top="4")
    b = craft(SUDOKU, SCORING_EXAMPLE, ["7", "4"], top="1")
    bot = get_bot("sudoku", "greedy")
    choice_a = bot.choose(
        SUDOKU, 0, SUDOKU.view(a, 0), SUDOKU.legal_actions(a, 0), random.Random(3)
    )
    choice_b = bot.choose(
        SUDOKU, 0, SUDOKU.view(b, 0), SUDOKU.legal_actions(b, 0), random.Random(3)
    )
    assert choice_a == choice_b
