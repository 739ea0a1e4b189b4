"""Typing at the terminal: line editing and history on a real terminal, and special keys
(arrows, function keys) refused in words, never echoed as raw codes."""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path

import pytest
from rich.console import Console
from typer.testing import Result

from spelkast.core.record import GameRecord
from spelkast.tui import lines

Run = Callable[..., Result]


@pytest.mark.parametrize("key", ["\x1b[A", "\x1b[D", "\x1bOP", "\x1b[1;5C", "Nb\x1b[A"])
def test_special_keys_are_refused_in_words_and_never_echoed(
    run: Run, tmp_path: Path, key: str
) -> None:
    path = tmp_path / "game.json"
    result = run(
        ["play", "labyrinth", "--seed", "1", "--save", str(path), "--lang", "nl"],
        f"{key}\nNb\nstay\nq\n",
    )
    assert result.exit_code == 0
    assert "\x1b" not in result.output
    assert "speciale toetsen" in result.output
    assert "kan " not in result.output.split("speciale toetsen")[0].splitlines()[-1]
    assert [m.notation.split(":")[0] for m in GameRecord.load(path).moves[:2]] == ["Nb", "a1"]


def test_a_terminal_reads_lines_through_readline(monkeypatch: pytest.MonkeyPatch) -> None:
    assert lines.line_editing()  # readline is there on this platform
    turned_on: list[bool] = []
    asked: list[str] = []
    monkeypatch.setattr(lines, "line_editing", lambda: turned_on.append(True) or True)
    monkeypatch.setattr("sys.stdin.isatty", lambda: True)
    monkeypatch.setattr("builtins.input", lambda prompt: asked.append(prompt) or "e4")
    term = lines.Terminal(Console(file=io.StringIO()), interactive=False)
    assert term.read("yellow> ") == "e4"
    assert asked == ["yellow> "]
    assert turned_on
