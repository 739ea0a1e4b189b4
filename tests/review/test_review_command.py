"""``spelkast review RECORD`` on a recorded game."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from review.test_game_review import random_record
from spelkast.cli.app import app
from spelkast.cli.review import BARS
from spelkast.core.record import GameRecord


def saved(tmp_path: Path) -> Path:
    record = random_record("labyrinth", 2, seed=5, limit=40)
    named = GameRecord.from_json({**record.to_json(), "meta": {"names": ["Anna", "Ben"]}})
    path = tmp_path / "game.json"
    named.save(path)
    return path


def test_review_prints_accuracy_a_graph_per_player_and_key_moments(tmp_path: Path) -> None:
    path = saved(tmp_path)
    result = CliRunner().invoke(app, ["review", str(path), "--iterations", "20"])
    assert result.exit_code == 0, result.output
    out = result.output
    assert "Review of Labyrinth" in out
    assert "Key moments" in out
    for name in ("Anna", "Ben"):
        graph_line = next(line for line in out.splitlines() if line.strip().startswith(name))
        assert any(bar in graph_line for bar in BARS)
    assert "Move " in out


def test_review_of_one_player_in_finnish(tmp_path: Path) -> None:
    path = saved(tmp_path)
    result = CliRunner().invoke(
        app, ["review", str(path), "--player", "2", "--lang", "fi", "--iterations", "20"]
    )
    assert result.exit_code == 0, result.output
    assert "Tärkeät hetket" in result.output
    rows = [line for line in result.output.splitlines() if line.strip().startswith(("Anna", "Ben"))]
    assert [row.split()[0] for row in rows] == ["Ben"]


def test_review_refuses_a_player_not_in_the_game(tmp_path: Path) -> None:
    result = CliRunner().invoke(app, ["review", str(saved(tmp_path)), "--player", "3"])
    assert result.exit_code == 2
    assert "--player must be 1-2" in result.output
