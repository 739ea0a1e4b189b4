"""Hints at the terminal: ``--hints`` makes ``hint`` show the hint from the seat's view
and the Help proposal, each turn counted once, the count saved in the record's meta and
said at the end; ``--no-hints`` refuses in words; the default follows the seats (on
against a bot, off between people at one terminal); ``--resume`` goes on counting."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from typer.testing import Result

from spelkast.core.record import GameRecord

Run = Callable[..., Result]


def _play(run: Run, path: Path, *extra: str, lines: str) -> Result:
    return run(
        ["play", "sudoku", "--seats", "human,bot:easy", "--seed", "5", "--save", str(path), *extra],
        lines,
    )


def test_hint_shows_the_hint_and_help_and_is_counted_once_a_turn(run: Run, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    result = _play(run, path, "--hints", lines="hint\nhint\nq\n")
    assert result.output.count("hint: ") == 2
    assert result.output.count("help: ") == 2
    assert "fits on" in result.output
    meta = GameRecord.load(path).meta
    assert meta["hints"] is True
    assert meta["hints_used"] == [{"hints": 1, "helps": 1}, {"hints": 0, "helps": 0}]
    # Going on from the saved game keeps the count (the same turn still counts once).
    again = run(["play", "--resume", str(path)], "hint\nq\n")
    assert "hint: " in again.output
    assert GameRecord.load(path).meta["hints_used"][0] == {"hints": 1, "helps": 1}


def test_without_hints_the_command_says_so_in_the_language(run: Run, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    result = _play(run, path, "--no-hints", "--lang", "nl", lines="hint\nq\n")
    assert "dit spel heeft geen hints" in result.output
    meta = GameRecord.load(path).meta
    assert meta["hints"] is False
    assert meta["hints_used"] == [{"hints": 0, "helps": 0}, {"hints": 0, "helps": 0}]


def test_the_default_follows_the_seats(run: Run, tmp_path: Path) -> None:
    against_bot = tmp_path / "bot.json"
    _play(run, against_bot, lines="q\n")
    assert GameRecord.load(against_bot).meta["hints"] is True
    people = tmp_path / "people.json"
    run(["play", "sudoku", "--seats", "human,human", "--seed", "5", "--save", str(people)], "q\n")
    assert GameRecord.load(people).meta["hints"] is False
