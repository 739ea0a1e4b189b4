"""The research benchmarks' code runs on tiny sizes (no timing is asserted: this only
keeps bench/bench_research.py and bench/bench_openspiel_bots.py from rotting)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

BENCH = Path(__file__).resolve().parents[2] / "bench"


def load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, BENCH / f"{name}.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def test_bench_research_counts_steps_of_every_env() -> None:
    bench = load("bench_research")
    names = [name for name, _ in bench.ENVS]
    assert names[0].startswith("connect_four_v3")
    assert names[1].startswith("chess_v6")
    for _, make in bench.ENVS[:1] + bench.ENVS[-1:]:
        rate, _ = bench.steps_per_second(make, 0.05, seed=1)
        assert rate > 0


def test_bench_openspiel_bots_plays_and_reports_a_pairing() -> None:
    bench = load("bench_openspiel_bots")
    line = bench.run("sudoids", "mcts", games=2, seconds=0.01, seed=1, max_actions=100)
    assert line.startswith("sudoids")
    assert " 2 " in line
    assert "sims" in line


def test_bench_openspiel_bots_time_budget_ends_each_search() -> None:
    bench = load("bench_openspiel_bots")
    game = bench.pyspiel.load_game(bench.spiel.short_name("sudoids"), {"players": 2})
    for kind in ("ismcts", "mcts"):
        player = bench.OpenSpielPlayer(kind, game, None, 200, seed=3, seconds=0.01)
        for state in bench.positions(game, 3, seed=5):
            action = player.choose(state)
            assert action in state.legal_actions()
        # Unbounded by count, so only the clock ended each search; the first two always run.
        assert len(player.searched) == 3
        assert all(2 <= count < bench.UNBOUNDED for count in player.searched)


def test_bench_openspiel_bots_calibrated_budget_still_runs() -> None:
    bench = load("bench_openspiel_bots")
    line = bench.run(
        "sudoids", "ismcts", games=2, seconds=0.01, seed=1, max_actions=100, budget="calibrated"
    )
    assert line.startswith("sudoids")
    assert "sims" in line


def test_bench_research_floor_replays_the_same_games() -> None:
    bench = load("bench_research_floor")
    for players in (2, 4):
        rows, (groups, actions) = bench.card_rows(players, steps=40, seed=3)
        assert 0 < groups <= actions
        assert list(rows) == ["as it is", "legal given", "legal and observation given"]
        # every replay made exactly the unchanged env's picks
        assert len({checksum for _, checksum in rows.values()}) == 1
        assert all(cost > 0 for cost, _ in rows.values())
    # and the parts are put back
    assert bench.CardsCodec.legal is not None
    assert "replay" not in bench.CardsCodec.legal.__name__
    assert "replay" not in bench.Session.observation.__name__


def test_bench_research_floor_prints_every_row(capsys: Any) -> None:
    bench = load("bench_research_floor")
    bench.main(["--steps", "20", "--rounds", "1", "--players", "3"])
    out = capsys.readouterr().out
    for row in (
        "connect_four_v3",
        "3p as it is",
        "3p legal given",
        "legal and observation",
        "placement groups",
    ):
        assert row in out
