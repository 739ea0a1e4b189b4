"""Bots run in worker processes, see only a seat's view, and survive a dead worker."""

from __future__ import annotations

import asyncio
import os
import signal
from concurrent.futures import ProcessPoolExecutor

import pytest

import event_loop
from spelkast.core.registry import get_game
from spelkast.server.bots.pool import BotPool, BotRequest, choose


def test_a_bot_decision_needs_only_the_view_and_the_legal_actions() -> None:
    game = get_game("labyrinth")
    state = game.new_initial_state(2, {}, 5)
    legal = [game.action_to_json(a) for a in game.legal_actions(state, 0)]
    chosen = choose(BotRequest("labyrinth", 0, game.view(state, 0), legal, "greedy", "5:0:0"))
    assert chosen in legal
    # Same inputs, same choice: bots are deterministic given their rng seed.
    assert chosen == choose(
        BotRequest("labyrinth", 0, game.view(state, 0), legal, "greedy", "5:0:0")
    )


def test_the_pool_replaces_a_killed_worker(caplog: pytest.LogCaptureFixture) -> None:
    game = get_game("sudoids")
    state = game.new_initial_state(2, {}, 1)
    legal = [game.action_to_json(a) for a in game.legal_actions(state, 0)]
    view = game.view(state, 0)
    pool = BotPool(workers=1)

    async def scenario() -> None:
        first = await pool.choose(BotRequest("sudoids", 0, view, legal, "greedy", "a"))
        assert first in legal
        executor = pool._executor
        assert isinstance(executor, ProcessPoolExecutor)
        workers = list(executor._processes.values())
        for worker in workers:  # the worker dies (kill -9)
            assert worker.pid is not None
            os.kill(worker.pid, signal.SIGKILL)
        for worker in workers:  # and is gone
            await asyncio.to_thread(worker.join, 30)
        second = await pool.choose(BotRequest("sudoids", 0, view, legal, "greedy", "a"))
        assert second == first
        assert "bot worker pool broke" in caplog.text
        # The broken pool was shut down, not just dropped: no thread or process of it
        # is left behind.
        assert pool._executor is not executor
        assert executor._shutdown_thread
        manager = executor._executor_manager_thread
        if manager is not None:
            manager.join(timeout=30)
            assert not manager.is_alive()

    try:
        event_loop.run(scenario())
    finally:
        pool.shutdown()
