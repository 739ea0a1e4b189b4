"""GET /api/bots: each game's bot levels and the arena reports measured for it, read once
from the measurements file; a missing file means no reports, not an error."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from spelkast.arena import run_arena
from spelkast.bots.levels import levels_of
from spelkast.bots.oracle import oracle_games
from spelkast.core.registry import all_games, get_game
from spelkast.server.app import Settings, create_app
from spelkast.server.bots.info import MEASURED, load_measured


@pytest.fixture(scope="module")
def reports() -> list[dict[str, Any]]:
    """Two real (tiny) arena reports, as `spelkast arena --json` prints them."""
    made = []
    for game_id in ("sudoids", "traexx"):
        data = run_arena(game_id, ("medium", "easy"), games=2, seed=3).to_json()
        data["seconds"] = 0.1
        made.append(data)
    return made


def _client(tmp_path: Path, measured: Path) -> TestClient:
    settings = Settings(
        database_url=f"sqlite:///{tmp_path / 'spelkast.db'}",
        bot_workers=0,
        bots_measured=str(measured),
    )
    return TestClient(create_app(settings))


@pytest.fixture
def measured_file(tmp_path: Path, reports: list[dict[str, Any]]) -> Path:
    path = tmp_path / "measured.json"
    path.write_text(json.dumps(reports), encoding="utf-8")
    return path


@pytest.fixture
def client(tmp_path: Path, measured_file: Path) -> Iterator[TestClient]:
    with _client(tmp_path, measured_file) as test_client:
        yield test_client


def test_every_game_lists_the_levels_it_offers_weakest_first(client: TestClient) -> None:
    body = client.get("/api/bots").json()
    assert [entry["game"] for entry in body] == [game.info.id for game in all_games()]
    for entry, game in zip(body, all_games(), strict=True):
        assert entry["levels"] == levels_of(game.info.id)
        assert entry["levels"][:2] == ["easy", "medium"]
        assert entry["names"] == dict(game.info.names)
        assert entry["defaults"] == game.resolve_options(None)


def test_measured_reports_are_served_unchanged_under_their_game(
    client: TestClient, reports: list[dict[str, Any]]
) -> None:
    body = {entry["game"]: entry["reports"] for entry in client.get("/api/bots").json()}
    assert body["sudoids"] == [reports[0]]
    assert body["traexx"] == [reports[1]]
    assert body["labyrinth"] == []
    assert body["sudoku"] == []


def test_the_measurements_are_read_once(client: TestClient, measured_file: Path) -> None:
    first = client.get("/api/bots").json()
    measured_file.write_text("[]", encoding="utf-8")
    assert client.get("/api/bots").json() == first


def test_a_missing_measurements_file_yields_no_reports(tmp_path: Path) -> None:
    with _client(tmp_path, tmp_path / "nowhere.json") as client:
        response = client.get("/api/bots")
    assert response.status_code == 200
    body = response.json()
    assert len(body) == len(all_games())
    assert all(entry["reports"] == [] for entry in body)
    assert all("medium" in entry["levels"] for entry in body)


def test_a_malformed_measurements_file_yields_no_reports(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    for text in ("{not json", '{"game": "sudoku"}', '[{"seats": []}]'):
        path = tmp_path / "bad.json"
        path.write_text(text, encoding="utf-8")
        assert load_measured(path) == [], text
    assert caplog.text.count("none shown") == 3


def test_the_shipped_measurements_are_arena_reports_of_offered_levels(
    reports: list[dict[str, Any]],
) -> None:
    shipped = load_measured(MEASURED)
    assert shipped, "src/spelkast/bots/measured.json holds no reports"
    games = {game.info.id for game in all_games()}
    for report in shipped:
        # A report may cover runs on several seeds: it lists them, the first as its seed.
        assert set(report) - {"seeds"} == set(reports[0]), report["game"]
        seeds = report.get("seeds", [report["seed"]])
        assert seeds[0] == report["seed"]
        assert len(set(seeds)) == len(seeds)
        assert report["game"] in games
        info = get_game(report["game"]).info
        assert max(2, info.min_players) <= len(report["seats"]) <= info.max_players
        for seat in report["seats"]:
            level = seat.removeprefix("bot:").split(":")[0]
            # a level players can pick, or the arena-only oracle (first seat only)
            offered = levels_of(report["game"])
            assert level in offered or (level == "oracle" and report["game"] in oracle_games())
        assert [bot["spec"] for bot in report["bots"]] == report["seats"]
