"""bench/bench_openspiel_adapter.py runs on a tiny budget (no timing is asserted: this
keeps the benchmark from rotting and checks what it compares)."""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench" / "bench_openspiel_adapter.py"


def load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_openspiel_adapter", BENCH)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_openspiel_adapter"] = module
    spec.loader.exec_module(module)
    return module


def in_git_checkout() -> bool:
    if shutil.which("git") is None:
        return False
    done = subprocess.run(
        ["git", "-C", str(BENCH.parent), "rev-parse", "HEAD"], capture_output=True, check=False
    )
    return done.returncode == 0


def test_time_is_put_down_to_the_adapter_the_codecs_or_the_engines() -> None:
    bench = load()
    assert bench.part_of("/r/src/spelkast/research/openspiel.py") == "adapter"
    assert bench.part_of("/r/src/spelkast/research/openspiel_position.py") == "adapter"
    assert bench.part_of("/r/src/spelkast/research/codec_cards.py") == "codecs"
    assert bench.part_of("/r/src/spelkast/games/sudoku/game.py") == "engines"
    assert bench.part_of("/v/site-packages/open_spiel/python/algorithms/mcts.py") is None
    assert bench.part_of("{built-in method pyspiel.legal_actions}") is None


def test_one_version_measures_every_game(capsys: Any) -> None:
    bench = load()
    argv = ["--simulations", "3", "--positions", "1", "--rounds", "1", "--before", "none"]
    bench.main([*argv, "--game", "sudoids", "--native", "connect_four"])
    out = capsys.readouterr().out
    rows = {line.split()[0]: line for line in out.splitlines() if line[:1].isalpha()}
    assert "sims/s after" in out
    assert "sims/s before" not in out
    assert "%" in rows["sudoids"]
    assert "connect_four" in rows
    assert "sudoids          (branching" in out  # set beside the native game


@pytest.mark.skipif(not in_git_checkout(), reason="'before' is unpacked from a git commit")
def test_before_and_after_search_alike(capsys: Any) -> None:
    bench = load()
    argv = ["--simulations", "3", "--positions", "1", "--rounds", "1", "--before", "HEAD"]
    bench.main([*argv, "--game", "traexx", "--native", "connect_four"])
    out = capsys.readouterr().out
    assert "sims/s before" in out
    assert "after/before" in out
    rows = [line for line in out.splitlines() if line.startswith(("traexx ", "connect_four "))]
    assert len(rows) == 2
    assert all(row.endswith("yes") for row in rows)  # the same searches in both versions
