"""Bot levels: every game offers easy and medium; easy errs only among sensible moves."""

from __future__ import annotations

import random
from typing import Any

import pytest

from spelkast.bots import available_bots, get_bot
from spelkast.bots.levels import EasyBot, levels_of
from spelkast.core.registry import all_games, get_game
from spelkast.games.sudoku import rules as R
from spelkast.games.sudoku.data import SIDES
from spelkast.games.sudoku.state import Place

GAMES = sorted(game.info.id for game in all_games())


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_offers_easy_and_medium_and_keeps_greedy(game_id: str) -> None:
    assert levels_of(game_id)[:2] == ["easy", "medium"]
    assert "greedy" in available_bots(game_id)
    assert type(get_bot(game_id, "medium")) is type(get_bot(game_id, "greedy"))
    assert isinstance(get_bot(game_id, "easy"), EasyBot)


def sudoku_position() -> tuple[Any, Any, int]:
    game = get_game("sudoku")
    state = game.new_initial_state(2, {"mode": "table"}, seed=3)
    rng = random.Random(1)
    medium = get_bot("sudoku", "medium")
    for _ in range(6):  # a few medium moves so that the rule rules out some cells
        seat = game.to_move(state)[0]
        legal = game.legal_actions(state, seat)
        state = game.apply(
            state, seat, medium.choose(game, seat, game.view(state, seat), legal, rng)
        )
    return game, state, game.to_move(state)[0]


def test_easy_without_mistakes_plays_exactly_medium() -> None:
    game, state, seat = sudoku_position()
    view, legal = game.view(state, seat), game.legal_actions(state, seat)
    medium = get_bot("sudoku", "medium")
    easy = EasyBot(medium, lambda *_: list(legal), mistake_rate=0.0)
    for seed in range(20):
        # Easy rolls once before asking medium: give medium the rng in the same place.
        expected_rng = random.Random(seed)
        expected_rng.random()
        assert easy.choose(game, seat, view, legal, random.Random(seed)) == medium.choose(
            game, seat, view, legal, expected_rng
        )


def test_easy_mistakes_stay_on_cells_the_sudoku_rule_allows() -> None:
    game, state, seat = sudoku_position()
    view, legal = game.view(state, seat), game.legal_actions(state, seat)
    allowed = {Place(c) for c in R.legal_cells(SIDES["sudoku"], list(view["board"]), view["hand"])}
    # Under table rules the legal actions include cells that break the Sudoku rule.
    assert allowed < set(legal)
    always_wrong = EasyBot(get_bot("sudoku", "medium"), get_bot("sudoku", "easy").sensible, 1.0)
    chosen = {always_wrong.choose(game, seat, view, legal, random.Random(s)) for s in range(60)}
    assert chosen <= allowed
    assert len(chosen) > 1  # it really picks among them


def test_a_mistake_rate_outside_zero_one_is_refused() -> None:
    with pytest.raises(ValueError, match="between 0 and 1"):
        EasyBot(get_bot("sudoku", "medium"), lambda *_: [], mistake_rate=1.5)
