"""The server load benchmark still runs (2 matches for about a second, on SQLite).

No timing is asserted: this only keeps ``bench/bench_server.py`` from rotting, and
checks that its bookkeeping adds up.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[1] / "bench" / "bench_server.py"


@pytest.mark.slow
@pytest.mark.parametrize(("game", "spectators"), [("labyrinth", 0), ("traexx", 1)])
def test_bench_server_plays_matches_and_accounts_for_every_action(
    tmp_path: Path, game: str, spectators: int
) -> None:
    out = tmp_path / "server.json"
    argv = ["--matches", "2", "--duration", "1", "--warmup", "0.5", "--game", game]
    argv += ["--spectators", str(spectators), "--json", str(out)]
    done = subprocess.run(
        [sys.executable, str(BENCH), *argv], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert "latency (send -> every client has the new state)" in done.stdout
    result = json.loads(out.read_text())
    assert result["database"] == "sqlite"
    assert result["matches"] == 2
    assert result["clients_per_match"] == 2 + spectators
    assert result["errors"] == {}
    assert result["actions"] > 0
    # Every accepted action sent in the window was either seen by all clients or is
    # counted as unfinished.
    assert result["measured_actions"] + result["unfinished_actions"] == result["actions"]
    latency = result["latency_ms"]
    assert 0 < latency["p50"] <= latency["p90"] <= latency["p99"] <= latency["max"]
    assert result["matches_started"] >= 2
    assert result["cpu"]["server_cores"] > 0
