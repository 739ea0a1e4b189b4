"""Scoring: the rulebook's example, the three variants, the track and round tokens."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spelkast.games.sudoku import SUDOIDS_GAME, SUDOKU, Place
from spelkast.games.sudoku import rules as R

from .pictures import SCORING_EXAMPLE
from .sudoku_helpers import craft

E5 = SUDOKU.side.parse_cell("e5")


def test_rulebook_example_white_seven_two_in_row_one_in_column() -> None:
    """The picture: the 7 scores 2 points in its row and 1 in its column (outside its
    block); our reconstruction puts 2 tiles in its block (d4 and f5). The 7 is placed
    through the engine and the engine's points are the sum of those parts."""
    state = craft(SUDOKU, SCORING_EXAMPLE, ["7", "1"])
    after = SUDOKU.apply(state, 0, Place(E5))
    assert after.board[E5] == 7
    assert after.last is not None
    parts = R.score_parts(SUDOKU.side, after.board, E5)
    assert parts["row_outside"] == 2
    assert parts["column_outside"] == 1
    assert parts["block"] == 2
    assert after.last.points == after.scores[0] == 2 + 1 + 2


@pytest.mark.parametrize(
    ("scoring", "points"),
    [
        ("full", 2 + 2 + 1),  # block d4, f5 + row a5, i5 + column e1
        ("simple", 3 + 1),  # row a5, f5, i5 (f5 although in the block) + column e1
        ("block", 2),  # d4, f5
    ],
)
def test_scoring_variants_on_the_rulebook_example(scoring: str, points: int) -> None:
    state = craft(SUDOKU, SCORING_EXAMPLE, ["7", "1"], scoring=scoring, scores=[30, 0])
    after = SUDOKU.apply(state, 0, Place(E5))
    assert after.scores == (30 + points, 0)
    assert after.last is not None
    assert after.last.points == points


def test_the_placed_tile_itself_does_not_count() -> None:
    state = SUDOKU.new_initial_state(1, {"scoring": "full"}, seed=3)
    # Only the starting tiles are on the board: the score is the number of them sharing
    # a row, column or block with the cell; the new tile is not one of them.
    value = state.hands[0]
    cell = R.legal_cells(SUDOKU.side, state.board, value)[0]
    after = SUDOKU.apply(state, 0, Place(cell))
    expected = sum(
        1
        for other in range(81)
        if other != cell
        and state.board[other]
        and (
            other // 9 == cell // 9
            or other % 9 == cell % 9
            or (other // 27, other % 9 // 3) == (cell // 27, cell % 9 // 3)
        )
    )
    assert after.scores[0] == expected


def _brute_points(size: int, br: int, bc: int, board: list[int], cell: int, scoring: str) -> int:
    """Independent count straight from the rulebook's wording."""
    r, c = divmod(cell, size)

    def in_block(o: int) -> bool:
        orow, ocol = divmod(o, size)
        return (orow // br, ocol // bc) == (r // br, c // bc)

    block = [o for o in range(size * size) if o != cell and board[o] and in_block(o)]
    row = [o for o in range(size * size) if o != cell and board[o] and o // size == r]
    col = [o for o in range(size * size) if o != cell and board[o] and o % size == c]
    if scoring == "block":
        return len(block)
    if scoring == "simple":
        return len(row) + len(col)
    # full: first the block, then the row and column tiles outside the block.
    return len(block) + sum(1 for o in row + col if not in_block(o))


@settings(max_examples=60, deadline=None)
@given(
    data=st.data(),
    kids=st.booleans(),
    scoring=st.sampled_from(["full", "simple", "block"]),
)
def test_points_match_an_independent_count_on_random_boards(
    data: st.DataObject, kids: bool, scoring: str
) -> None:
    game = SUDOIDS_GAME if kids else SUDOKU
    side = game.side
    board = data.draw(st.lists(st.integers(0, side.size), min_size=side.cells, max_size=side.cells))
    cell = data.draw(st.integers(0, side.cells - 1))
    expected = _brute_points(side.size, side.block_rows, side.block_cols, board, cell, scoring)
    assert R.points(side, board, cell, scoring) == expected


@pytest.mark.parametrize(
    ("total", "tokens", "position"),
    [(0, 0, 0), (39, 0, 39), (40, 1, 0), (87, 2, 7), (160, 4, 0)],
)
def test_track_position_and_round_tokens(total: int, tokens: int, position: int) -> None:
    assert R.track(total) == (tokens, position)


def test_passing_zero_on_the_track_earns_a_round_token() -> None:
    state = craft(SUDOKU, SCORING_EXAMPLE, ["7", "1"], scores=[38, 0])
    after = SUDOKU.apply(state, 0, Place(E5))  # +5: 38 -> 43
    me = SUDOKU.view(after, 0)["players"][0]
    assert (me["score"], me["tokens"], me["track"]) == (43, 1, 3)
