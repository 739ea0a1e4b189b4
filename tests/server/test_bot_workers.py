"""Bot workers over Redis: a real Redis, real ``spelkast bots-worker`` and ``spelkast serve``
processes (no mocks). A server without bot processes of its own plays through the
workers; a worker killed mid-decision loses nothing; duplicate and late replies are
ignored; a request carries only the seat's view and legal actions; garbage on the queue
never stops a worker."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import redis
from fastapi.testclient import TestClient
from websockets.sync.client import ClientConnection, connect

import event_loop
from secret_twins import twin
from spelkast.core.registry import get_game
from spelkast.server.app import Settings, create_app
from spelkast.server.bots.pool import BotPool, BotRequest
from spelkast.server.bots.queue import (
    FIELDS,
    GROUP,
    REPLIES,
    STREAM,
    WORKERS,
    Request,
    ensure_group,
)
from spelkast.server.bots.queue import connect as redis_connect
from spelkast.server.bots.remote import BotWorkerError, RedisBotPool
from spelkast.server.bots.worker import Worker

from .postgres import PostgresCluster, free_port
from .redis_server import RedisServer
from .wsplay import TIMEOUT, Player, ProtocolClient, bot_action, play_out
from .wsplay import create as create_match
from .wsplay import join as join_match

SPELKAST = str(Path(sys.executable).with_name("spelkast"))
SLOW_WORKER = str(Path(__file__).with_name("slow_bot_worker.py"))


def wait_until(condition: Any, what: str, timeout: float = TIMEOUT) -> None:
    give_up = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < give_up, f"{what} did not happen within {timeout} s"
        time.sleep(0.05)


class Process:
    """A command in a process group of its own, its output in ``log``."""

    def __init__(self, command: list[str], log: Path) -> None:
        self.log_path = log
        self._log = log.open("ab")
        self.process = subprocess.Popen(
            command, stdout=self._log, stderr=subprocess.STDOUT, start_new_session=True
        )

    def log(self) -> str:
        return self.log_path.read_text(errors="replace")

    def alive(self) -> bool:
        return self.process.poll() is None

    def kill(self) -> None:
        """kill -9 the process and every process it started."""
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait(TIMEOUT)
        self._log.close()

    def stop(self) -> int:
        if self.alive():
            self.process.terminate()
            try:
                self.process.wait(TIMEOUT)
            except subprocess.TimeoutExpired:
                self.process.kill()
        code = self.process.wait(TIMEOUT)
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGKILL)
        self._log.close()
        return code


def start_worker(redis_url: str, log: Path, claim_seconds: float = 3.0) -> Process:
    return Process(
        [SPELKAST, "bots-worker", "--redis-url", redis_url, "--processes", "1",
         "--claim-seconds", str(claim_seconds), "--log-level", "debug"],
        log,
    )  # fmt: skip


class Server(Process):
    """``spelkast serve`` with no bot process of its own (a node on PostgreSQL and Redis):
    every bot move goes to the bot queue."""

    def __init__(self, redis_url: str, database_url: str, folder: Path) -> None:
        self.port = free_port()
        super().__init__(
            [SPELKAST, "serve", "--port", str(self.port), "--bot-workers", "0",
             "--database-url", database_url,
             "--redis-url", redis_url, "--log-level", "warning"],
            folder / "server.log",
        )  # fmt: skip
        self.http = httpx.Client(base_url=f"http://127.0.0.1:{self.port}", trust_env=False)

        def healthy() -> bool:
            assert self.alive(), self.log()
            with contextlib.suppress(httpx.TransportError):
                return self.http.get("/api/health").status_code == 200
            return False

        wait_until(healthy, "the server's start")

    def stop(self) -> int:
        self.http.close()
        return super().stop()

    def human_vs_bot(self, game: str, bot: str) -> tuple[str, str]:
        """A match of a person (seat 0) against ``bot``: its id and the person's token."""
        body = {"game": game, "seats": [{"kind": "human"}, {"kind": "bot", "bot": bot}]}
        created = self.http.post("/api/matches", json=body)
        assert created.status_code == 201, created.text
        match_id = created.json()["id"]
        joined = self.http.post(f"/api/matches/{match_id}/join", json={"name": "Ann", "seat": 0})
        assert joined.status_code == 200, joined.text
        return match_id, joined.json()["token"]


class Client(ProtocolClient):
    def __init__(self, server: Server, match_id: str) -> None:
        super().__init__()
        self._stack = contextlib.ExitStack()
        self.ws: ClientConnection = self._stack.enter_context(
            connect(
                f"ws://127.0.0.1:{server.port}/api/matches/{match_id}/ws",
                proxy=None,
                open_timeout=TIMEOUT,
                close_timeout=2,
            )
        )

    def close(self) -> None:
        self._stack.close()

    def _send_text(self, text: str) -> None:
        self.ws.send(text)

    def _receive_text(self) -> str:
        return str(self.ws.recv(timeout=TIMEOUT))

    def my_turn(self) -> dict[str, Any]:
        return self.wait_for(lambda s: s["status"] == "finished" or bool(s["legal"]))

    def play_one(self, rng: random.Random) -> None:
        assert self.state is not None
        answer = self.act(bot_action(self.game_id, self.state, rng))
        assert answer["type"] == "accepted", answer

    def bot_moves(self) -> int:
        return sum(1 for event in self.events.values() if event.get("by") == "bot")


def play_to_the_end(client: Client, rng: random.Random) -> None:
    for _ in range(2000):
        if client.my_turn()["status"] == "finished":
            return
        client.play_one(rng)
    raise AssertionError("the game did not end")


@pytest.fixture
def pg_url(postgres_cluster: PostgresCluster) -> Iterator[str]:
    """A fresh PostgreSQL database (a server with a Redis URL is a node of several, which
    needs PostgreSQL)."""
    with postgres_cluster.database() as url:
        yield url


@pytest.fixture
def rdb(redis_url: str) -> Iterator[redis.Redis]:
    client = redis.Redis.from_url(redis_url)
    yield client
    client.close()


# ------------------------------------------------------------------ real processes
def test_a_server_without_bot_processes_plays_through_two_workers(
    redis_url: str, pg_url: str, tmp_path: Path
) -> None:
    workers = [start_worker(redis_url, tmp_path / f"worker{n}.log") for n in range(2)]
    for worker in workers:  # (a server with no worker alive decides itself after a while)
        wait_until(lambda w=worker: "on the queue" in w.log(), "a worker's start", 120)
    server = Server(redis_url, pg_url, tmp_path)
    try:
        match_id, token = server.human_vs_bot("sudoids", "greedy")
        client = Client(server, match_id)
        client.greet(token)
        play_to_the_end(client, random.Random(3))
        client.close()
        assert client.bot_moves() > 0
        decided = sum(w.log().count(" decided ") for w in workers)
        assert decided >= client.bot_moves(), [w.log()[-2000:] for w in workers]
        assert "decides bot moves itself" not in server.log()
        assert all(w.alive() for w in workers)
    finally:
        server.stop()
        for worker in workers:
            assert worker.stop() == 0, worker.log()[-2000:]


def test_a_worker_killed_mid_decision_loses_nothing(
    redis_url: str, pg_url: str, tmp_path: Path
) -> None:
    marker = tmp_path / "thinking"
    slow = Process(
        [sys.executable, SLOW_WORKER, str(marker), redis_url, "3"], tmp_path / "slow.log"
    )
    wait_until(lambda: "on the queue" in slow.log(), "the slow worker's start", 120)
    server = Server(redis_url, pg_url, tmp_path)
    other: Process | None = None
    try:
        match_id, token = server.human_vs_bot("sudoids", "greedy")
        client = Client(server, match_id)
        client.greet(token)
        rng = random.Random(5)
        client.my_turn()
        client.play_one(rng)  # now the bot is to move: the slow worker takes the request
        wait_until(marker.exists, "the slow worker's decision", timeout=60)
        version = client.state["version"] if client.state else 0
        other = start_worker(redis_url, tmp_path / "other.log", claim_seconds=3.0)
        wait_until(lambda: "on the queue" in other.log(), "the second worker's start", 120)
        slow.kill()  # kill -9, mid-decision
        state = client.wait_for(lambda s: s["version"] > version)
        assert state["events"][-1]["by"] == "bot"
        assert "took over" in other.log()
        play_to_the_end(client, rng)
        client.close()
        assert other.log().count(" decided ") >= client.bot_moves()
    finally:
        server.stop()
        if slow.alive():
            slow.kill()
        if other is not None:
            other.stop()


GARBAGE: list[dict[str, str]] = [
    {"x": "y"},
    {"request": "not json"},
    {"request": "[1, 2]"},
    {"request": "[" * 5000 + "]" * 5000},
    {"request": '{"id": NaN}'},
    {"request": json.dumps({"id": "ab" * 8, "reply": REPLIES + "cd" * 8})},
    {"request": "{}", "extra": "field"},
]


def test_garbage_on_the_queue_is_logged_and_acknowledged(
    redis_url: str, rdb: redis.Redis, tmp_path: Path
) -> None:
    worker = start_worker(redis_url, tmp_path / "worker.log")
    try:
        wait_until(lambda: "on the queue" in worker.log(), "the worker's start", 120)
        reply_key = REPLIES + "cd" * 8
        for fields in GARBAGE:
            rdb.xadd(STREAM, fields)  # type: ignore[arg-type]
        # Well-formed, but nothing a bot can decide: an unknown game, an unknown bot.
        game = get_game("sudoids")
        state = game.new_initial_state(2, {}, 1)
        legal = [game.action_to_json(a) for a in game.legal_actions(state, 0)]
        for number, (game_id, bot) in enumerate([("chess", "greedy"), ("sudoids", "nobody")]):
            request = Request(
                f"{number:016x}", reply_key, game_id, 0, game.view(state, 0), legal, bot, "s", 60
            )
            rdb.xadd(STREAM, request.fields())  # type: ignore[arg-type]
        # ... and a good request after all of it is answered.
        good = Request("ef" * 8, reply_key, "sudoids", 0, game.view(state, 0), legal, "greedy",
                       "s", 60)  # fmt: skip
        rdb.xadd(STREAM, good.fields())  # type: ignore[arg-type]
        replies: dict[str, dict[str, Any]] = {}

        def answered() -> bool:
            item = rdb.blpop([reply_key], timeout=1)
            if item is not None:
                body = json.loads(item[1])
                replies[body["id"]] = body
            return len(replies) == 4

        wait_until(answered, "the replies")
        assert replies["ab" * 8]["error"].startswith("fields missing")
        assert "chess" in replies[f"{0:016x}"]["error"]
        assert "nobody" in replies[f"{1:016x}"]["error"]
        assert replies["ef" * 8]["action"] in legal
        assert worker.alive()
        wait_until(lambda: rdb.xlen(STREAM) == 0, "every entry acknowledged and deleted")
        assert rdb.xpending(STREAM, GROUP)["pending"] == 0
        assert worker.log().count("is not a request") == len(GARBAGE)
        assert "Traceback" not in worker.log()
    finally:
        assert worker.stop() == 0, worker.log()[-3000:]


# -------------------------------------------------------------- the node's pool
def _sudoids_request() -> tuple[dict[str, Any], list[Any]]:
    game = get_game("sudoids")
    state = game.new_initial_state(2, {}, 1)
    return game.view(state, 0), [game.action_to_json(a) for a in game.legal_actions(state, 0)]


async def _raw_request(client: Any) -> tuple[str, dict[str, Any]]:
    """Take the next request off the queue the way a worker does (without deciding)."""
    await ensure_group(client)
    for _ in range(100):
        answer = await client.xreadgroup(GROUP, "test", {STREAM: ">"}, count=1, block=200)
        if answer:
            entry_id, fields = answer[0][1][0]
            return entry_id.decode(), json.loads(fields[b"request"])
    raise AssertionError("no request came")


def test_duplicate_late_and_garbled_replies_are_ignored(redis_url: str) -> None:
    view, legal = _sudoids_request()

    async def scenario() -> None:
        pool = RedisBotPool(redis_url, 0, local_after=600, check_seconds=0.2)
        await pool.open()
        client = redis_connect(redis_url)
        try:
            # A "worker" that is alive, answers twice, and then once more with garbage.
            await client.zadd(WORKERS, {"test": 4e9})
            asking = asyncio.create_task(
                pool.choose(BotRequest("sudoids", 0, view, legal, "greedy", "a"))
            )
            entry, body = await _raw_request(client)
            for action in (legal[0], legal[-1]):
                reply = json.dumps({"id": body["id"], "action": action})
                await client.rpush(body["reply"], reply)
            await client.rpush(body["reply"], "{not json")
            await client.rpush(body["reply"], json.dumps({"id": "ff" * 8, "action": 1}))
            assert await asyncio.wait_for(asking, TIMEOUT) == legal[0]
            deadline = time.monotonic() + TIMEOUT
            while pool.ignored < 2:
                assert time.monotonic() < deadline, pool.ignored
                await asyncio.sleep(0.05)
            # An error reply raises (the driver's retry policy takes it from there).
            asking = asyncio.create_task(
                pool.choose(BotRequest("sudoids", 0, view, legal, "greedy", "b"))
            )
            entry, body = await _raw_request(client)
            await client.rpush(body["reply"], json.dumps({"id": body["id"], "error": "boom"}))
            with pytest.raises(BotWorkerError, match="boom"):
                await asyncio.wait_for(asking, TIMEOUT)
            # A request that vanishes from the queue (Redis lost it) is sent again, same id.
            asking = asyncio.create_task(
                pool.choose(BotRequest("sudoids", 0, view, legal, "greedy", "c"))
            )
            entry, body = await _raw_request(client)
            await client.xdel(STREAM, entry)
            again, body_again = await _raw_request(client)
            assert again != entry
            assert body_again == body
            await client.rpush(body["reply"], json.dumps({"id": body["id"], "action": legal[1]}))
            assert await asyncio.wait_for(asking, TIMEOUT) == legal[1]
            assert pool.resent == 1
            assert pool.local == 0
        finally:
            await client.aclose()
            await pool.close()

    event_loop.run(scenario())


def test_with_no_worker_alive_the_node_decides_itself(
    redis_url: str, caplog: pytest.LogCaptureFixture
) -> None:
    view, legal = _sudoids_request()

    async def scenario() -> None:
        pool = RedisBotPool(redis_url, 0, local_after=0.5, check_seconds=0.1)
        await pool.open()
        try:
            chosen = await asyncio.wait_for(
                pool.choose(BotRequest("sudoids", 0, view, legal, "greedy", "a")), TIMEOUT
            )
            assert chosen in legal
            assert pool.local == 1
        finally:
            await pool.close()

    event_loop.run(scenario())
    assert "no bot worker alive" in caplog.text


def test_a_worker_in_the_node_takes_over_a_dead_workers_request(redis_url: str) -> None:
    """The take-over itself, in one process: an entry read by a worker that then
    stopped (never answered, no heartbeat) is computed by another after claim_seconds."""
    view, legal = _sudoids_request()

    async def scenario() -> None:
        pool = RedisBotPool(redis_url, 0, local_after=600, check_seconds=0.2)
        await pool.open()
        client = redis_connect(redis_url)
        stop = asyncio.Event()
        try:
            asking = asyncio.create_task(
                pool.choose(BotRequest("sudoids", 0, view, legal, "greedy", "a"))
            )
            await _raw_request(client)  # read by "test", which then dies
            worker = Worker(client, BotPool(0), 1, name="second", claim_seconds=0.5)
            working = asyncio.create_task(worker.run(stop))
            assert await asyncio.wait_for(asking, TIMEOUT) in legal
            assert worker.decided == 1
            stop.set()
            await asyncio.wait_for(working, TIMEOUT)
        finally:
            await client.aclose()
            await pool.close()

    event_loop.run(scenario())


def test_a_redis_restart_loses_no_decision(redis_server: RedisServer, redis_url: str) -> None:
    """Redis restarts (without persistence: the queue, the group and the replies are
    gone) while a decision is asked for: the node sends it again once Redis is back, the
    worker creates its group again, and the decision comes from the worker."""
    view, legal = _sudoids_request()

    async def scenario() -> None:
        pool = RedisBotPool(redis_url, 0, local_after=600, check_seconds=0.1)
        await pool.open()
        client = redis_connect(redis_url)
        stop = asyncio.Event()
        worker = Worker(client, BotPool(0), 1, claim_seconds=1.0)
        working = asyncio.create_task(worker.run(stop))
        try:
            first = pool.choose(BotRequest("sudoids", 0, view, legal, "greedy", "a"))
            assert await asyncio.wait_for(first, TIMEOUT) in legal
            await asyncio.to_thread(redis_server.stop)
            asking = asyncio.create_task(
                pool.choose(BotRequest("sudoids", 0, view, legal, "greedy", "b"))
            )
            deadline = time.monotonic() + TIMEOUT
            while pool.unsent == 0:
                assert time.monotonic() < deadline, "the request was not tried"
                await asyncio.sleep(0.05)
            assert not asking.done()
            await asyncio.to_thread(redis_server.start)
            assert await asyncio.wait_for(asking, TIMEOUT) in legal
            # (more than 2 only when a request was sent again while its answer was
            # on the way: that answer is then ignored)
            assert worker.decided >= 2
            assert pool.local == 0
        finally:
            stop.set()
            await asyncio.wait_for(working, TIMEOUT)
            await client.aclose()
            await pool.close()

    event_loop.run(scenario())


def test_a_node_with_its_own_processes_joins_the_queue(
    redis_url: str, pg_url: str, rdb: redis.Redis
) -> None:
    settings = Settings(
        database_url=pg_url,
        bot_workers=1,
        redis_url=redis_url,
        bot_local_after=3600,
    )
    with TestClient(create_app(settings)) as http:
        pool = http.app.state.lobby.bots  # type: ignore[attr-defined]
        assert isinstance(pool, RedisBotPool)
        match = create_match(http, "sudoids", ["human", "bot:greedy"], seed=4)
        token = join_match(http, match["id"], "Ann", 0)
        with http.websocket_connect(f"/api/matches/{match['id']}/ws") as ws:
            player = Player(ws)
            player.hello(token)
            play_out([player], random.Random(4))
        assert pool.sent > 0
        assert pool.local == 0
        assert rdb.zcard(WORKERS) == 2  # the node's own worker: its two lanes
    wait_until(lambda: rdb.zcard(WORKERS) == 0, "the node's worker leaving")


# ------------------------------------------------------------------------ secrets
SEED = 7_340_951_286_604_113_529  # long enough never to appear in a request by chance


@pytest.mark.parametrize(("game_id", "options"), [("labyrinth-cards", {}),
                                                  ("labyrinth", {"day_night": True})])  # fmt: skip
def test_a_request_holds_only_the_seats_view_and_legal_actions(
    redis_url: str, pg_url: str, rdb: redis.Redis, game_id: str, options: dict[str, Any]
) -> None:
    settings = Settings(
        database_url=pg_url,
        bot_workers=0,
        redis_url=redis_url,
        bot_local_after=3600,
        create_per_minute=1e6,
        create_burst=10**6,
        join_per_minute=1e6,
        join_burst=10**6,
    )
    with TestClient(create_app(settings)) as http:
        match = create_match(http, game_id, ["bot:greedy", "human"], options=options, seed=SEED)
        join_match(http, match["id"], "Ann", 1)
        wait_until(lambda: rdb.xlen(STREAM) > 0, "the bot's request")
        [(_entry, fields)] = rdb.xrange(STREAM)
        raw = fields[b"request"].decode()
        body = json.loads(raw)
        assert set(fields) == {b"request"}
        assert set(body) == FIELDS
        live = http.app.state.lobby._live[match["id"]]  # type: ignore[attr-defined]
        game, state, seat = live.game, live.state, body["player"]
        assert seat == 0
        assert body["bot"] == "greedy"
        assert body["game"] == game_id
        assert body["view"] == json.loads(json.dumps(game.view(state, seat)))
        legal = [game.action_to_json(a) for a in game.legal_actions(state, seat)]
        assert body["legal"] == json.loads(json.dumps(legal))
        # A state the seat cannot tell from this one gives the same request: nothing
        # in it depends on what the seat may not see.
        for number in range(5):
            other = twin(game, state, seat, random.Random(number))
            assert body["view"] == json.loads(json.dumps(game.view(other, seat)))
            assert body["legal"] == json.loads(
                json.dumps([game.action_to_json(a) for a in game.legal_actions(other, seat)])
            )
        assert live.seed == SEED
        assert str(SEED) not in raw


@pytest.mark.parametrize("command", ["bots-worker", "serve"])
def test_a_url_that_is_no_redis_is_a_clear_error(command: str) -> None:
    done = subprocess.run(
        [SPELKAST, command, "--redis-url", "postgresql://db/x"],
        capture_output=True,
        text=True,
        timeout=4 * TIMEOUT,  # (starting Python and importing on a busy machine)
        env={**os.environ, "COLUMNS": "200"},
    )
    assert done.returncode == 2
    assert "a Redis URL starts with redis://" in done.stderr
    assert "Traceback" not in done.stderr
