"""The bot workers benchmark still runs (2 matches for a second per row, both modes,
a work-bounded and a time-bounded level, on throwaway PostgreSQL and Redis).

No timing is asserted: this only keeps ``bench/bench_bot_workers.py`` from rotting, and
checks the shape of what it reports and that its bookkeeping adds up.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[1] / "bench" / "bench_bot_workers.py"
ROW_KEYS = {
    "mode", "level", "matches", "turns", "p50", "p99", "finished", "unfinished", "errors",
    "cores_bot", "cores_ours", "cores_others", "cores_machine", "cpu_per_turn", "decisions",
    "queued_ms", "cpu_per_decision_ms", "iterations", "load", "need", "p50_ratio",
    "p99_ratio",
}  # fmt: skip


@pytest.mark.slow
def test_bench_bot_workers_reports_every_row(tmp_path: Path) -> None:
    out = tmp_path / "bots.json"
    argv = ["--matches", "2", "--levels", "easy,hard", "--modes", "pool,workers",
            "--duration", "1", "--warmup", "1", "--think", "100", "--samples", "2",
            "--round-trips", "3", "--timed-slots", "4", "--json", str(out)]  # fmt: skip
    done = subprocess.run(
        [sys.executable, str(BENCH), *argv], capture_output=True, text=True, timeout=600
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert "the wait for the bot's turn under load" in done.stdout
    result = json.loads(out.read_text())
    assert result["think_ms"] == 100
    assert result["timed_slots"] == 4
    assert set(result["alone"]) == {"easy", "hard"}
    assert result["alone"]["easy"]["iterations"] is None  # the easy bot does not search
    assert result["alone"]["hard"]["iterations"] > 0
    assert result["alone"]["hard"]["turns"] == 2
    assert set(result["round_trips"]) == {"pool", "workers"}
    rows = result["rows"]
    assert [(r["mode"], r["level"]) for r in rows] == [
        ("pool", "easy"), ("workers", "easy"), ("pool", "hard"), ("workers", "hard")
    ]  # fmt: skip
    for row in rows:
        assert set(row) == ROW_KEYS
        assert row["matches"] == 2
        assert row["errors"] == {}
        assert row["turns"] >= 0
        assert row["unfinished"] >= 0
        assert row["cores_bot"] >= 0
        assert row["cores_ours"] >= 0
        assert row["cores_others"] >= 0
        if row["turns"]:
            assert 0 < row["p50"] <= row["p99"]
        if row["mode"] == "pool":  # the server's own pool keeps no counters
            assert row["decisions"] == 0
            assert row["iterations"] is None
        elif row["decisions"] and row["level"] == "hard":
            assert row["iterations"] > 0
        elif row["decisions"]:
            assert row["iterations"] is None
    # The easy bot answers in milliseconds: some of its turns began in the window.
    for row in rows[:2]:
        assert row["turns"] + row["unfinished"] > 0
