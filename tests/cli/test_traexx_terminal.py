"""Träxx at the terminal: the fields of an extension being built cannot be read as point
numbers, a pass needs a deliberate word, chosen seats show as chosen in hot seat, the
colours have a legend. Board facts come from the board data, never typed in here."""

from __future__ import annotations

import io
import os
import re
from pathlib import Path
from typing import Any

from rich.console import Console

from spelkast.cli.play import PlayLoop
from spelkast.core.record import GameRecord
from spelkast.games.traexx import GAME, PASS
from spelkast.games.traexx import board as B
from spelkast.match import Match, Seat
from spelkast.tui import Handled, get_ui

from .conftest import Run

UI = get_ui("traexx")


def render(state: Any, seat: int | None, ui: dict[str, Any], width: int = 100) -> str:
    console = Console(width=width, color_system=None, record=True, file=open(os.devnull, "w"))  # noqa: SIM115
    legal = GAME.legal_actions(state, seat) if seat is not None else []
    console.print(UI.render(GAME, GAME.view(state, seat), legal, ui))
    console.file.close()
    return console.export_text()


def cell_of(text: str, field: int) -> str:
    """What the board shows on ``field`` (its row line, the field's place in that row)."""
    name = B.field_name(field)
    row = next(line for line in text.splitlines() if re.match(rf"[│ ]*{name[0]} ", line))
    row = row.split("│")[1] if "│" in row else row
    cells = row.split()[1:]
    first = min(f for f in range(len(B.COLOUR)) if B.field_name(f)[0] == name[0])
    return cells[field - first]


def build(steps: int) -> tuple[Any, dict[str, Any], list[int]]:
    """A fresh solo game with ``steps`` fields of an extension entered (offer 1 each time)."""
    state = GAME.new_initial_state(1, seed=0)
    view, legal = GAME.view(state, 0), GAME.legal_actions(state, 0)
    ui = UI.new_ui_state()
    for _ in range(steps):
        assert isinstance(UI.interpret(GAME, view, legal, "1", ui), Handled)
    return state, ui, list(ui["steps"])


def test_fields_of_the_extension_show_their_colour_and_own_number_never_a_step_number() -> None:
    for steps in (1, 2, 3):
        state, ui, chosen = build(steps)
        if len(chosen) < steps:
            continue
        text = render(state, 0, ui)
        for field in chosen:
            letter = B.colour_letter(B.COLOUR[field])
            number = str(B.NUMBER[field] or "")
            shown = cell_of(text, field).strip("[]")
            assert shown == f"+{letter}{number}", (B.field_name(field), shown)
        # the order is spelled out by field names
        assert " → ".join(B.field_name(f) for f in chosen) in text


def test_the_legend_names_every_colour_letter_grey_included() -> None:
    state, ui, _ = build(0)
    for lang in ("en", "nl", "fi"):
        text = render(state, 0, {**ui, "lang": lang})
        for colour, letter in enumerate(B.COLOUR_LETTERS):
            assert re.search(rf"\b{letter}\s+{B.colour_name(colour, lang)}\b", text), (lang, letter)
    # also in the compact layout of a small terminal
    text = render(state, 0, {**ui, "screen": (80, 24)}, width=80)
    grey = B.COLOUR_LETTERS.index("A")
    assert re.search(rf"\bA\s+{B.colour_name(grey, 'en')}", text)


def test_p_asks_before_passing_and_pass_passes() -> None:
    state = GAME.new_initial_state(2, seed=1)
    view, legal = GAME.view(state, 0), GAME.legal_actions(state, 0)
    ui = UI.new_ui_state()
    asked = UI.interpret(GAME, view, legal, "p", ui)
    assert isinstance(asked, Handled)
    assert "Pass the whole round?" in asked.message
    assert UI.interpret(GAME, view, legal, "p", ui) == PASS  # p again confirms
    UI.interpret(GAME, view, legal, "p", ui)
    assert isinstance(UI.interpret(GAME, view, legal, "1", ui), Handled)  # anything else: no
    assert UI.interpret(GAME, view, legal, "ok", ui) != PASS
    assert UI.interpret(GAME, view, legal, "pass", ui) == PASS  # the word passes at once


def test_in_hot_seat_the_second_person_sees_the_first_as_chosen_and_passes_are_echoed() -> None:
    match = Match(GAME, [Seat("human"), Seat("human")], {}, 2)
    out = Console(width=100, height=50, color_system=None, file=io.StringIO())
    loop = PlayLoop(match, out)
    seen: dict[int, str] = {}

    def ask(seat: int) -> Any:
        out.file = io.StringIO()
        loop.draw(seat)
        seen[seat] = out.file.getvalue()
        return PASS

    loop.ask = ask  # type: ignore[method-assign]
    loop.step()
    first, second = seen[0], seen[1]
    assert re.search(r"player 1 .*choosing", first)
    assert re.search(r"player 1 .*✓ chosen", second)
    assert re.search(r"player 2 .*choosing", second)
    loop.step()
    assert "player 1 passed" in seen[0]  # your own pass is echoed next round
    assert "player 2 passed" in seen[0]


def test_a_saved_hot_seat_game_resumes_with_its_bot(run: Run, tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    first = run(
        ["play", "traexx", "--seats", "human,bot:random", "--seed", "5", "--save", str(path)],
        "pass\npass\nq\n",
    )
    assert f"spelkast play --resume {path}" in " ".join(first.output.split())
    assert len(GameRecord.load(path).moves) == 4  # two rounds, the bot too
    second = run(["play", "--resume", str(path)], "pass\n" * 13)
    assert second.exit_code == 0, second.output
    assert "Resumed after 4 moves" in second.output
    record = GameRecord.load(path)
    assert record.meta["finished"] is True
    assert record.players == ("human", "bot:random")
    assert [m.player for m in record.moves] == [0, 1] * int(
        GAME.view(GAME.new_initial_state(2), 0)["rounds"]
    )


def test_the_pass_question_is_answered_yes_or_no_in_the_persons_language() -> None:
    state = GAME.new_initial_state(2, seed=1)
    view, legal = GAME.view(state, 0), GAME.legal_actions(state, 0)
    for lang, yes, no in (("en", "y", "n"), ("nl", "j", "n"), ("fi", "k", "e")):
        ui = {**UI.new_ui_state(), "lang": lang}
        asked = UI.interpret(GAME, view, legal, "p", ui)
        assert isinstance(asked, Handled)
        assert f"({yes}/{no})" in asked.message
        declined = UI.interpret(GAME, view, legal, no, ui)
        assert isinstance(declined, Handled)
        assert not ui["names"]  # 'n' answered the question, it did not switch to names
        UI.interpret(GAME, view, legal, "p", ui)
        assert UI.interpret(GAME, view, legal, yes, ui) == PASS
    # Asked nothing, n still switches the board to field names.
    ui = UI.new_ui_state()
    UI.interpret(GAME, view, legal, "n", ui)
    assert ui["names"]


def test_a_resumed_game_goes_on_as_the_uninterrupted_one_though_the_bot_had_chosen(
    run: Run, tmp_path: Path
) -> None:
    """The bot chooses each round before the person does; a game stopped then is saved
    with the bot's random state from before that choice."""
    seats = ["--seats", "bot:random,human", "--seed", "4"]
    whole, split = tmp_path / "whole.json", tmp_path / "split.json"
    run(["play", "traexx", *seats, "--save", str(whole)], "pass\n" * 6 + "q\n")
    run(["play", "traexx", *seats, "--save", str(split)], "pass\n" * 2 + "q\n")
    resumed = run(["play", "--resume", str(split)], "pass\n" * 4 + "q\n")
    assert resumed.exit_code == 0, resumed.output
    played = GameRecord.load(whole).moves
    assert sum(1 for m in played if m.player == 0) == 6  # the bot chose six times
    assert GameRecord.load(split).moves == played
