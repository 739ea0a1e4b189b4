"""Leaving an online match keeps the seat token in a file of the player's (mode 0600),
never in the printed command line; ``spelkast connect`` with the invite link alone
takes the same seat back."""

from __future__ import annotations

import stat
from pathlib import Path

import pytest
from typer.testing import CliRunner

from spelkast.cli.app import app
from spelkast.cli.online import request

from .test_online import server  # noqa: F401 (the fixture)


def test_leaving_keeps_the_token_in_a_file_and_connect_comes_back(
    server: str,  # noqa: F811
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    runner = CliRunner()
    seats = [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}]
    match = request(server, "POST", "/api/matches", {"game": "labyrinth", "seats": seats})
    left = runner.invoke(app, ["connect", match["invite_url"], "--name", "Bo"], input="q\n")
    assert left.exit_code == 0, left.output
    assert "your seat waits" in left.output
    assert "--token" not in left.output
    kept = list((tmp_path / "data").rglob("*.json"))
    assert len(kept) == 1
    assert stat.S_IMODE(kept[0].stat().st_mode) == 0o600
    assert str(kept[0]) in left.output.replace("\n", "")
    # No seat is open any more: only the kept token lets this connect in.
    back = runner.invoke(app, ["connect", match["invite_url"], "--name", "Cy"], input="q\n")
    assert back.exit_code == 0, back.output
    assert "Connected to Labyrinth as seat 1." in back.output
    summary = request(server, "GET", f"/api/matches/{match['id']}")
    assert [seat["name"] for seat in summary["seats"]] == ["Bo", "greedy bot"]
