"""Set-up rules: the starting (golden) tiles, the tiles, the hands, players 1-4."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spelkast.core.errors import OptionError
from spelkast.core.registry import get_game
from spelkast.games.sudoku import SUDOIDS_GAME, SUDOKU, SudokuGame

GAMES = [SUDOKU, SUDOIDS_GAME]
seeds = st.integers(min_value=0, max_value=2**32)


def test_both_sides_are_registered_games() -> None:
    assert get_game("sudoku") is SUDOKU
    assert get_game("sudoids") is SUDOIDS_GAME
    assert (SUDOKU.side.size, SUDOKU.side.block_rows, SUDOKU.side.block_cols) == (9, 3, 3)
    assert (SUDOIDS_GAME.side.size, SUDOIDS_GAME.side.block_rows) == (6, 2)
    assert SUDOIDS_GAME.side.block_cols == 3


def test_sudoids_blocks_are_two_rows_by_three_columns() -> None:
    side = SUDOIDS_GAME.side
    block_of_a1 = side.block_of[side.parse_cell("a1")]
    same = {side.cell_name(c) for c in range(side.cells) if side.block_of[c] == block_of_a1}
    assert same == {"a1", "b1", "c1", "a2", "b2", "c2"}
    assert len(set(side.block_of)) == 6


def test_sudoids_animals_have_names_in_three_languages() -> None:
    animals = SUDOIDS_GAME.side.symbols
    assert len(animals) == 6
    for language in ("nl", "en", "fi"):
        names = {a.name(language) for a in animals}
        assert len(names) == 6
        assert all(names)
    assert len({a.letter for a in animals}) == 6


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.info.id)
@settings(max_examples=40, deadline=None)
@given(seed=seeds, players=st.integers(1, 4), per_block=st.booleans())
def test_setup_starting_tiles_one_per_row_and_column_each_value_once(
    game: SudokuGame, seed: int, players: int, per_block: bool
) -> None:
    state = game.new_initial_state(players, {"one_per_block": per_block}, seed)
    side = game.side
    assert len(state.golden) == side.size
    assert sorted(side.row_of[c] for c in state.golden) == list(range(side.size))
    assert sorted(side.col_of[c] for c in state.golden) == list(range(side.size))
    assert sorted(state.board[c] for c in state.golden) == list(range(1, side.size + 1))
    # Nothing but the starting tiles is on the board.
    assert sum(1 for v in state.board if v) == side.size
    if per_block:
        assert sorted(side.block_of[c] for c in state.golden) == list(range(side.size))


def test_one_per_block_option_is_needed_for_one_per_block() -> None:
    """Without the option some layouts put two starting tiles in a block."""
    side = SUDOKU.side
    crowded = 0
    for seed in range(30):
        state = SUDOKU.new_initial_state(2, seed=seed)
        if len({side.block_of[c] for c in state.golden}) < side.size:
            crowded += 1
    assert crowded > 0


@pytest.mark.parametrize(
    ("game", "tiles", "per_value"), [(SUDOKU, 81, 9), (SUDOIDS_GAME, 36, 6)], ids=["adult", "kids"]
)
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_setup_tiles_hidden_pile_and_one_tile_per_player(
    game: SudokuGame, tiles: int, per_value: int, players: int
) -> None:
    state = game.new_initial_state(players, seed=7)
    everything = [*state.board, *state.hands, *state.pile, *state.aside]
    counts = Counter(v for v in everything if v)
    assert sum(counts.values()) == tiles
    assert set(counts.values()) == {per_value}
    assert len(state.hands) == players
    assert all(state.hands)
    assert len(state.pile) == tiles - game.side.size - players
    assert state.scores == (0,) * players
    assert game.to_move(state) == (0,)  # seat 1 (the oldest player) starts


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.info.id)
def test_setup_same_seed_same_layout_other_seeds_differ(game: SudokuGame) -> None:
    assert game.new_initial_state(3, seed=11) == game.new_initial_state(3, seed=11)
    layouts = {game.new_initial_state(3, seed=s).board for s in range(10)}
    assert len(layouts) > 5
    piles = {game.new_initial_state(3, seed=s).pile for s in range(10)}
    assert len(piles) == 10


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.info.id)
@pytest.mark.parametrize("players", [0, 5])
def test_one_to_four_players(game: SudokuGame, players: int) -> None:
    with pytest.raises(OptionError, match="1-4 players"):
        game.new_initial_state(players)


def test_default_modes_table_for_adults_assisted_for_sudoids() -> None:
    assert SUDOKU.new_initial_state(2).mode == "table"
    assert SUDOIDS_GAME.new_initial_state(2).mode == "assisted"
    assert SUDOKU.new_initial_state(2).scoring == "full"


def test_unknown_option_values_are_refused() -> None:
    with pytest.raises(OptionError):
        SUDOKU.new_initial_state(2, {"scoring": "double"})
    with pytest.raises(OptionError):
        SUDOKU.new_initial_state(2, {"mode": "easy"})
