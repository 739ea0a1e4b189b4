"""A bot that raises, or keeps choosing an action the match refuses, is retried with
backoff and then replaced by the fallback (a random legal choice): never retried at once
forever (it once ran 7,424 times in a second, a traceback each). The players get a
notice naming the seat's player in every language; the log gets one line."""

from __future__ import annotations

import dataclasses
import itertools
import logging
import random
import threading
import time
from collections.abc import Iterator, Sequence
from typing import Any

import pytest
from fastapi.testclient import TestClient

from spelkast.bots import base
from spelkast.core.game import JSON, Game
from spelkast.driver import RetryPolicy
from spelkast.server.app import Settings, create_app

from .wsplay import Player, create, join

POLICY = RetryPolicy(attempts=3, first_delay=0.05, factor=2.0, max_delay=1.0)
DEADLINE = 30.0

CALLS: list[float] = []  # when the failing bot was asked (monotonic seconds)
_LOCK = threading.Lock()


class RaisingBot:
    name = "raising"

    def choose(
        self,
        game: Game[Any, Any],
        player: int,
        view: dict[str, JSON],
        legal: Sequence[Any],
        rng: random.Random,
    ) -> Any:
        with _LOCK:
            CALLS.append(time.monotonic())
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
        with _LOCK:
            CALLS.append(time.monotonic())
        # Well-formed but refused: Sudoids' assisted mode has nothing to claim.
        return game.action_from_json({"type": "claim"})


@pytest.fixture
def failing_client(
    settings: Settings, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> Iterator[TestClient]:
    base._load()
    for game in ("sudoids", "labyrinth"):
        monkeypatch.setitem(base._BOTS, (game, "raising"), RaisingBot)
        monkeypatch.setitem(base._BOTS, (game, "illegal"), IllegalBot)
    CALLS.clear()
    caplog.set_level(logging.INFO, logger="spelkast.server")
    with TestClient(create_app(dataclasses.replace(settings, bot_retry=POLICY))) as client:
        yield client


def wait_for_end(client: TestClient, match_id: str) -> dict[str, Any]:
    give_up = time.monotonic() + DEADLINE
    while time.monotonic() < give_up:
        match: dict[str, Any] = client.get(f"/api/matches/{match_id}").json()
        if match["status"] == "finished":
            return match
        time.sleep(0.02)
    raise AssertionError(f"the match did not end within {DEADLINE} s")


def check_failures(caplog: pytest.LogCaptureFixture, bot: str) -> None:
    # Three tries, each after a longer pause, then never again (the fallback played on).
    assert len(CALLS) == 3, CALLS
    gaps = [later - earlier for earlier, later in itertools.pairwise(CALLS)]
    assert gaps[0] >= POLICY.delay(1), gaps
    assert gaps[1] >= POLICY.delay(2), gaps
    # One log line, no traceback.
    lines = [r for r in caplog.records if r.name == "spelkast.server" and r.levelno >= 30]
    assert [r.getMessage() for r in lines if "failed 3 times" in r.getMessage()], lines
    assert len(lines) == 1, [r.getMessage() for r in lines]
    assert lines[0].exc_info is None
    assert f"{bot} in seat" in lines[0].getMessage()


@pytest.mark.parametrize("bot", ["raising", "illegal"])
def test_a_failing_bot_backs_off_then_the_fallback_plays_and_everyone_is_told(
    failing_client: TestClient, caplog: pytest.LogCaptureFixture, bot: str
) -> None:
    match = create(failing_client, "sudoids", [f"bot:{bot}", "bot:random"], seed=4)
    done = wait_for_end(failing_client, match["id"])
    assert done["outcome"] is not None
    check_failures(caplog, bot)
    health = failing_client.get("/api/health").json()
    assert health["bot_fallbacks"] == 1
    # A spectator who comes later still reads the notice, after the state.
    with failing_client.websocket_connect(f"/api/matches/{match['id']}/ws") as socket:
        watcher = Player(socket)
        watcher.hello(None)
        notice = watcher.receive_until("notice")
    assert notice["code"] == "bot_fallback"
    assert notice["seat"] == 0
    assert notice["name"] == f"{bot} bot"
    assert notice["fallback"] == "random"
    assert set(notice["text"]) == {"en", "nl", "fi"}
    for text in notice["text"].values():
        assert f"{bot} bot" in text


def test_a_clock_bot_that_fails_is_replaced_too_and_the_notice_names_the_person(
    failing_client: TestClient, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The clock plays Labyrinth with its greedy bot: make that one fail.
    monkeypatch.setitem(base._BOTS, ("labyrinth", "greedy"), RaisingBot)
    match = create(failing_client, "labyrinth", ["human", "bot:random"], seed=2, move_seconds=0.2)
    token = join(failing_client, match["id"], "Ann")
    with failing_client.websocket_connect(f"/api/matches/{match['id']}/ws") as socket:
        ann = Player(socket)
        ann.hello(token)  # Ann never moves: her clock runs out, turn after turn
        notice = ann.receive_until("notice")
    assert notice["name"] == "Ann"
    assert notice["seat"] == 0
    assert all("Ann" in text for text in notice["text"].values())
    give_up = time.monotonic() + DEADLINE
    while failing_client.get("/api/health").json()["clock_moves"] < 2:
        assert time.monotonic() < give_up, "the fallback did not play Ann's turns"
        time.sleep(0.02)
    check_failures(caplog, "greedy")
