"""The expert level: every game's hard bot with a larger budget, under its own name,
offered wherever the other levels are, and playing whole games legally."""

from __future__ import annotations

import random
from typing import Any

import pytest

from spelkast.bots.base import BotSettingError, RandomBot, get_bot
from spelkast.bots.levels import EXPERT_MAX_SECONDS, LEVELS, ExpertFactory, LevelBot, levels_of
from spelkast.bots.sudoku_expert import DEEP, DeepReplySearch, SudokuExpertBot
from spelkast.bots.sudoku_hard import ChanceSearch, ReplySearch
from spelkast.core.registry import all_games, get_game
from spelkast.games.sudoku.data import SIDES
from spelkast.games.sudoku.state import Place

GAMES = sorted(game.info.id for game in all_games())
# A small budget and no time cap: quick, and a pure function of view, legal and rng.
SMALL = "iterations=20:seconds=0"


@pytest.mark.parametrize("game_id", GAMES)
def test_expert_is_the_strongest_level_and_searches_longer_than_hard(game_id: str) -> None:
    assert LEVELS[-1] == "expert"
    assert levels_of(game_id)[-2:] == ["hard", "expert"]
    expert, hard = get_bot(game_id, "expert"), get_bot(game_id, "hard")
    assert expert.name == "expert"
    if isinstance(expert, SudokuExpertBot):  # hard inside, its 3-4 player search longer
        assert expert.seconds == EXPERT_MAX_SECONDS
        assert expert.hard.many.budget.iterations > hard.many.budget.iterations  # type: ignore[attr-defined]
        assert expert.rounds > 1
    else:  # the hard search bot: more iterations, a longer cap within 3 s
        assert isinstance(expert, LevelBot)
        assert expert.budget.iterations > hard.budget.iterations  # type: ignore[attr-defined]
        assert expert.budget.seconds == EXPERT_MAX_SECONDS
    assert EXPERT_MAX_SECONDS < 3.0


def positions(game_id: str, players: int, seed: int) -> list[tuple[Any, int]]:
    """Some positions of a game between medium bots, with the seat to move."""
    game = get_game(game_id)
    medium = get_bot(game_id, "medium")
    rng = random.Random(seed)
    state = game.new_initial_state(players, {}, seed=seed)
    found = []
    step = 0
    while game.to_move(state) and len(found) < 4:
        seat = game.to_move(state)[0]
        legal = game.legal_actions(state, seat)
        if step % 5 == 3 and len(legal) > 1:
            found.append((state, seat))
        action = medium.choose(game, seat, game.view(state, seat), legal, rng)
        state = game.apply(state, seat, action)
        step += 1
    return found


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("players", [2, 3])
def test_expert_with_hard_s_budget_chooses_exactly_as_hard(game_id: str, players: int) -> None:
    """Composed, not rewritten: given the same settings it is the hard bot."""
    game = get_game(game_id)
    found = positions(game_id, players, seed=4)
    assert found
    # Sudoku's and Sudoids' expert differs from hard only in the endgame's deeper search.
    deep = ":deep_empty=0" if game_id in DEEP else ""
    for number, (state, seat) in enumerate(found):
        view, legal = game.view(state, seat), game.legal_actions(state, seat)
        chosen = [
            get_bot(game_id, f"{level}:{SMALL}{deep if level == 'expert' else ''}").choose(
                game, seat, view, legal, random.Random(number)
            )
            for level in ("expert", "hard")
        ]
        assert chosen[0] == chosen[1]


@pytest.mark.parametrize("game_id", GAMES)
def test_an_expert_plays_a_whole_game_legally(game_id: str) -> None:
    game = get_game(game_id)
    bots = [get_bot(game_id, f"expert:{SMALL}"), get_bot(game_id, "medium")]
    rng = random.Random(6)
    state = game.new_initial_state(2, {}, seed=6)
    decisions = 0
    for _ in range(5000):
        movers = game.to_move(state)
        if not movers:
            break
        chosen = []
        for seat in movers:
            legal = game.legal_actions(state, seat)
            action = bots[seat].choose(game, seat, game.view(state, seat), legal, rng)
            assert game.is_legal(state, seat, action), game.format_action(action)
            chosen.append((seat, action))
            decisions += seat == 0
        for seat, action in chosen:
            state = game.apply(state, seat, action)
    assert game.is_terminal(state)
    assert decisions > 0


def test_a_setting_the_expert_does_not_take_is_refused_and_its_budget_is_checked() -> None:
    with pytest.raises(BotSettingError, match="horizon"):
        get_bot("traexx", "expert:horizon=2")
    assert get_bot("labyrinth", "expert:horizon=2").budget.iterations > 600  # type: ignore[attr-defined]

    def hard(iterations: int = 10) -> RandomBot:
        return RandomBot()

    with pytest.raises(TypeError, match="depth"):
        ExpertFactory(hard, depth=3)


def sudoku_endgames(side_id: str, empty_at_most: int) -> list[tuple[Any, dict[str, Any], int]]:
    """Two-player positions (state, view, seat) of medium self-play with few cells empty and the
    opponent holding a tile."""
    game = get_game(side_id)
    medium = get_bot(side_id, "medium")
    found = []
    for seed in range(8):
        rng = random.Random(seed)
        state = game.new_initial_state(2, {}, seed=seed)
        while game.to_move(state):
            seat = game.to_move(state)[0]
            view, legal = game.view(state, seat), game.legal_actions(state, seat)
            board = view["board"]
            assert isinstance(board, list)
            if (
                sum(not held for held in board) <= empty_at_most
                and view["players"][1 - seat]["has_tile"]
            ):
                found.append((state, view, seat))
            state = game.apply(state, seat, medium.choose(game, seat, view, legal, rng))
    return found


@pytest.mark.parametrize("side_id", sorted(DEEP))
def test_the_deep_search_one_round_deep_is_the_hard_search(side_id: str) -> None:
    side = SIDES[side_id]
    found = sudoku_endgames(side_id, 14)
    assert len(found) >= 5
    deeper_differs = False
    for _, view, seat in found:
        model = ChanceSearch(side, view, seat)
        hard = ReplySearch(model)
        one, two = DeepReplySearch(model, 1), DeepReplySearch(model, 2)
        for cell in hard.cells():
            shallow, deep = hard.value(cell), two.value(cell)
            assert shallow is not None
            assert deep is not None
            assert one.value(cell) == pytest.approx(shallow, abs=1e-12)
            assert 0.0 <= deep <= 1.0
            deeper_differs |= abs(deep - shallow) > 1e-6
    assert deeper_differs, "looking a round further changed no value: the test shows nothing"


def test_out_of_time_the_sudoku_expert_plays_the_hard_choice() -> None:
    game = get_game("sudoids")
    state, view, seat = sudoku_endgames("sudoids", 14)[0]
    legal = game.legal_actions(state, seat)
    search = DeepReplySearch(ChanceSearch(SIDES["sudoids"], view, seat), 3)
    assert search.choose(deadline=0.0) is None  # the past: no cell gets valued in time
    hard_cell = ReplySearch(ChanceSearch(SIDES["sudoids"], view, seat)).choose(None)
    assert get_bot("sudoids", "hard:seconds=0").choose(
        game, seat, view, legal, random.Random(1)
    ) == Place(hard_cell)
    expert = get_bot("sudoids", "expert:seconds=0.000001:rounds=3")
    assert expert.choose(game, seat, view, legal, random.Random(1)) == Place(hard_cell)
