"""``bench/bots_table.py`` writes the arena reports of the bots page: one per game and
match-up, each the object ``spelkast arena --json`` prints; ``--only`` refreshes one game
and keeps the rest; ``--bot-settings`` reaches the seat specs."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

from spelkast.arena import run_arena

SCRIPT = Path(__file__).resolve().parents[1] / "bench" / "bots_table.py"


@pytest.fixture(scope="module")
def table() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bots_table", SCRIPT)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["bots_table"] = module
    spec.loader.exec_module(module)
    return module


def _read(path: Path) -> list[dict[str, object]]:
    data: list[dict[str, object]] = json.loads(path.read_text(encoding="utf-8"))
    return data


def _untimed(report: dict[str, object]) -> dict[str, object]:
    """The report without its wall times (which differ from run to run)."""
    bots = report["bots"]
    assert isinstance(bots, list)
    timing = ("median_ms", "p90_ms")
    return {
        **report,
        "bots": [{k: v for k, v in bot.items() if k not in timing} for bot in bots],
    }


def test_each_report_is_what_arena_json_prints(table: ModuleType, tmp_path: Path) -> None:
    out = tmp_path / "measured.json"
    table.main(["--games", "2", "--jobs", "1", "--matchup", "medium:easy", "--out", str(out)])
    reports = _read(out)
    assert [r["game"] for r in reports] == list(table.GAMES)
    for report in reports:
        expected = run_arena(str(report["game"]), ("medium", "easy"), games=2, seed=1).to_json()
        seconds = report.pop("seconds")
        assert isinstance(seconds, float | int)
        assert _untimed(report) == _untimed(expected)


def test_only_refreshes_one_game_and_keeps_the_others(table: ModuleType, tmp_path: Path) -> None:
    out = tmp_path / "measured.json"
    common = ["--jobs", "1", "--matchup", "medium:easy", "--out", str(out)]
    table.main(["--games", "2", *common])
    before = _read(out)
    table.main(
        ["--games", "4", "--only", "traexx", "--bot-settings", "easy:mistake_rate=1", *common]
    )
    after = _read(out)
    assert [r["game"] for r in after] == [r["game"] for r in before]
    for old, new in zip(before, after, strict=True):
        if new["game"] == "traexx":
            assert new["games"] == 4
            assert new["seats"] == ["bot:medium", "bot:easy:mistake_rate=1"]
        else:
            assert new == old


def test_a_level_a_game_lacks_is_skipped(
    table: ModuleType, capsys: pytest.CaptureFixture[str]
) -> None:
    reports = table.measure(["sudoids"], [("medium", "no-such-level")], {}, 2, 1, 1)
    assert reports == []
    assert "no no-such-level bot, skipped" in capsys.readouterr().err


def test_bad_matchups_and_settings_are_refused(table: ModuleType) -> None:
    with pytest.raises(SystemExit):
        table.main(["--matchup", "medium"])
    with pytest.raises(SystemExit):
        table.main(["--matchup", "easy:easy"])
    with pytest.raises(SystemExit):
        table.main(["--bot-settings", "hard"])


def test_players_options_and_the_oracle_reach_the_reports(
    table: ModuleType, tmp_path: Path
) -> None:
    out = tmp_path / "measured.json"
    common = ["--games", "3", "--jobs", "1", "--out", str(out)]
    table.main(["--only", "sudoids", "--matchup", "medium:easy", *common])
    table.main(["--only", "sudoids", "--matchup", "medium:easy", "--players", "3", *common])
    oracle = ["--matchup", "oracle:medium", "--bot-settings", "oracle:playouts=2"]
    table.main(["--only", "sudoids", *oracle, *common])
    table.main(
        ["--only", "labyrinth", "--matchup", "medium:easy", "--option", "day_night=true", *common]
    )
    reports = _read(out)
    seats = [(r["game"], r["seats"]) for r in reports]
    assert seats == [
        ("labyrinth", ["bot:medium", "bot:easy"]),
        ("sudoids", ["bot:medium", "bot:easy"]),
        ("sudoids", ["bot:oracle:playouts=2", "bot:medium"]),
        ("sudoids", ["bot:medium", "bot:easy", "bot:easy"]),
    ]
    options = reports[0]["options"]
    assert isinstance(options, dict)
    assert options["day_night"] is True
    expected = run_arena("sudoids", ("medium", "easy", "easy"), games=3, seed=1).to_json()
    three = dict(reports[3])
    three.pop("seconds")
    assert _untimed(three) == _untimed(expected)
    # A rerun replaces only the report of the same game, seats and options.
    table.main(["--only", "labyrinth", "--matchup", "medium:easy", *common])
    again = _read(out)
    assert [r["options"] for r in again if r["game"] == "labyrinth"] == [
        {**options, "day_night": False},
        options,
    ]
    assert len(again) == 5


def test_an_oracle_matchup_is_skipped_where_there_is_no_oracle(
    table: ModuleType, capsys: pytest.CaptureFixture[str]
) -> None:
    assert table.measure(["traexx"], [("oracle", "medium")], {}, 2, 1, 1) == []
    assert "no oracle bot, skipped" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        table.main(["--players", "1"])


def test_add_merges_arena_json_reports_in_place_of_the_same_matchup(
    table: ModuleType, tmp_path: Path
) -> None:
    out = tmp_path / "measured.json"
    table.main(["--games", "2", "--jobs", "1", "--matchup", "medium:easy", "--out", str(out)])
    before = _read(out)
    fresh = run_arena("sudoids", ("medium", "easy"), games=4, seed=9).to_json()
    fresh["seconds"] = 1.5
    wider = run_arena("sudoids", ("medium", "easy", "easy"), games=3, seed=9).to_json()
    wider["seconds"] = 2.5
    paths = []
    for name, report in (("two.json", fresh), ("three.json", wider)):
        path = tmp_path / name
        path.write_text(json.dumps(report), encoding="utf-8")
        paths += ["--add", str(path)]
    table.main([*paths, "--out", str(out)])
    after = _read(out)
    assert len(after) == len(before) + 1  # the 2-player report replaced, the 3-player added
    sudoids = [r for r in after if r["game"] == "sudoids"]
    assert sudoids == [fresh, wider]
    assert [r for r in after if r["game"] != "sudoids"] == [
        r for r in before if r["game"] != "sudoids"
    ]
    not_a_report = tmp_path / "bad.json"
    not_a_report.write_text("[]", encoding="utf-8")
    with pytest.raises(SystemExit):
        table.main(["--add", str(not_a_report), "--out", str(out)])
