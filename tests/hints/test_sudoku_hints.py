"""Sudoku and Sudoids hints agree with the engine: the tile fits exactly on the cells
where the engine scores it (table rules: everywhere else it is set aside; assisted rules:
they are the cells offered), with the points the engine gives, and the best cells score
the most."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spelkast.core.registry import get_game
from spelkast.games.sudoku import STUCK, Claim, Place, SudokuGame, SudokuState
from spelkast.hints import hint, hint_of

from .positions import random_states

VARIANTS = [
    (game, {"mode": mode, "scoring": scoring})
    for game in ("sudoku", "sudoids")
    for mode in ("table", "assisted")
    for scoring in ("full", "simple", "block")
]


def check(game: SudokuGame, state: SudokuState) -> dict[str, Any] | None:
    seat = state.current
    found = hint_of(game, state, seat)
    if game.is_terminal(state):
        assert found is None
        return None
    assert found is not None
    assert found["tile"] == state.hands[seat]
    shown = {entry["cell"]: entry["points"] for entry in found["fits"]}
    scored: dict[str, int] = {}
    for cell, held in enumerate(state.board):
        if held:
            continue
        name = game.side.cell_name(cell)
        if not game.is_legal(state, seat, Place(cell)):
            assert state.mode == "assisted"
            assert name not in shown
            continue
        after = game.apply(state, seat, Place(cell))
        if after.board[cell]:  # the tile lies there, scored
            assert after.board[cell] == state.hands[seat]
            scored[name] = after.scores[seat] - state.scores[seat]
        else:  # table rules: set aside, or the game ends when the tile fits nowhere
            assert state.mode == "table"
            assert len(after.aside) == len(state.aside) + 1 or after.end == STUCK
    assert shown == scored
    assert list(shown) == sorted(shown, key=game.side.parse_cell)
    most = max(scored.values(), default=0)
    assert found["most"] == most
    assert found["best"] == [name for name, points in shown.items() if points == most]
    if state.mode == "table" and not shown:
        assert game.apply(state, seat, Claim()).end == "claim"
    return found


@settings(max_examples=40)
@given(
    variant=st.sampled_from(VARIANTS),
    players=st.integers(1, 4),
    seed=st.integers(0, 10_000),
    steps=st.integers(0, 60),
)
def test_the_cells_where_the_tile_fits_are_the_engines_with_its_points(
    variant: tuple[str, dict[str, Any]], players: int, seed: int, steps: int
) -> None:
    game_id, options = variant
    game = get_game(game_id)
    assert isinstance(game, SudokuGame)
    *_, state = random_states(game, players, options, seed, limit=steps + 1)
    check(game, state)


@pytest.mark.parametrize("game_id", ["sudoku", "sudoids"])
def test_a_table_game_meets_a_tile_that_fits_nowhere(game_id: str) -> None:
    """Under the table rules a seat may hold a tile that fits nowhere: the hint says so."""
    game = get_game(game_id)
    assert isinstance(game, SudokuGame)
    nowhere = 0
    for seed in range(40):
        for state in random_states(game, 2, {"mode": "table"}, seed, limit=200):
            found = hint_of(game, state, state.current)
            if found is not None and not found["fits"]:
                assert check(game, state) == found
                nowhere += 1
                assert found["best"] == []
                assert "fits nowhere" in found["summary"]["en"]
        if nowhere:
            break
    assert nowhere


def test_no_hint_off_turn_or_for_a_spectator() -> None:
    game = get_game("sudoku")
    state = game.new_initial_state(2, seed=4)
    assert hint(game.view(state, None)) is None
    assert hint_of(game, state, 1 - state.current) is None


def test_the_summary_names_the_tile_as_the_moves_do() -> None:
    """ "An 8", "a 7", "the cat": the tile words of the game's move descriptions."""
    starts = set()
    for game_id in ("sudoku", "sudoids"):
        game = get_game(game_id)
        for seed in range(30):
            state = game.new_initial_state(1, seed=seed)
            found = hint_of(game, state, 0)
            assert found is not None
            starts.add(found["summary"]["en"].split(" fits")[0])
    assert "An 8" in starts
    assert "A 7" in starts
    assert any(start.startswith("The ") for start in starts)
