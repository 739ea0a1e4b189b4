"""``bench/arena_log.py``: an arena run logged game by game, resumed, reports exactly what
one uninterrupted arena run of the same games reports (timings aside); it stops by the
clock, reports a log on its own, a cut-short rotation when asked and the wins by seat
around the first bot."""

from __future__ import annotations

import importlib.util
import json
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path
from types import ModuleType

import pytest

from spelkast.arena import run_arena

BENCH = Path(__file__).resolve().parents[1] / "bench" / "arena_log.py"
SPECS = ("random", "medium")


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("arena_log", BENCH)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["arena_log"] = module
    spec.loader.exec_module(module)
    return module


def run(bench: ModuleType, monkeypatch: pytest.MonkeyPatch, *args: str) -> None:
    monkeypatch.setattr(sys, "argv", ["arena_log.py", *args])
    bench.main()


def without_times(report: dict) -> dict:  # type: ignore[type-arg]
    report = dict(report)
    report.pop("seconds", None)
    report.pop("decision_seconds", None)
    report["bots"] = [
        {k: v for k, v in bot.items() if k not in ("median_ms", "p90_ms")} for bot in report["bots"]
    ]
    return report


def test_a_resumed_run_reports_what_one_arena_run_does(
    bench: ModuleType,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    log = tmp_path / "games.jsonl"
    common = ["sudoids", "--seats", ",".join(SPECS), "--seed", "5", "--log", str(log)]
    run(bench, monkeypatch, *common, "--games", "3")  # stopped after 3 games
    capsys.readouterr()
    assert len(log.read_text().splitlines()) == 3
    run(bench, monkeypatch, *common, "--report")  # a whole rotation only: 2 games
    assert json.loads(capsys.readouterr().out)["games"] == 2
    run(bench, monkeypatch, *common, "--games", "4")  # resumed: plays game 4 only
    logged = json.loads(capsys.readouterr().out)
    assert len(log.read_text().splitlines()) == 4
    direct = run_arena("sudoids", SPECS, games=4, seed=5).to_json()
    assert without_times(logged) == without_times(direct)
    assert logged["bots"][0]["decisions"] == direct["bots"][0]["decisions"] > 0


def test_a_log_of_another_run_is_refused(
    bench: ModuleType, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    log = tmp_path / "games.jsonl"
    run(
        bench,
        monkeypatch,
        "sudoids",
        "--seats",
        "random,medium",
        "--games",
        "2",
        "--seed",
        "5",
        "--log",
        str(log),
    )
    with pytest.raises(SystemExit, match="another run"):
        run(
            bench,
            monkeypatch,
            "sudoids",
            "--seats",
            "random,medium",
            "--games",
            "2",
            "--seed",
            "6",
            "--log",
            str(log),
        )


def test_a_run_stops_by_the_clock_and_a_log_reports_on_its_own(
    bench: ModuleType,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    log = tmp_path / "games.jsonl"
    common = ["sudoids", "--seats", "bot:random,bot:medium", "--seed", "5", "--log", str(log)]
    past = (datetime.now(UTC) - timedelta(hours=1)).replace(tzinfo=None).isoformat()
    with pytest.raises(SystemExit, match="no whole rotation"):
        run(bench, monkeypatch, *common, "--games", "3", "--until", past)
    assert "stopped at" in capsys.readouterr().err
    assert not log.exists()
    run(bench, monkeypatch, *common, "--games", "3")
    capsys.readouterr()
    run(bench, monkeypatch, "--log", str(log), "--report", "--uneven")  # the log's own run
    uneven = json.loads(capsys.readouterr().out)
    direct = run_arena("sudoids", SPECS, games=3, seed=5).to_json()
    assert without_times(uneven) == without_times(direct)
    assert uneven["bots"][0]["games_per_seat"] == [2, 1]
    lines = [json.loads(line) for line in log.read_text().splitlines()]
    thought = sum(sum(seat) for line in lines for seat in line["times"])
    assert uneven["decision_seconds"] == pytest.approx(thought, abs=0.01)
    assert uneven["seconds"] == pytest.approx(sum(line["seconds"] for line in lines), abs=0.01)
    run(bench, monkeypatch, "--log", str(log), "--report", "--uneven", "--around")
    line = capsys.readouterr().out
    finished, shares = line.split(" finished games; wins by seat after the first spec's: ")
    wins = [float(part.split(": ")[1]) for part in shares.split(", ")]
    assert len(wins) == 2
    assert int(finished) == 3
    assert sum(wins) == pytest.approx(3)


def test_logs_of_several_seeds_report_their_games_together(
    bench: ModuleType,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    logs = {seed: tmp_path / f"seed{seed}.jsonl" for seed in (5, 6)}
    for seed, log in logs.items():
        run(bench, monkeypatch, "sudoids", "--seats", ",".join(SPECS), "--seed", str(seed),
            "--games", "4", "--log", str(log))  # fmt: skip
    capsys.readouterr()
    both = ["--log", str(logs[5]), "--log", str(logs[6]), "--report"]
    run(bench, monkeypatch, *both)
    merged = json.loads(capsys.readouterr().out)
    alone = [run_arena("sudoids", SPECS, games=4, seed=seed).to_json() for seed in (5, 6)]
    assert merged["seed"] == 5
    assert merged["seeds"] == [5, 6]
    assert merged["games"] == merged["finished"] == 8
    for spec in range(2):
        assert merged["bots"][spec]["wins"] == sum(one["bots"][spec]["wins"] for one in alone)
        assert merged["bots"][spec]["decisions"] == sum(
            one["bots"][spec]["decisions"] for one in alone
        )
        assert merged["bots"][spec]["games_per_seat"] == [4, 4]
    assert merged["elo"]["score"] == sum(one["elo"]["score"] for one in alone)
    run(bench, monkeypatch, *both, "--around")
    assert capsys.readouterr().out.startswith("8 finished games")
    # One log on its own still reports without a list of seeds.
    run(bench, monkeypatch, "--log", str(logs[6]), "--report")
    assert "seeds" not in json.loads(capsys.readouterr().out)


def test_logs_that_cannot_be_reported_together_are_refused(
    bench: ModuleType, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    first, other, copy = (tmp_path / f"{name}.jsonl" for name in ("first", "other", "copy"))
    run(bench, monkeypatch, "sudoids", "--seats", "random,medium", "--seed", "5",
        "--games", "2", "--log", str(first))  # fmt: skip
    run(bench, monkeypatch, "sudoids", "--seats", "medium,random", "--seed", "6",
        "--games", "2", "--log", str(other))  # fmt: skip
    copy.write_text(first.read_text())
    with pytest.raises(SystemExit, match="another game, seats or options"):
        run(bench, monkeypatch, "--log", str(first), "--log", str(other), "--report")
    with pytest.raises(SystemExit, match="two logs of seed 5"):
        run(bench, monkeypatch, "--log", str(first), "--log", str(copy), "--report")
    with pytest.raises(SystemExit):  # playing takes one log
        run(bench, monkeypatch, "sudoids", "--seats", "random,medium", "--seed", "5",
            "--games", "2", "--log", str(first), "--log", str(copy))  # fmt: skip
