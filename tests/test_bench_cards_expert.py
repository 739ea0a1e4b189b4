"""``bench/cards_expert_regret.py``: the card game's levels judged by a search on the true
position (small budgets: the code runs and measures what it says)."""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path
from types import ModuleType

import pytest

from spelkast.games.labyrinth_cards import GAME

BENCH = Path(__file__).resolve().parents[1] / "bench" / "cards_expert_regret.py"


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("cards_expert_regret", BENCH)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["cards_expert_regret"] = module
    spec.loader.exec_module(module)
    return module


def test_positions_are_seeded_two_player_choices(bench: ModuleType) -> None:
    found = bench.positions(2, seed=3, players="medium")
    assert [repr(p[0]) for p in found] == [
        repr(p[0]) for p in bench.positions(2, seed=3, players="medium")
    ]
    for state, mover, view, legal in found:
        assert state.num_players == 2
        assert not GAME.is_terminal(state)
        assert view == GAME.view(state, mover)
        assert sum(type(a).__name__ == "Place" for a in legal) > 1


def test_the_judge_values_only_root_placements_it_visited(bench: ModuleType) -> None:
    position = bench.positions(1, seed=3, players="medium")[0]
    values = bench.judge(position, 60, min_visits=1)
    assert values
    assert all(action in position[3] and 0.0 <= v <= 1.0 for action, v in values.items())
    assert bench.judge(position, 60, min_visits=61) == {}


def test_regret_is_the_judge_s_best_value_minus_that_of_the_choice(bench: ModuleType) -> None:
    found = bench.positions(2, seed=3, players="medium")
    # Made-up values for three placements of each position; the arms read them.
    assert all(len(p[3]) > 3 for p in found)
    values = {id(p[2]): {a: 0.1 * i for i, a in enumerate(p[3][:3])} for p in found}

    def arm(pick):  # type: ignore[no-untyped-def]
        return lambda mover, view, legal, rng: pick(values[id(view)])

    arms = {
        "best": arm(lambda v: max(v, key=v.get)),
        "worst": arm(lambda v: min(v, key=v.get)),
        "unvalued": lambda mover, view, legal, rng: legal[-1],
    }
    summary = bench.measure(found, lambda p: values[id(p[2])], 3, arms)
    assert summary["best"]["regret"] == 0.0
    assert summary["worst"]["regret"] == pytest.approx(0.2)
    assert summary["unvalued"]["regret"] == pytest.approx(0.2)  # counts as the worst
    assert summary["best"]["stable"] == summary["unvalued"]["stable"] == 2
    assert all(row["p90_s"] >= row["median_s"] >= 0.0 for row in summary.values())


def test_the_determinised_search_chooses_a_legal_placement(bench: ModuleType) -> None:
    _state, mover, view, legal = bench.positions(1, seed=4, players="medium")[0]
    action = bench.determinised(mover, view, legal, random.Random(1), worlds=2, iterations=10)
    assert action in legal
