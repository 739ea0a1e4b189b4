"""``bench/cards_infer_paired.py`` (hard with and without the hand inference on the same
deals) and ``bench/cards_infer_accuracy.py`` (how often a determinisation deals the other
hands right)."""

from __future__ import annotations

import importlib.util
import json
import math
import sys
from pathlib import Path
from types import ModuleType

import pytest

from spelkast.arena import GameResult, run_arena

BENCH = Path(__file__).resolve().parents[1] / "bench"


def load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, BENCH / f"{name}.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def paired() -> ModuleType:
    return load("cards_infer_paired")


@pytest.fixture(scope="module")
def accuracy() -> ModuleType:
    return load("cards_infer_accuracy")


def game(index: int, seating: tuple[int, ...], ranks: tuple[int, ...]) -> GameResult:
    return GameResult(index, 7, seating, True, (0.0,) * len(ranks), ranks, 10, ((),) * len(ranks))


def test_the_sign_test_is_the_exact_binomial_tail(paired: ModuleType) -> None:
    assert paired.sign_test(0, 0) == 1.0
    assert paired.sign_test(5, 5) == 1.0
    assert paired.sign_test(9, 1) == pytest.approx(2 * (1 + 10) / 2**10)
    assert paired.sign_test(1, 9) == paired.sign_test(9, 1)
    assert paired.sign_test(0, 6) == pytest.approx(2 / 2**6)
    # The normal approximation for a larger split: 60 of 100 gives about 0.057.
    assert paired.sign_test(60, 40) == pytest.approx(0.0569, abs=0.001)


def test_pairs_count_the_deals_where_the_first_arm_did_better_or_worse(
    paired: ModuleType,
) -> None:
    # Spec 0 (hard) sits in seat 0 in even games, seat 1 in odd ones.
    a = [game(0, (0, 1), (1, 2)), game(1, (1, 0), (1, 2)), game(2, (0, 1), (1, 1))]
    b = [game(0, (0, 1), (2, 1)), game(1, (1, 0), (1, 2)), game(2, (0, 1), (2, 1))]
    figures = paired.paired(a, b)
    assert (figures["a_better"], figures["a_worse"], figures["same"]) == (2, 0, 1)
    assert figures["mean_difference"] == pytest.approx((1.0 + 0.0 + 0.5) / 3)
    assert figures["sign_test_p"] == pytest.approx(0.5)
    with pytest.raises(ValueError, match="not a pair"):
        paired.paired(a[:2], [b[1], b[0]])


def test_each_arm_plays_exactly_the_arenas_games_and_the_log_replays_them(
    paired: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    specs_a, specs_b = paired.arms("iterations=4:seconds=0", 2)
    assert specs_a == ("hard:iterations=4:seconds=0:infer=1", "medium")
    assert specs_b == ("hard:iterations=4:seconds=0:infer=0", "medium")
    log = tmp_path / "pairs.jsonl"
    a, b = paired.play(specs_a, specs_b, 2, 1, 3, log)
    for specs, results in ((specs_a, a), (specs_b, b)):
        arena = run_arena("labyrinth-cards", specs, games=2, seed=3)
        assert [r.outcome_json() for r in results] == [r.outcome_json() for r in arena.results]
    assert [(ra.deal_seed, ra.seating) for ra in a] == [(rb.deal_seed, rb.seating) for rb in b]
    out = tmp_path / "figures.json"
    paired.main(
        ["--settings", "iterations=4:seconds=0", "--from-log", str(log), "--json", str(out)]
    )
    figures = json.loads(out.read_text())
    assert figures["a"]["seats"] == ["bot:hard:iterations=4:seconds=0:infer=1", "bot:medium"]
    assert figures["a"]["games"] == figures["b"]["games"] == figures["paired"]["pairs"] == 2
    assert "paired over 2 deals" in capsys.readouterr().out


def test_the_accuracy_bench_scores_deals_against_the_true_hands(
    accuracy: ModuleType, capsys: pytest.CaptureFixture[str]
) -> None:
    states = accuracy.medium_game(2, 5)
    now = len(states) // 2
    kept = accuracy.kept_cards(states, now)
    state = states[now]
    for seat, card in kept.items():
        assert card in state.hands[seat]
    accuracy.main(["--games", "1", "--deals", "4", "--seed", "5"])
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].endswith("from 1 games of 2 medium bots")
    shares = [float(part.split()[-1]) for part in lines[1].split(": ")[1].split("%")[:3]]
    assert all(0.0 <= share <= 100.0 and not math.isnan(share) for share in shares)
