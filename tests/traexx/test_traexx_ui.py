"""The Träxx terminal UI: render snapshots at fixed widths, field-by-field input, hot-seat
privacy, and a whole game played through ``spelkast play`` with scripted input.

Regenerate snapshots after a deliberate drawing change with
``SPELKAST_UPDATE_SNAPSHOTS=1``; a missing snapshot fails.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console
from traexx_helpers import F, card_with, ext, path_of, with_card_first
from typer.testing import CliRunner

from spelkast.cli.app import app
from spelkast.core.errors import MalformedActionError
from spelkast.core.record import GameRecord, final_state
from spelkast.games.traexx import GAME, PASS
from spelkast.tui import Handled, get_ui
from stored_text import snapshot_checker

UI = get_ui("traexx")
SNAPSHOTS = Path(__file__).parent / "snapshots"


def render(state: Any, seat: int | None, ui: dict[str, Any] | None = None, width: int = 100) -> str:
    console = Console(width=width, color_system=None, record=True, file=open(os.devnull, "w"))  # noqa: SIM115
    legal = GAME.legal_actions(state, seat) if seat is not None else []
    console.print(UI.render(GAME, GAME.view(state, seat), legal, ui if ui is not None else {}))
    console.file.close()
    return console.export_text()


check_snapshot = snapshot_checker(SNAPSHOTS)


def mid_game() -> Any:
    state = with_card_first(GAME.new_initial_state(2, seed=4), card_with("G"))
    state = GAME.apply(GAME.apply(state, 0, ext("d5", "c4")), 1, PASS)
    return state


def test_ui_is_registered_for_traexx() -> None:
    assert UI.game_id == "traexx"


def test_snapshot_seat_board_mid_selection_at_width_100() -> None:
    state = mid_game()
    ui = UI.new_ui_state()
    view, legal = GAME.view(state, 0), GAME.legal_actions(state, 0)
    UI.interpret(GAME, view, legal, "d5", ui)  # pick the start end
    check_snapshot("traexx_seat_w100.txt", render(state, 0, ui))


def test_snapshot_spectator_shows_every_board_at_width_80() -> None:
    check_snapshot("traexx_spectator_w80.txt", render(mid_game(), None, width=80))


def test_board_reads_without_colour_letters_numbers_path_and_offers() -> None:
    text = render(mid_game(), 0)
    assert "G3" not in text  # the 3 is on the path now
    assert "◆3" in text  # ... and is one of its ends
    assert "A9" in text
    assert "G10" in text
    assert "[" in text  # possible next fields are bracketed


def test_entering_an_extension_field_by_field() -> None:
    state = GAME.new_initial_state(1, seed=0)
    state = with_card_first(state, card_with("B", "B"))
    view, legal = GAME.view(state, 0), GAME.legal_actions(state, 0)
    ui = UI.new_ui_state()
    assert isinstance(UI.interpret(GAME, view, legal, "d4", ui), Handled)
    assert ui["steps"] == [F("d4")]
    with pytest.raises(MalformedActionError, match="cannot come next"):
        UI.interpret(GAME, view, legal, "a1", ui)
    assert isinstance(UI.interpret(GAME, view, legal, "e5", ui), Handled)
    assert isinstance(UI.interpret(GAME, view, legal, "u", ui), Handled)
    assert ui["steps"] == [F("d4")]
    UI.interpret(GAME, view, legal, "e5", ui)
    action = UI.interpret(GAME, view, legal, "ok", ui)
    assert action == ext("d5", "d4", "e5")
    assert ui["steps"] == []


def test_numbers_pick_offered_fields_and_offers_are_only_legal_next_fields() -> None:
    state = mid_game()
    view, legal = GAME.view(state, 0), GAME.legal_actions(state, 0)
    ui = UI.new_ui_state()
    UI.interpret(GAME, view, legal, "1", ui)
    UI.interpret(GAME, view, legal, "1", ui)
    action = UI.interpret(GAME, view, legal, "ok", ui)
    assert action in legal


def test_an_end_name_picks_the_end_to_extend() -> None:
    state = mid_game()
    view, legal = GAME.view(state, 0), GAME.legal_actions(state, 0)
    ui = UI.new_ui_state()
    assert UI.interpret(GAME, view, legal, "c4", ui) == Handled("Extending at c4.")
    UI.interpret(GAME, view, legal, "c3", ui)
    assert UI.interpret(GAME, view, legal, "ok", ui) == ext("c4", "c3")


def test_pass_clear_whole_notation_and_bad_input() -> None:
    state = mid_game()
    view, legal = GAME.view(state, 1), GAME.legal_actions(state, 1)
    ui = UI.new_ui_state()
    assert UI.interpret(GAME, view, legal, "pass", ui) == PASS
    UI.interpret(GAME, view, legal, "1", ui)
    UI.interpret(GAME, view, legal, "c", ui)
    assert ui["steps"] == []
    assert UI.interpret(GAME, view, legal, "d4:c3", ui) == ext("d4", "c3")
    with pytest.raises(MalformedActionError):
        UI.interpret(GAME, view, legal, "ok", ui)
    with pytest.raises(MalformedActionError):
        UI.interpret(GAME, view, legal, "z9", ui)
    with pytest.raises(MalformedActionError):
        UI.interpret(GAME, view, legal, "99", ui)


def test_a_new_round_clears_a_half_entered_extension() -> None:
    state = mid_game()
    ui = UI.new_ui_state()
    UI.interpret(GAME, GAME.view(state, 0), GAME.legal_actions(state, 0), "1", ui)
    later = GAME.apply(GAME.apply(state, 0, PASS), 1, PASS)
    render(later, 0, ui)
    assert ui["steps"] == []


def test_a_seat_never_sees_anothers_pending_choice() -> None:
    state = with_card_first(GAME.new_initial_state(2, seed=4), card_with("G"))
    chosen = GAME.apply(state, 0, ext("d5", "c4"))
    passed = GAME.apply(state, 0, PASS)
    assert render(chosen, 1) == render(passed, 1)
    assert "You chose d5 → c4" in render(chosen, 0)


def test_describe_says_what_was_drawn() -> None:
    state = GAME.new_initial_state(2, seed=4)
    assert UI.describe(GAME, state, 0, ext("d5", "c4")) == (
        "player 1 extended the path from d5 by 1 field: c4 (green); numbers reached: 3"
    )
    assert UI.describe(GAME, state, 1, PASS) == "player 2 passed"


def test_play_a_whole_solo_game_from_the_command_line(tmp_path: Path) -> None:
    path = tmp_path / "solo.json"
    state = GAME.new_initial_state(1, seed=3)
    first = GAME.legal_actions(state, 0)[1]  # the first one-field extension
    lines = [GAME.format_action(first)] + ["pass"] * 14
    result = CliRunner().invoke(
        app,
        ["play", "traexx", "--seats", "human", "--seed", "3", "--save", str(path)],
        input="\n".join(lines) + "\n",
        catch_exceptions=False,
    )
    assert result.exit_code == 0, result.output
    record = GameRecord.load(path)
    end = final_state(record)
    assert GAME.is_terminal(end)
    assert end.paths[0] == path_of("d5", GAME.format_action(first).split(":")[1])
    assert "-59 points" in result.output


def test_hot_seat_two_people_and_a_bot(tmp_path: Path) -> None:
    path = tmp_path / "hot.json"
    # Each person: Enter at the hand-over screen, then pass; 15 rounds.
    lines = ["", "pass", "", "pass"] * 15
    result = CliRunner().invoke(
        app,
        ["play", "traexx", "--seats", "human,human,bot:greedy", "--seed", "2", "--save", str(path)],
        input="\n".join(lines) + "\n",
        catch_exceptions=False,
    )
    assert result.exit_code == 0, result.output
    assert result.output.count("Pass to player 2") == 15
    end = final_state(GameRecord.load(path))
    assert GAME.is_terminal(end)
    assert end.paths[0] == path_of("d5")
    assert len(end.paths[2]) > 30
