"""The expert level at the terminal: ``--seats human,bot:expert`` seats it, it moves,
and the saved game names it."""

from __future__ import annotations

from pathlib import Path

from spelkast.core.record import GameRecord

from .conftest import Run


def test_a_person_sits_down_against_the_expert_bot(run: Run, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    # The expert sits first so that it has moved by the time the person quits.
    args = ["play", "sudoids", "--seats", "bot:expert,human", "--seed", "3", "--plain"]
    result = run([*args, "--save", str(path)], "q\n")
    assert result.exit_code == 0, result.output
    record = GameRecord.load(path)
    assert record.players[0] == "bot:expert"
    assert record.moves, "the expert bot made no move"


def test_human_against_expert_is_accepted_as_written(run: Run) -> None:
    result = run(["play", "sudoku", "--seats", "human,bot:expert", "--seed", "2", "--plain"], "q\n")
    assert result.exit_code == 0, result.output
    assert "no bot" not in result.output
