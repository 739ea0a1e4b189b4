"""The Sudoku benchmark's code runs and plays whole games (no timing is asserted)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from spelkast.core.registry import get_game

BENCH = Path(__file__).resolve().parents[2] / "bench" / "bench_sudoku.py"


def test_benchmark_plays_whole_games_of_every_case() -> None:
    spec = importlib.util.spec_from_file_location("bench_sudoku", BENCH)
    assert spec is not None
    assert spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    for game_id, players, options, play, _ in bench.CASES:
        game = get_game(game_id)
        actions = play(game, players, options, 1)
        state = game.new_initial_state(players, options, 1)
        assert 0 < actions <= game.side.cells
        assert not game.is_terminal(state)
