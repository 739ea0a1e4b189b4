"""The games' typed keywords and the shared commands are read in Dutch and Finnish too
(English always), in the line mode."""

from __future__ import annotations

from pathlib import Path

from spelkast.tui import words

from .conftest import Run


def test_a_claim_typed_in_dutch_is_asked_about_and_stop_quits(run: Run, tmp_path: Path) -> None:
    save = str(tmp_path / "game.json")
    args = ["play", "sudoku", "--seats", "human,bot:easy", "--seed", "3", "--lang", "nl"]
    result = run([*args, "--save", save, "--plain"], "claimen\nn\nstop\n")
    assert result.exit_code == 0, result.output
    assert "Zeggen dat je tegel nergens past?" in result.output
    assert "Niet gespeeld" in result.output
    assert "Spel gestopt" in result.output


def test_a_finnish_pass_and_the_english_words_are_read() -> None:
    assert words.keyword("ohita", "fi") == "pass"
    assert words.keyword(" Blijf ", "nl") == "stay"
    assert words.keyword("pass", "fi") == "pass"  # English always
    assert words.keyword("ohita", "nl") == "ohita"  # not Dutch: left as typed
