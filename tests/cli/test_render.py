"""Render snapshots of the Labyrinth board at a fixed width, and the UI's input handling.

Snapshots live in ``tests/snapshots/``. After a deliberate change of the drawing, run
``SPELKAST_UPDATE_SNAPSHOTS=1 uv run pytest tests/cli/test_render.py`` and review the diff.
A missing snapshot fails (it is never written silently).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from spelkast.core.errors import MalformedActionError
from spelkast.core.registry import get_game
from spelkast.games.labyrinth import NIGHT, LabyrinthState, MoveTo, Shift
from spelkast.games.labyrinth import board as B
from spelkast.tui import GENERIC_UI, Handled, get_ui
from stored_text import snapshot_checker

SNAPSHOTS = Path(__file__).resolve().parent.parent / "snapshots"
GAME = get_game("labyrinth")
UI = get_ui("labyrinth")


def render(state: Any, seat: int | None, width: int = 120, lang: str = "en") -> str:
    console = Console(width=width, color_system=None, record=True, file=open(os.devnull, "w"))  # noqa: SIM115
    legal = GAME.legal_actions(state, seat) if seat is not None else []
    console.print(UI.render(GAME, GAME.view(state, seat), legal, {"lang": lang}))
    text = console.export_text()
    console.file.close()
    return text


check_snapshot = snapshot_checker(SNAPSHOTS)


def after_first_shift(players: int, seed: int, options: dict[str, Any] | None = None) -> Any:
    state = GAME.new_initial_state(players, options, seed)
    return GAME.apply(state, state.current, Shift(0, B.openings(state.spare)))


def test_snapshot_day_board_after_the_shift_at_width_120() -> None:
    check_snapshot("labyrinth_day_move_w120.txt", render(after_first_shift(2, 1), 0))


def test_snapshot_night_board_four_players_at_width_120() -> None:
    state: LabyrinthState = GAME.new_initial_state(4, {"day_night": True}, 6)
    night = state.replace(phase=NIGHT, current=2)
    check_snapshot("labyrinth_night_shift_w120.txt", render(night, 2))


def test_snapshot_narrow_terminal_stacks_the_side_panel_under_the_board() -> None:
    check_snapshot(
        "labyrinth_start_w80_fi.txt", render(GAME.new_initial_state(3, seed=9), 1, 80, "fi")
    )


def test_the_board_marks_reachable_cells_only_after_the_shift() -> None:
    state = GAME.new_initial_state(2, seed=1)
    assert "·" not in render(state, 0)
    moved = after_first_shift(2, 1)
    reach = B.reachable(moved.board, moved.pawns[0]).bit_count()
    assert "·" in render(moved, 0)
    assert reach >= 1


def test_the_forbidden_arrow_is_crossed_out() -> None:
    state = after_first_shift(2, 1)
    state = GAME.apply(state, 0, MoveTo(state.pawns[0]))
    text = render(state, 1)
    assert state.forbidden == B.ARROWS[0].opposite
    assert "No push-back: Sb" in text
    assert text.count("✗") == 1


def test_a_spectator_sees_no_target() -> None:
    assert "Target:" not in render(GAME.new_initial_state(2, seed=1), None)


def view_and_legal(state: Any) -> tuple[dict[str, Any], Any]:
    return GAME.view(state, state.current), GAME.legal_actions(state, state.current)


def test_r_and_l_turn_the_spare_preview_and_an_arrow_pushes_it_as_shown() -> None:
    state = GAME.new_initial_state(2, seed=5)
    view, legal = view_and_legal(state)
    ui = UI.new_ui_state()
    bits = B.openings(state.spare)
    assert UI.interpret(GAME, view, legal, "Nd", ui) == Shift(1, bits)
    assert isinstance(UI.interpret(GAME, view, legal, "r", ui), Handled)
    assert UI.interpret(GAME, view, legal, "nd", ui) == Shift(1, B.rotate_openings(bits, 1))
    UI.interpret(GAME, view, legal, "rr", ui)
    UI.interpret(GAME, view, legal, "l", ui)
    assert UI.interpret(GAME, view, legal, "Nd", ui) == Shift(1, B.rotate_openings(bits, 2))
    assert UI.interpret(GAME, view, legal, "W2:ES", ui) == Shift(11, B.openings_from_text("ES"))


def test_the_preview_turn_resets_when_the_next_turn_brings_a_new_spare() -> None:
    state = GAME.new_initial_state(2, seed=5)
    view, legal = view_and_legal(state)
    ui = UI.new_ui_state()
    UI.interpret(GAME, view, legal, "r", ui)
    state = GAME.apply(state, 0, Shift(1, B.openings(state.spare)))
    state = GAME.apply(state, 0, MoveTo(state.pawns[0]))
    view, legal = view_and_legal(state)
    assert UI.interpret(GAME, view, legal, "Nb", ui) == Shift(0, B.openings(state.spare))


def test_stay_moves_to_the_viewers_own_cell_and_bad_text_is_malformed() -> None:
    state = after_first_shift(2, 5)
    view, legal = view_and_legal(state)
    assert UI.interpret(GAME, view, legal, "stay", {}) == MoveTo(state.pawns[0])
    assert UI.interpret(GAME, view, legal, "g7", {}) == MoveTo(48)
    with pytest.raises(MalformedActionError):
        UI.interpret(GAME, view, legal, "fly away", {})


def test_the_generic_ui_lists_actions_and_accepts_a_number_or_notation() -> None:
    state = after_first_shift(2, 5)
    view, legal = view_and_legal(state)
    console = Console(width=100, color_system=None, record=True, file=open(os.devnull, "w"))  # noqa: SIM115
    console.print(GENERIC_UI.render(GAME, view, legal, {}))
    text = console.export_text()
    console.file.close()
    for number, action in enumerate(legal, start=1):
        assert f"{number}. {GAME.format_action(action)}" in text
    assert GENERIC_UI.interpret(GAME, view, legal, "1", {}) == legal[0]
    last = GAME.format_action(legal[-1])
    assert GENERIC_UI.interpret(GAME, view, legal, last, {}) == legal[-1]
    with pytest.raises(MalformedActionError, match="no action number"):
        GENERIC_UI.interpret(GAME, view, legal, str(len(legal) + 1), {})


def test_unknown_games_get_the_generic_ui() -> None:
    assert get_ui("no-such-game") is GENERIC_UI
    assert get_ui("labyrinth").game_id == "labyrinth"
