"""The Sudoku / Sudoids terminal UI: render snapshots at fixed widths (no colour) and the
reading of typed lines.

Snapshots live in ``tests/snapshots/``. After a deliberate change of the drawing, run
``SPELKAST_UPDATE_SNAPSHOTS=1 uv run pytest tests/sudoku/test_sudoku_ui.py`` and review
the diff. A missing snapshot fails.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from spelkast.core.errors import MalformedActionError
from spelkast.games.sudoku import SUDOIDS_GAME, SUDOKU, Claim, Place, SudokuGame
from spelkast.tui import get_ui
from stored_text import snapshot_checker

from .pictures import SCORING_EXAMPLE, SEVEN_STUCK
from .sudoku_helpers import craft, play_seeded

SNAPSHOTS = Path(__file__).resolve().parent.parent / "snapshots"


def render(game: SudokuGame, state: Any, seat: int | None, width: int, lang: str = "en") -> str:
    console = Console(width=width, color_system=None, record=True, file=open(os.devnull, "w"))  # noqa: SIM115
    legal = game.legal_actions(state, seat) if seat is not None else []
    ui = get_ui(game.info.id)
    console.print(ui.render(game, game.view(state, seat), legal, {"lang": lang}))
    text = console.export_text()
    console.file.close()
    return text


check_snapshot = snapshot_checker(SNAPSHOTS)


def test_both_sides_have_their_own_ui() -> None:
    assert get_ui("sudoku").game_id == "sudoku"
    assert get_ui("sudoids").game_id == "sudoids"


def test_snapshot_adult_table_rules_after_a_round_at_width_100() -> None:
    history = play_seeded(SUDOKU, ["greedy", "random", "greedy"], None, seed=3)
    check_snapshot("sudoku_table_3p_w100.txt", render(SUDOKU, history[5][2], 0, 100))


def test_snapshot_sudoids_assisted_narrow_dutch_at_width_70() -> None:
    history = play_seeded(SUDOIDS_GAME, ["greedy", "greedy"], None, seed=5)
    check_snapshot("sudoids_assisted_w70_nl.txt", render(SUDOIDS_GAME, history[3][2], 0, 70, "nl"))


def test_snapshot_game_over_for_a_spectator() -> None:
    over = SUDOKU.apply(craft(SUDOKU, SEVEN_STUCK, ["7", "1"], scores=[87, 45]), 0, Claim())
    check_snapshot("sudoku_claim_over_w100.txt", render(SUDOKU, over, None, 100))


def test_golden_tiles_are_marked_and_the_grid_has_block_borders() -> None:
    state = craft(SUDOKU, SCORING_EXAMPLE, ["7", "1"])
    text = render(SUDOKU, state, 0, 100)
    assert "[1]" in text  # golden 1 on e1
    assert " 8 " in text  # d4 is an ordinary tile
    assert text.count("╋") == 4  # the block corners inside the 9x9 grid
    assert "Your tile:  7" in text


def test_assisted_mode_marks_the_cells_where_the_tile_fits_on_your_turn_only() -> None:
    state = craft(SUDOKU, SCORING_EXAMPLE, ["7", "1"], mode="assisted")
    fits = len(SUDOKU.legal_actions(state, 0))

    def marks(text: str) -> int:
        grid = [
            line.split("┃", 1)[1].rsplit("┃", 1)[0] for line in text.splitlines() if "┃" in line
        ]
        return sum(row.count(" + ") for row in grid)

    assert marks(render(SUDOKU, state, 0, 100)) == fits
    assert marks(render(SUDOKU, state, 1, 100)) == 0
    table = craft(SUDOKU, SCORING_EXAMPLE, ["7", "1"], mode="table")
    assert marks(render(SUDOKU, table, 0, 100)) == 0


def test_scores_show_total_track_and_round_tokens() -> None:
    state = craft(SUDOKU, SCORING_EXAMPLE, ["7", "1"], scores=[87, 5])
    text = render(SUDOKU, state, 0, 100)
    assert "87   7/39  ●●" in text


def test_hot_seat_privacy_only_the_viewers_tile_is_drawn() -> None:
    state = craft(
        SUDOIDS_GAME, ["C*.....", ".D*....", "..M*...", "...B*..", "....F*.", ".....H*"], ["H", "C"]
    )
    mine = render(SUDOIDS_GAME, state, 0, 120)
    theirs = render(SUDOIDS_GAME, state, 1, 120)
    assert "Your tile:  H  horse" in mine
    assert "Your tile:  C  cat" in theirs
    assert "cat" not in mine.split("player 2")[1].splitlines()[0]
    assert mine.count("hidden") == 1


@pytest.mark.parametrize(
    ("line", "action"),
    [("e5", Place(40)), ("E5", Place(40)), ("5e", Place(40)), ("claim", Claim())],
)
def test_typed_lines_become_actions(line: str, action: Any) -> None:
    state = craft(SUDOKU, SCORING_EXAMPLE, ["7", "1"], mode="table")
    ui = get_ui("sudoku")
    legal = SUDOKU.legal_actions(state, 0)
    assert ui.interpret(SUDOKU, SUDOKU.view(state, 0), legal, line, {}) == action


def test_claim_is_refused_in_assisted_mode_and_nonsense_is_malformed() -> None:
    state = craft(SUDOKU, SCORING_EXAMPLE, ["7", "1"], mode="assisted")
    ui = get_ui("sudoku")
    view = SUDOKU.view(state, 0)
    with pytest.raises(MalformedActionError, match="nothing to claim"):
        ui.interpret(SUDOKU, view, [], "claim", {})
    with pytest.raises(MalformedActionError):
        ui.interpret(SUDOKU, view, [], "z9", {})


def test_prompt_names_the_tile_in_hand() -> None:
    state = craft(
        SUDOIDS_GAME, ["C*.....", ".D*....", "..M*...", "...B*..", "....F*.", ".....H*"], ["H", "C"]
    )
    ui = get_ui("sudoids")
    assert "place your horse" in ui.prompt(SUDOIDS_GAME, SUDOIDS_GAME.view(state, 0), {})
    assert "leg je paard" in ui.prompt(SUDOIDS_GAME, SUDOIDS_GAME.view(state, 0), {"lang": "nl"})
