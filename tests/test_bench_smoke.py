"""The benchmark's code runs (on 3 positions) and measures the right things: the engine's
whole turns on seeded mid-game positions, and whole games in its playouts.

No timing is asserted.
"""

from __future__ import annotations

import importlib.util
import json
import statistics
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

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


class Recording:
    """The game, recording every game it starts and the state each one is in."""

    def __init__(self, game: Any) -> None:
        self.game = game
        self.states: list[Any] = []
        self.applied = 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self.game, name)

    def new_initial_state(self, *args: Any, **kwargs: Any) -> Any:
        state = self.game.new_initial_state(*args, **kwargs)
        self.states.append(state)
        return state

    def apply(self, state: Any, player: int, action: Any) -> Any:
        assert state is self.states[-1], "an action on a state of no game in play"
        self.states[-1] = self.game.apply(state, player, action)
        self.applied += 1
        return self.states[-1]


@pytest.mark.parametrize("with_bot", [True, False])
def test_bench_playouts_count_the_actions_of_whole_games(
    bench: ModuleType, monkeypatch: pytest.MonkeyPatch, with_bot: bool
) -> None:
    recording = Recording(GAME)
    monkeypatch.setattr(bench, "GAME", recording)
    result = bench.bench_playouts(3, seed=11, with_bot=with_bot)
    assert result["games"] == len(recording.states) == 3
    assert all(GAME.is_terminal(state) for state in recording.states)
    assert [state.num_players for state in recording.states] == [2, 3, 4]
    assert result["actions_per_game"] * 3 == pytest.approx(recording.applied)
    assert result["actions_per_s"] == pytest.approx(result["games_per_s"] * recording.applied / 3)


def test_bench_main_prints_a_table_and_writes_json(
    bench: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "bench.json"
    argv = ["--positions", "3", "--games", "1", "--repeats", "1", "--number", "1"]
    result = bench.main([*argv, "--seed", "9", "--json", str(out)])
    printed = capsys.readouterr().out
    assert "full-turn enumeration" in printed
    assert "protocol path / bitboard enumeration" in printed
    assert "reference" not in printed
    assert json.loads(out.read_text()) == json.loads(json.dumps(result))
    assert result["positions"] == 3
    # The enumeration is timed on the positions the seed gives, and counts the engine's
    # whole turns on them.
    enumeration = result["enumeration"]
    turns = [GAME.count_turns(state) for state in bench.make_positions(3, seed=9)]
    assert enumeration["turns_median"] == statistics.median(turns)
    assert 0 < enumeration["median_ms"] <= enumeration["p90_ms"]
    assert enumeration["target_met"] == (enumeration["median_ms"] <= 0.3)
    # The protocol path and the enumeration are timed on the same positions in this run.
    ratios = result["protocol_vs_enumeration"]
    assert ratios["p10"] <= ratios["median"] <= ratios["p90"]
    assert ratios["of_medians"] == pytest.approx(
        result["protocol"]["median_ms"] / enumeration["median_ms"]
    )
    for key in ("playouts_random_bot", "playouts_random_actions"):
        assert result[key]["games"] == 1
        assert result[key]["actions_per_game"] > 0
