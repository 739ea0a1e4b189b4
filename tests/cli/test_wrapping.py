"""Long lines wrap at word boundaries at any terminal width: the same words in the same
order as on a wide terminal, no line wider than the terminal."""

from __future__ import annotations

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
