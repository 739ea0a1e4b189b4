"""perft: golden counts of decision sequences, checked against an independent counter.

A turn is one decision of the player to move (a cell, or a claim under table rules); the
draw that ends it takes the top tile of the pile stored in the position, so it is not a
branch. Depth-2 counts are also derived by hand (see the comments).
"""

from __future__ import annotations

import pytest

from spelkast.core.errors import IllegalActionError
from spelkast.core.perft import divide, perft
from spelkast.games.sudoku import SUDOIDS_GAME, SUDOKU, Claim, Place, SudokuGame, SudokuState

ADULT_SEED1 = (
    ".....8*.../......6*../.......3*./....5*..../...7*...../1*......../........9*/.2*......./"
    "..4*...... 3,9 1616985363229935184576773254229531621747398873754472586496488191162458 "
    "- 0,0 1 mode=table;scoring=full;seed=1"
)
KIDS_SEED2 = (
    "..D*.../...C*../.B*..../....F*./.....M*/H*..... C,F,H HMBCCDDFDHCFHDHMBMBMFMDFBCB "
    "- 0,0,0 1 mode=table;scoring=full;seed=2"
)
KIDS_SOLO_SEED3 = (
    "D*...../..B*.../...M*../.....C*/....F*./.H*.... D DBCMBBMMCCFHCMFCMFFHHFDDBDBHH "
    "- 0 1 mode=assisted;scoring=full;seed=3"
)

GOLDEN = [
    # (game, position, options to change, counts at depth 1, 2, 3, ...)
    (SUDOKU, ADULT_SEED1, "", (73, 5276, 377575)),
    (SUDOKU, ADULT_SEED1, "assisted", (53, 2717, 137708)),
    (SUDOIDS_GAME, KIDS_SEED2, "", (31, 943, 28145)),
    (SUDOIDS_GAME, KIDS_SOLO_SEED3, "", (19, 214, 3806, 66170)),
]


def _position(game: SudokuGame, text: str, mode: str) -> SudokuState:
    if mode:
        text = text.replace("mode=table", f"mode={mode}")
    return game.position_from_text(text)


def _naive_fits(game: SudokuGame, board: tuple[int, ...], cell: int, value: int) -> bool:
    size, br, bc = game.side.size, game.side.block_rows, game.side.block_cols
    r, c = divmod(cell, size)
    for other, held in enumerate(board):
        if held != value:
            continue
        orow, ocol = divmod(other, size)
        if orow == r or ocol == c or (orow // br, ocol // bc) == (r // br, c // bc):
            return False
    return True


def _naive_count(game: SudokuGame, state: SudokuState) -> int:
    """Decisions available, from the rules' wording, without the engine's move list."""
    if not game.to_move(state):
        return 0
    value = state.hands[state.current]
    empties = [c for c, v in enumerate(state.board) if not v]
    if state.mode == "table":
        return len(empties) + 1  # any empty cell, or the claim
    return sum(1 for c in empties if _naive_fits(game, state.board, c, value))


def slow_perft(game: SudokuGame, state: SudokuState, depth: int) -> int:
    """Try every conceivable action through the checked ``apply``; count at the leaves
    with :func:`_naive_count`."""
    if depth == 1:
        return _naive_count(game, state)
    if not game.to_move(state):
        return 0
    (player,) = game.to_move(state)
    total = 0
    for action in [*(Place(c) for c in range(game.side.cells)), Claim()]:
        try:
            child = game.apply(state, player, action)
        except IllegalActionError:
            continue
        total += slow_perft(game, child, depth - 1)
    return total


@pytest.mark.parametrize(("game", "text", "mode", "counts"), GOLDEN)
def test_perft_golden_counts(
    game: SudokuGame, text: str, mode: str, counts: tuple[int, ...]
) -> None:
    state = _position(game, text, mode)
    for depth, expected in enumerate(counts, start=1):
        got = perft(game, state, depth)
        if got != expected:
            pytest.fail(f"perft {depth}: {got} != {expected}; divide: {divide(game, state, depth)}")


@pytest.mark.parametrize(("game", "text", "mode", "counts"), GOLDEN)
def test_perft_golden_counts_agree_with_a_slow_independent_counter(
    game: SudokuGame, text: str, mode: str, counts: tuple[int, ...]
) -> None:
    state = _position(game, text, mode)
    for depth, expected in enumerate(counts[:3], start=1):
        assert slow_perft(game, state, depth) == expected


def test_perft_depth_two_by_hand_under_table_rules() -> None:
    """Table rules, nobody stuck: after a legal placement the next player has one empty
    cell fewer (71 + claim); after a rule-breaking placement or a wrong claim the board is
    unchanged (72 + claim). With L legal cells for the first tile:
    perft(2) = 72 L + 73 (72 - L) + 73 = 73 * 73 - L."""
    state = _position(SUDOKU, ADULT_SEED1, "")
    value = state.hands[0]
    legal = sum(
        1 for c in range(81) if not state.board[c] and _naive_fits(SUDOKU, state.board, c, value)
    )
    # The 3 is golden on h3: row 3 and column h have 8 empty cells each; of the 4 other
    # cells of its block, g2 holds the golden 6. 72 - 16 - 3 = 53.
    assert legal == 53
    assert perft(SUDOKU, state, 2) == 73 * 73 - legal


def test_perft_is_zero_on_a_finished_game() -> None:
    state = _position(SUDOKU, ADULT_SEED1, "")
    over = state.replace(end="exhausted")
    assert perft(SUDOKU, over, 1) == 0
    assert SUDOKU.count_turns(over) == 0
