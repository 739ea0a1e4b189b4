"""The benchmark's code runs (on 3 positions) and measures the right things.

No timing is asserted: this only keeps ``bench/bench_labyrinth.py`` from rotting.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

from spelkast.games.labyrinth import GAME, SHIFT

BENCH = Path(__file__).resolve().parents[1] / "bench" / "bench_labyrinth.py"


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_labyrinth", BENCH)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_labyrinth"] = module
    spec.loader.exec_module(module)
    return module


def test_bench_positions_are_seeded_mid_game_shift_positions(bench: ModuleType) -> None:
    positions = bench.make_positions(3, seed=5)
    assert positions == bench.make_positions(3, seed=5)
    assert [s.num_players for s in positions] == [2, 3, 4]
    assert all(s.step == SHIFT and s.turn > 0 and not GAME.is_terminal(s) for s in positions)


def test_bench_counts_the_same_turns_as_the_engine(bench: ModuleType) -> None:
    for state in bench.make_positions(3, seed=6):
        triples = bench.expand_turns(state)
        assert len(set(triples)) == len(triples) == bench.enumerate_turns(state)
        assert len(triples) == GAME.count_turns(state) == len(GAME.turns(state))
        assert bench.protocol_turns(state) == len(triples)


def test_bench_main_prints_a_table_and_writes_json(
    bench: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "bench.json"
    argv = ["--positions", "3", "--games", "1", "--repeats", "1", "--number", "1"]
    result = bench.main([*argv, "--json", str(out)])
    printed = capsys.readouterr().out
    assert "full-turn enumeration" in printed
    assert "protocol path / bitboard enumeration" in printed
    assert "reference" not in printed
    assert json.loads(out.read_text()) == json.loads(json.dumps(result))
    assert result["positions"] == 3
    enumeration = result["enumeration"]
    assert enumeration["target_met"] == (enumeration["median_ms"] <= 0.3)
    ratios = result["protocol_vs_enumeration"]
    assert ratios["p10"] <= ratios["median"] <= ratios["p90"]
    assert ratios["of_medians"] == pytest.approx(
        result["protocol"]["median_ms"] / enumeration["median_ms"]
    )
    for key in ("playouts_random_bot", "playouts_random_actions"):
        assert result[key]["games"] == 1
        assert result[key]["actions_per_game"] > 0
