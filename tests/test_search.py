"""The shared search core (spelkast.bots.search): ISMCTS over toy games whose answers
are known, its budget, its determinism, and bot specs with settings."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from spelkast.bots import get_bot
from spelkast.bots.base import BotSettingError, parse_bot_spec
from spelkast.bots.levels import EasyBot
from spelkast.bots.search import Budget, ismcts


class Nim:
    """Take 1-3 counters from a heap; who takes the last one wins. A state is
    (counters left, player to move); the winning move leaves a multiple of 4."""

    horizon = 30

    def __init__(self, counters: int) -> None:
        self.counters = counters

    def sample(self, rng: random.Random) -> tuple[int, int]:
        return (self.counters, 0)

    def to_move(self, state: tuple[int, int]) -> int | None:
        return state[1] if state[0] > 0 else None

    def actions(self, state: tuple[int, int]) -> Sequence[int]:
        return [t for t in (1, 2, 3) if t <= state[0]]

    def step(self, state: tuple[int, int], action: int, rng: random.Random) -> tuple[int, int]:
        return (state[0] - action, 1 - state[1])

    def evaluate(self, state: tuple[int, int], rng: random.Random) -> Sequence[float]:
        if state[0] == 0:  # the player who just moved took the last counter
            winner = 1 - state[1]
            return [1.0 if p == winner else 0.0 for p in (0, 1)]
        return [0.5, 0.5]

    def decision(self, action: int) -> int:
        return action


class Guess:
    """Guess a hidden card. The seat has seen that it is not 2, so a determinisation
    draws it from {0, 1}, with 1 three times as likely; only in determinisations where it
    is 1 may the seat also play 'sure' (worth 1), which is therefore unavailable in the
    others (availability counts, not parent visits, scale its exploration)."""

    horizon = 1

    def sample(self, rng: random.Random) -> int:
        return 1 if rng.random() < 0.75 else 0

    def to_move(self, state: object) -> int | None:
        return 0 if isinstance(state, int) else None

    def actions(self, state: int) -> Sequence[str]:
        return ["g0", "g1", "g2"] + (["sure"] if state == 1 else [])

    def step(self, state: int, action: str, rng: random.Random) -> tuple[int, str]:
        return (state, action)

    def evaluate(self, state: tuple[int, str], rng: random.Random) -> Sequence[float]:
        card, action = state
        return [1.0 if action == "sure" or action == f"g{card}" else 0.0]

    def decision(self, action: str) -> str:
        return action


@pytest.mark.parametrize("counters", [5, 6, 7, 9, 10, 11])
def test_the_search_finds_the_winning_nim_move(counters: int) -> None:
    result = ismcts(Nim(counters), Budget(3000, None), random.Random(1))
    assert result.action == counters % 4
    assert result.iterations == 3000


def test_determinisations_weigh_the_hidden_card_by_likelihood() -> None:
    result = ismcts(Guess(), Budget(2000, None), random.Random(2))
    visits = {action: count for action, count, _ in result.stats}
    means = {action: mean for action, _, mean in result.stats}
    # "sure" is available only when the card is 1 (three times in four) and then wins;
    # in the other determinisations the search learns that g0 is right.
    assert result.action == "sure"
    assert means["sure"] == 1.0
    assert visits["sure"] == pytest.approx(0.75 * 2000, rel=0.08)
    assert visits["g0"] > visits["g1"]
    assert visits["g0"] > visits["g2"]
    assert means["g2"] == 0.0


def test_the_search_is_a_pure_function_of_its_rng() -> None:
    first = ismcts(Nim(10), Budget(500, None), random.Random(7))
    second = ismcts(Nim(10), Budget(500, None), random.Random(7))
    assert first.stats == second.stats


def test_the_time_cap_stops_a_search() -> None:
    result = ismcts(Nim(40), Budget(10**9, 0.05), random.Random(3))
    assert 1 <= result.iterations < 10**9
    assert result.seconds < 2.0


@pytest.mark.parametrize(("iterations", "seconds"), [(0, 1.0), (-3, None), (10, 0.0), (10, -1.0)])
def test_a_budget_must_allow_some_search(iterations: int, seconds: float | None) -> None:
    with pytest.raises(ValueError, match=r"iteration|positive"):
        Budget(iterations, seconds)


def test_bot_specs_carry_numeric_settings() -> None:
    assert parse_bot_spec("hard:seconds=0.5:iterations=100") == (
        "hard",
        {"seconds": 0.5, "iterations": 100},
    )
    for bad in ("hard:seconds", "hard:=3", "hard:seconds=fast", "hard:seconds=nan"):
        with pytest.raises(BotSettingError):
            parse_bot_spec(bad)


def test_the_easy_bots_mistake_rate_is_a_setting() -> None:
    bot = get_bot("sudoku", "easy:mistake_rate=0.9")
    assert isinstance(bot, EasyBot)
    assert bot.mistake_rate == 0.9
    with pytest.raises(BotSettingError, match="between 0 and 1"):
        get_bot("sudoku", "easy:mistake_rate=2")
    with pytest.raises(BotSettingError, match="does not take"):
        get_bot("sudoku", "medium:depth=3")
