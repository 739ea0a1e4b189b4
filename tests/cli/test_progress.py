"""Progress of the long bot-only commands: reported per game, shown on stderr when it is
a terminal, never mixed into the results on stdout."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from typer.testing import Result

from spelkast.arena import run_arena

Run = Callable[..., Result]


def test_the_arena_reports_progress_after_every_game() -> None:
    done: list[int] = []
    run_arena("sudoids", ("random", "random"), games=3, seed=1, progress=done.append)
    assert done == [1, 2, 3]


@pytest.mark.parametrize("command", ["arena", "simulate"])
def test_a_terminal_sees_games_done_of_the_total_on_stderr(
    run: Run, monkeypatch: pytest.MonkeyPatch, command: str
) -> None:
    monkeypatch.setenv("TTY_COMPATIBLE", "1")  # stderr counts as a terminal
    monkeypatch.setenv("NO_COLOR", "1")
    args = [command, "sudoids", "--seats", "bot:random,bot:random", "--games", "3", "--json"]
    result = run(args)
    assert result.exit_code == 0
    assert "3/3 games" in result.stderr
    assert "0:00:" in result.stderr  # the time elapsed
    # stdout holds only the JSON, as without a terminal
    for line in result.stdout.splitlines():
        json.loads(line)


@pytest.mark.parametrize("command", ["arena", "simulate"])
def test_without_a_terminal_nothing_is_added(
    run: Run, monkeypatch: pytest.MonkeyPatch, command: str
) -> None:
    monkeypatch.setenv("TTY_COMPATIBLE", "0")
    result = run([command, "sudoids", "--seats", "bot:random,bot:random", "--games", "2"])
    assert result.exit_code == 0
    assert result.stderr == ""
