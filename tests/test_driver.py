"""The shared bot driver (spelkast.driver): a bot that raises or keeps choosing an illegal
action is retried after growing delays, then replaced by a random legal choice; the
arena's strict mode raises at once; the async loop of the server does the same."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest

import event_loop
from spelkast.bots import base
from spelkast.core.game import JSON, Game
from spelkast.core.registry import get_game
from spelkast.driver import (
    BotFailedError,
    RetryPolicy,
    RoundDriver,
    SeatTrouble,
    StaleDecisionError,
    drive_seat,
)
from spelkast.match import Match, parse_seats

SUDOIDS = get_game("sudoids")


class RaisingBot:
    name = "raising"

    def __init__(self) -> None:
        self.calls = 0

    def choose(
        self,
        game: Game[Any, Any],
        player: int,
        view: dict[str, JSON],
        legal: Sequence[Any],
        rng: random.Random,
    ) -> Any:
        self.calls += 1
        raise RuntimeError("the bot broke")


class IllegalBot(RaisingBot):
    name = "illegal"

    def choose(
        self,
        game: Game[Any, Any],
        player: int,
        view: dict[str, JSON],
        legal: Sequence[Any],
        rng: random.Random,
    ) -> Any:
        self.calls += 1
        return "not an action"


def test_the_policy_waits_longer_after_each_failure_up_to_its_cap() -> None:
    policy = RetryPolicy(attempts=3, first_delay=0.25, factor=4.0, max_delay=10.0)
    assert [policy.delay(n) for n in range(1, 6)] == [0.25, 1.0, 4.0, 10.0, 10.0]
    trouble = SeatTrouble(policy)
    assert trouble.failed() == 0.25
    assert trouble.failed() == 1.0
    assert trouble.failed() is None  # the third failure in a row hands over the seat
    assert trouble.fallen_back
    trouble.succeeded()
    assert trouble.failures == 0
    assert trouble.fallen_back


@pytest.mark.parametrize("bot_class", [RaisingBot, IllegalBot])
def test_a_failing_bot_is_retried_with_backoff_then_replaced(bot_class: type[RaisingBot]) -> None:
    bot = bot_class()
    slept: list[float] = []
    fallbacks: list[tuple[int, str, str]] = []
    driver = RoundDriver(
        SUDOIDS,
        {0: bot},
        {0: random.Random(1)},
        names={0: bot.name},
        sleep=slept.append,
        on_fallback=lambda seat, name, error: fallbacks.append((seat, name, error)),
    )
    state = SUDOIDS.new_initial_state(1, None, 5)
    decision = driver.decide(state, 0)
    assert bot.calls == 3  # three tries, then never again
    assert slept == [0.25, 1.0]  # a pause before each retry, never an instant loop
    assert decision.action in SUDOIDS.legal_actions(state, 0)  # the fallback's choice
    assert [(seat, name) for seat, name, _ in fallbacks] == [(0, bot.name)]
    state = SUDOIDS.apply(state, 0, decision.action)
    driver.decide(state, 0)  # the fallback keeps the seat: the bot is not asked again
    assert bot.calls == 3
    assert len(fallbacks) == 1


def test_strict_mode_raises_at_the_first_failure() -> None:
    bot = IllegalBot()
    driver = RoundDriver(SUDOIDS, {0: bot}, {0: random.Random(1)}, names={0: "x"}, policy=None)
    with pytest.raises(BotFailedError, match="bot 'x' in seat 0: chose 'not an action'"):
        driver.decide(SUDOIDS.new_initial_state(1, None, 5), 0)
    assert bot.calls == 1


def test_a_local_match_plays_on_with_the_fallback(monkeypatch: pytest.MonkeyPatch) -> None:
    base._load()
    monkeypatch.setitem(base._BOTS, ("sudoids", "raising"), RaisingBot)
    match = Match(SUDOIDS, parse_seats("bot:raising,bot:random"), seed=3)
    match.driver.sleep = lambda seconds: None
    assert match.run_bots()
    assert [(seat, bot) for seat, bot, _ in match.fallbacks] == [(0, "raising")]
    assert "the bot broke" in match.fallbacks[0][2]


class FakeTurns:
    """A seat for drive_seat: ``outcomes`` says what each try does."""

    def __init__(self, outcomes: list[str]) -> None:
        self.outcomes = outcomes
        self.done = False
        self.tries: list[bool] = []  # fallback flag of each try
        self.fell: list[str] = []

    def still_to_move(self) -> bool:
        return not self.done

    async def choose(self, fallback: bool) -> Any:
        self.tries.append(fallback)
        outcome = self.outcomes.pop(0) if self.outcomes else "ok"
        if outcome == "raise":
            raise RuntimeError("broken")
        return outcome

    async def submit(self, action: Any) -> None:
        if action == "stale":
            raise StaleDecisionError
        if action == "refused":
            raise ValueError("refused")
        self.done = True

    def fell_back(self, error: BaseException) -> None:
        self.fell.append(repr(error))


def test_the_async_loop_backs_off_then_falls_back_and_ignores_stale_decisions() -> None:
    slept: list[float] = []

    async def sleep(seconds: float) -> None:
        slept.append(seconds)

    turns = FakeTurns(["stale", "raise", "refused", "raise", "ok"])
    trouble = SeatTrouble(RetryPolicy(attempts=3, first_delay=0.5, factor=2.0))
    event_loop.run(drive_seat(turns, trouble, sleep))
    # stale: tried again at once and not counted; two failures wait 0.5 s and 1 s; the
    # third hands the seat to the fallback, which plays at once.
    assert turns.tries == [False, False, False, False, True]
    assert slept == [0.5, 1.0]
    assert len(turns.fell) == 1
    assert "broken" in turns.fell[0]
    assert trouble.fallen_back
