"""Long lines wrap at word boundaries at any terminal width: the same words in the same
order as on a wide terminal, no line wider than the terminal."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from pathlib import Path

import pytest
from typer.testing import Result

Run = Callable[..., Result]
WIDTHS = (60, 80, 120)


def at_width(run: Run, monkeypatch: pytest.MonkeyPatch, width: int, *args: object) -> str:
    monkeypatch.setenv("COLUMNS", str(width))
    monkeypatch.setenv("LINES", "200")
    result = run(*args)
    assert result.exit_code == 0, result.output
    return result.output


@pytest.mark.parametrize("width", WIDTHS)
def test_the_games_list_wraps_between_words(
    run: Run, monkeypatch: pytest.MonkeyPatch, width: int
) -> None:
    wide = at_width(run, monkeypatch, 1000, ["games"])
    narrow = at_width(run, monkeypatch, width, ["games"])
    assert max(len(line) for line in narrow.splitlines()) <= width
    assert all(line == line.rstrip() for line in narrow.splitlines())
    assert narrow.split() == wide.split()  # no word cut in two
    assert any(len(line) > 80 for line in wide.splitlines())  # there was something to wrap


@pytest.mark.parametrize("width", WIDTHS)
def test_the_finnish_traexx_screen_wraps_its_header_between_words(
    run: Run, monkeypatch: pytest.MonkeyPatch, width: int, tmp_path: Path
) -> None:
    args = ["play", "traexx", "--lang", "fi", "--seats", "human,bot:easy", "--seed", "1"]
    args += ["--save", str(tmp_path / "g.json")]
    out = at_width(run, monkeypatch, width, args, "q\n").splitlines()
    wide = at_width(run, monkeypatch, 1000, args, "q\n").splitlines()
    # the header: from the round line to the board's first row (a)
    start = next(n for n, line in enumerate(out) if "Kierros 1 / 15" in line)
    end = next(n for n, line in enumerate(out) if n > start and line.strip("│ ").startswith("a "))
    header = out[start:end]
    assert max(len(line) for line in header) <= width
    whole = [w for w in next(line for line in wide if "Kierros" in line).split() if w != "│"]
    said = [w for w in " ".join(header).split() if w != "│"]
    assert said[-len(whole) :] == whole  # no word cut in two
    assert max(len(line) for line in out[: start + 1]) <= width  # the first lines too


# ------------------------------------------------------------- every printing command
LANGS = ("en", "nl", "fi")


def cut_words(narrow: str, wide: str, width: int) -> list[str]:
    """Words of ``narrow`` cut in two or cropped: the end of a line and the start of the
    next that together make a token of ``wide`` (neither piece alone being one), and a
    token cropped to an ellipsis. A token longer than the terminal may be cut. (The
    screens lay out differently by width, so the lines themselves are not compared.)"""
    whole = set(wide.split())
    rows = [line.strip("│ ").split() for line in narrow.splitlines()]
    cut = [
        f"{row[-1]}|{after[0]}"
        for row, after in itertools.pairwise(rows)
        if row
        and after
        and row[-1] + after[0] in whole
        and row[-1] not in whole
        and len(row[-1] + after[0]) < width
    ]
    cropped = [t for row in rows for t in row if t.endswith("…") and t != "…" and t not in whole]
    return cut + cropped


def too_wide(text: str, width: int) -> list[str]:
    """Lines wider than ``width``, but for a line of one token that long (a file path)."""
    return [line for line in text.splitlines() if len(line) > width and len(line.split()) > 1]


@pytest.fixture(scope="module")
def saved(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A saved Labyrinth game of a few turns (for replay and review)."""
    from typer.testing import CliRunner

    from spelkast.cli.app import app

    path = tmp_path_factory.mktemp("wrap") / "game.json"
    args = ["play", "labyrinth", "--seed", "3", "--seats", "bot:random,bot:random", "--plain"]
    result = CliRunner().invoke(app, [*args, "--save", str(path)], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return path


def commands(saved: Path, tmp: Path) -> list[tuple[list[str], str | None]]:
    play = ["play", "traexx", "--seed", "1", "--seats", "human,bot:easy", "--plain"]
    return [
        (["games"], None),
        ([*play, "--save", str(tmp / "t.json")], "?\nq\n"),
        (["simulate", "labyrinth", "--seats", "bot:random,bot:greedy", "--games", "1"], None),
        (["arena", "sudoku", "--seats", "bot:random,bot:greedy", "--games", "1"], None),
        (["replay", str(saved), "--all"], None),
        (["review", str(saved)], None),
    ]


@pytest.mark.parametrize("lang", LANGS)
def test_every_printing_command_wraps_between_words(
    run: Run, monkeypatch: pytest.MonkeyPatch, saved: Path, tmp_path: Path, lang: str
) -> None:
    for args, stdin in commands(saved, tmp_path):
        full = [*args, "--lang", lang]
        wide = at_width(run, monkeypatch, 1000, full, stdin)
        for width in WIDTHS:
            narrow = at_width(run, monkeypatch, width, full, stdin)
            assert too_wide(narrow, width) == [], (args[0], width)
            assert cut_words(narrow, wide, width) == [], (args[0], width)
