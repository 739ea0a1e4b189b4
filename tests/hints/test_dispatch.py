"""spelkast.hints.hint serves every registered game from a view and refuses what is not
a hint request."""

from __future__ import annotations

import pytest

from spelkast.core.registry import all_games, get_game
from spelkast.games.labyrinth import OVER
from spelkast.hints import HINTED_GAMES, help_proposal, hint


def test_every_registered_game_has_hints() -> None:
    assert sorted(HINTED_GAMES) == sorted(game.info.id for game in all_games())


def test_a_game_without_hints_or_a_push_for_a_game_without_pushes_is_refused() -> None:
    with pytest.raises(ValueError, match="no hints"):
        hint({"game": "chess", "viewer": 0})
    game = get_game("sudoku")
    state = game.new_initial_state(1, seed=2)
    with pytest.raises(ValueError, match="no pushes"):
        hint(game.view(state, 0), {"type": "shift", "arrow": "Nb", "open": "NS"})


@pytest.mark.parametrize("game_id", ["labyrinth-cards", "sudoku", "sudoids", "traexx"])
def test_help_proposals_need_a_bot_outside_labyrinth(game_id: str) -> None:
    game = get_game(game_id)
    state = game.new_initial_state(2, seed=2)
    seat = game.to_move(state)[0]
    assert hint(game.view(state, seat)) is not None
    assert help_proposal(game.view(state, seat)) is None


@pytest.mark.parametrize("game_id", sorted(set(HINTED_GAMES) - {"labyrinth"}))
def test_a_finished_game_has_no_hint(game_id: str) -> None:
    game = get_game(game_id)
    state = game.new_initial_state(2, seed=6)
    for _ in range(1000):
        if game.is_terminal(state):
            break
        mover = game.to_move(state)[0]
        state = game.apply(state, mover, game.legal_actions(state, mover)[0])
    assert game.is_terminal(state)
    assert all(hint(game.view(state, seat)) is None for seat in range(2))


def test_a_finished_labyrinth_has_no_hint() -> None:
    game = get_game("labyrinth")
    state = game.new_initial_state(2, seed=6).replace(step=OVER, ended_by=1)
    assert game.is_terminal(state)
    assert all(hint(game.view(state, seat)) is None for seat in range(2))
