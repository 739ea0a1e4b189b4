"""The review's benchmarks run and print what the docs quote: the speed table with the
longest wait between progress reports, and the calibration bins of every measure (win
chance, rank share, solo score). Tiny budgets; no timing is asserted."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench"


def load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, BENCH / f"{name}.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def test_the_speed_bench_measures_a_typical_game_with_its_progress() -> None:
    bench = load("bench_review")
    figures = bench.measure("sudoids", 2, 1)
    assert figures["decisions"] > 0
    assert figures["actions"] >= figures["decisions"]
    assert 0.0 <= figures["wait"] <= figures["seconds"]


@pytest.mark.parametrize(
    ("players", "heading"),
    [(2, "actual win rate"), (3, "actual rank share"), (1, "mean final score")],
)
def test_the_calibration_bins_every_measure_and_states_its_sample(
    players: int, heading: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    bench = load("review_calibration")
    args = ["--games", "1", "--players", str(players), "--iterations", "4"]
    args += ["--bot", "hard:iterations=4:seconds=0", "--only", "sudoids"]
    monkeypatch.setattr(sys, "argv", ["review_calibration.py", *args])
    bench.main()
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[1].startswith(
        f"sample: 1 games per id of {players} player(s) (sudoids), games 0-0"
    )
    assert heading in out
    rows = [line for line in lines if line.startswith("  0.") or line.startswith("  1/5")]
    assert rows
