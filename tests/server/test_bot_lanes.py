"""The bot workers' two lanes: bots bounded by wall time (``hard``) are asked on the
timed stream and run many at once, each in a process of lower priority; the others on
the work stream, one per process. A real Redis and real worker processes (no mocks)."""

from __future__ import annotations

import asyncio
import os
import random
from pathlib import Path
from typing import Any

import pytest
import redis
from fastapi.testclient import TestClient

import event_loop
from spelkast.bots.levels import EXPERT_MAX_SECONDS, levels_of
from spelkast.core.registry import all_games, get_game
from spelkast.server.app import Settings, _bot_pool, create_app
from spelkast.server.bots.lanes import TIMED_NICE, TIMED_PER_PROCESS, LanedPool, wall_cap
from spelkast.server.bots.pool import BotRequest
from spelkast.server.bots.queue import GROUP, STATS, STREAM, TIMED_STREAM, stream_for
from spelkast.server.bots.remote import RedisBotPool
from spelkast.server.bots.worker import serve_queue

from .wsplay import TIMEOUT, Player, create, join, play_out


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
        # The expert level searches longer, within its own cap, on the same lane.
        assert wall_cap(game_id, "expert") == EXPERT_MAX_SECONDS
        assert stream_for(game_id, "expert") == TIMED_STREAM
        assert stream_for(game_id, "expert:seconds=0") == STREAM
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
                asyncio.create_task(
                    pool.choose(BotRequest("labyrinth", 0, view, legal, timed, str(n)))
                )
                for n in range(3)
            ]
            greedy = asyncio.create_task(
                pool.choose(BotRequest("labyrinth", 0, view, legal, "greedy", "g"))
            )
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


# ------------------------------------------------------ the only process: no Redis
def test_a_server_without_redis_runs_hard_bots_in_the_timed_lane(tmp_path: Path) -> None:
    """``spelkast serve`` alone (the embedded default) has both lanes too: a hard bot's
    decisions run in the timed lane's processes (lower priority), an easy bot's in the
    work lane, and both matches are played to the end through the WebSocket protocol."""
    settings = Settings(
        database_url=f"sqlite:///{tmp_path / 'db.sqlite'}",
        bot_workers=1,
        bot_timed_slots=4,
        rate_per_second=1e6,
        rate_burst=10**6,
    )
    rng = random.Random(5)
    with TestClient(create_app(settings)) as client:
        pool = client.app.state.lobby.bots  # type: ignore[attr-defined]
        assert isinstance(pool, LanedPool)
        assert pool.timed == 4
        for bot, lane in (("hard", "timed"), ("easy", "work")):
            before = dict(pool.decided)
            match = create(client, "sudoids", ["human", f"bot:{bot}"], seed=7)
            token = join(client, match["id"], "Ann")
            with client.websocket_connect(f"/api/matches/{match['id']}/ws") as ws:
                player = Player(ws)
                player.hello(token)
                play_out([player], rng)
                assert player.state is not None
                assert player.state["status"] == "finished"
            other = "work" if lane == "timed" else "timed"
            assert pool.decided[lane] > before[lane], (bot, pool.decided)
            assert pool.decided[other] == before[other], (bot, pool.decided)
        # The hard bot's decisions ran in a process of the timed lane, at lower priority.
        assert len(_descendants_niced_by(TIMED_NICE)) >= 1
    # Closing the server shut both lanes down.
    assert _descendants_niced_by(TIMED_NICE) == []


def test_the_server_alone_picks_the_lanes_from_its_settings() -> None:
    default = _bot_pool(Settings(bot_workers=2))
    assert isinstance(default, LanedPool)
    assert default.timed == 2 * TIMED_PER_PROCESS
    # With a thread instead of processes (tests, tiny machines) everything runs in it.
    thread = _bot_pool(Settings(bot_workers=0))
    assert isinstance(thread, LanedPool)
    assert thread._timed is None
