"""The bot workers' two lanes: bots bounded by wall time (``hard``) are asked on the
timed stream and run many at once, each in a process of lower priority; the others on
the work stream, one per process. A real Redis and real worker processes (no mocks)."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path
from typing import Any

import pytest
import redis

import event_loop
from spelkast.bots.levels import levels_of
from spelkast.core.registry import all_games, get_game
from spelkast.server.botqueue import GROUP, STATS, STREAM, TIMED_STREAM
from spelkast.server.botremote import RedisBotPool
from spelkast.server.botwork import TIMED_NICE, serve_queue, stream_for, wall_cap

from .wsplay import TIMEOUT


@pytest.fixture
def rdb(redis_url: str) -> Any:
    client = redis.Redis.from_url(redis_url)
    yield client
    client.close()


def test_every_hard_bot_is_bounded_by_wall_time_and_no_other_level_is() -> None:
    games = [game.info.id for game in all_games()]
    assert games
    for game_id in games:
        levels = levels_of(game_id)
        assert "hard" in levels, game_id
        assert wall_cap(game_id, "hard") == 1.0
        assert stream_for(game_id, "hard") == TIMED_STREAM
        assert wall_cap(game_id, "hard:seconds=0.25") == 0.25
        # No time cap: a fixed amount of work (its iterations), like the other levels.
        assert stream_for(game_id, "hard:seconds=0") == STREAM
        for name in ("easy", "medium", "greedy", "random"):
            assert wall_cap(game_id, name) is None, (game_id, name)
            assert stream_for(game_id, name) == STREAM
    # A spec that names no bot goes to the work lane, whose worker answers the error.
    assert stream_for("labyrinth", "nobody") == STREAM
    assert stream_for("labyrinth", "hard:depth=3") == STREAM


def _descendants_niced_by(amount: int) -> list[int]:
    """Processes descended from this one whose nice value is ours + ``amount``."""
    ours = os.getpriority(os.PRIO_PROCESS, 0)
    parent: dict[int, int] = {}
    nice: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        # stat fields after the name: [1] the parent, [16] the nice value
        parent[int(entry.name)], nice[int(entry.name)] = int(fields[1]), int(fields[16])
    found = []
    for pid in parent:
        up = parent[pid]
        while up > 1 and up != os.getpid():
            up = parent.get(up, 0)
        if up == os.getpid() and nice[pid] == ours + amount:
            found.append(pid)
    return found


def test_timed_decisions_run_at_once_and_work_ones_in_their_own_lane(
    redis_url: str, rdb: redis.Redis
) -> None:
    game = get_game("labyrinth")
    state = game.new_initial_state(2, {}, 3)
    view = game.view(state, 0)
    legal = [game.action_to_json(a) for a in game.legal_actions(state, 0)]
    # The iterations are out of reach: the 2 s cap ends each search.
    timed = "hard:iterations=100000000:seconds=2"
    assert rdb.hgetall(STATS) == {}

    async def scenario() -> None:
        stop = asyncio.Event()
        working = asyncio.create_task(serve_queue(redis_url, 1, timed=3, stop=stop))
        pool = RedisBotPool(redis_url, 0, local_after=600, check_seconds=0.2)
        await pool.open()
        try:
            asks = [
                asyncio.create_task(pool.choose("labyrinth", 0, view, legal, timed, str(n)))
                for n in range(3)
            ]
            greedy = asyncio.create_task(pool.choose("labyrinth", 0, view, legal, "greedy", "g"))
            chosen = await asyncio.wait_for(asyncio.gather(*asks, greedy), 4 * TIMEOUT)
            assert all(action in legal for action in chosen)
            # Three decisions at once: three processes of the timed lane took one each
            # (a process is only added when none is free), each at a lower priority.
            assert len(_descendants_niced_by(TIMED_NICE)) == 3
        finally:
            await pool.close()
            stop.set()
            await asyncio.wait_for(working, TIMEOUT)

    event_loop.run(scenario())
    stats = {key.decode(): float(value) for key, value in rdb.hgetall(STATS).items()}
    assert stats[f"labyrinth|{timed}|decisions"] == 3
    assert stats[f"labyrinth|{timed}|searched"] == 3
    assert stats[f"labyrinth|{timed}|iterations"] >= 3
    assert stats[f"labyrinth|{timed}|cpu_ms"] > 0
    assert stats["labyrinth|greedy|decisions"] == 1
    assert "labyrinth|greedy|searched" not in stats  # the greedy bot does not search
    for stream in (STREAM, TIMED_STREAM):
        assert rdb.xlen(stream) == 0
        assert rdb.xpending(stream, GROUP)["pending"] == 0
