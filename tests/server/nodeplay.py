"""Several real ``spelkast serve`` nodes on one PostgreSQL database and one Redis, and
matches played across them by real WebSocket clients (for tests/server/test_nodes*.py).

Starting a cluster (three server processes and a bot worker) costs more than most of
the tests on it, and each test plays matches of its own, so the tests share one cluster
(with its own database and its own Redis, which no other test empties or restarts). A
test that kills or restarts a node or Redis, or reads the listing of every match, is
marked ``own_nodes`` and gets a fresh cluster of its own on the session's Redis
(``redis_server``), which it may restart.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from spelkast.server.db import make_engine
from spelkast.server.store import Store
from throwaway_redis import RedisError, throwaway_redis

from .postgres import PostgresCluster, free_port
from .realserver import ServerProcess, WsClient
from .wsplay import TIMEOUT

#: The lease of a match in the node tests (seconds): short, so that takeovers are quick.
LEASE = 2.0


class Nodes:
    """``count`` server nodes (each its own process and port) on one database and one Redis."""

    def __init__(
        self, database_url: str, redis_url: str, folder: Path, count: int = 3, lease: float = LEASE
    ) -> None:
        self.database_url = database_url
        self.redis_url = redis_url
        self.folder = folder
        self.lease = lease
        self.ports: list[int | None] = [None] * count
        self.nodes: list[ServerProcess] = []
        # The nodes have no bot process of their own (--bot-workers 0): their bot moves
        # go to the bot queue on Redis, computed by this worker (docs/server.md, "Bot
        # workers"), which no node test kills.
        self._worker_log = (folder / "bots-worker.log").open("ab")
        self.worker = subprocess.Popen(
            [str(Path(sys.executable).with_name("spelkast")), "bots-worker",
             "--redis-url", redis_url, "--processes", "1", "--claim-seconds", "3"],
            stdout=self._worker_log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )  # fmt: skip
        try:
            # The nodes start side by side (each start spends seconds importing the server).
            for index in range(count):
                self.nodes.append(self._start(index))
            for node in self.nodes:
                node.wait_healthy()
        except BaseException:
            self.stop()
            raise

    def _start(self, index: int) -> ServerProcess:
        """Start node ``index`` without waiting for it to be healthy."""
        port = self.ports[index]
        while port is None or port in self.ports[:index] + self.ports[index + 1 :]:
            port = free_port()  # (nodes that start side by side get ports of their own)
        self.ports[index] = port
        node = ServerProcess(
            self.database_url,
            self.folder / f"node{index}.log",
            bot_workers=0,
            port=port,
            redis_url=self.redis_url,
            lease_seconds=self.lease,
            log_level="info",
            wait=False,
        )
        return node

    def __getitem__(self, index: int) -> ServerProcess:
        return self.nodes[index]

    def restart(self, index: int, wait: bool = True) -> ServerProcess:
        """Start node ``index`` again (after it was killed) on the same port; without
        ``wait`` it comes up while the test goes on (``ready`` waits for it)."""
        self.nodes[index] = self._start(index)
        if wait:
            self.nodes[index].wait_healthy()
        return self.nodes[index]

    def ready(self, *indices: int) -> None:
        """Wait until the given nodes (by default every node) answer their health check."""
        for index in indices or range(len(self.nodes)):
            self.nodes[index].wait_healthy()

    def check_running(self) -> None:
        """Every node and the bot worker are still up (a test that stops one must be
        marked ``own_nodes``, so that the next test does not get a broken cluster)."""
        stopped = [i for i, node in enumerate(self.nodes) if node.process.poll() is not None]
        if self.worker.poll() is not None:
            stopped.append(-1)  # the bot worker
        assert not stopped, (
            f"a process of the shared cluster stopped ({stopped}; -1 is the bot worker): "
            f"a test that stops one is marked own_nodes\n{self.logs()}"
        )

    def logs(self) -> str:
        """Every node's whole log (a restarted node appends to its log)."""
        return "\n".join(
            f"--- node {i}\n{node.log_path.read_text(errors='replace')}"
            for i, node in enumerate(self.nodes)
        )

    def stop(self) -> None:
        for node in self.nodes:  # every node shuts down side by side
            node.terminate()
        for node in self.nodes:
            node.stop()
        self.worker.terminate()
        try:
            self.worker.wait(TIMEOUT)
        finally:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.worker.pid, signal.SIGKILL)
            self.worker.wait(TIMEOUT)
            self._worker_log.close()


def _shares_nodes(request: pytest.FixtureRequest) -> bool:
    """Whether the test plays on the shared cluster (it uses ``nodes`` and is not
    marked ``own_nodes``)."""
    return "nodes" in request.fixturenames and not request.node.get_closest_marker("own_nodes")


@pytest.fixture(scope="session")
def shared_nodes(
    postgres_cluster: PostgresCluster, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Nodes]:
    """The cluster the tests that leave every node running share (started on first use)."""
    folder = tmp_path_factory.mktemp("nodes")
    try:
        with postgres_cluster.database() as url, throwaway_redis() as redis_server:
            cluster = Nodes(url, redis_server.url(0), folder)
            try:
                yield cluster
            finally:
                cluster.stop()
    except RedisError as error:
        pytest.fail(str(error), pytrace=False)


@pytest.fixture
def node_database(
    request: pytest.FixtureRequest, postgres_cluster: PostgresCluster
) -> Iterator[str]:
    """The nodes' database: the shared cluster's, else a fresh one."""
    if _shares_nodes(request):
        shared: Nodes = request.getfixturevalue("shared_nodes")
        yield shared.database_url
        return
    with postgres_cluster.database() as url:
        yield url


@pytest.fixture
def nodes(request: pytest.FixtureRequest, node_database: str, tmp_path: Path) -> Iterator[Nodes]:
    """The shared cluster, or for a test marked ``own_nodes`` a fresh one on the
    session's Redis."""
    if _shares_nodes(request):
        shared: Nodes = request.getfixturevalue("shared_nodes")
        shared.check_running()
        yield shared
        shared.check_running()
        return
    cluster = Nodes(node_database, request.getfixturevalue("redis_url"), tmp_path)
    try:
        yield cluster
    finally:
        cluster.stop()


@dataclass
class Party:
    """One match played across nodes: a client per human seat (each on a node of its
    own), a spectator, and every action the server acknowledged."""

    id: str
    game: str
    players: dict[int, WsClient] = field(default_factory=dict)
    tokens: dict[int, str] = field(default_factory=dict)
    spectator: WsClient | None = None
    acknowledged: dict[int, tuple[int, Any]] = field(default_factory=dict)  # version -> act
    refused: list[str] = field(default_factory=list)

    def clients(self) -> list[WsClient]:
        return [*self.players.values(), *([self.spectator] if self.spectator else [])]

    def close(self) -> None:
        for client in self.clients():
            client.close()


def open_party(
    nodes: Nodes,
    creator: int,
    game: str,
    seats: list[str],
    seat_nodes: dict[int, int],
    spectator_node: int,
    options: dict[str, Any] | None = None,
) -> Party:
    """Create a match on node ``creator``; human seat ``s`` joins and plays on node
    ``seat_nodes[s]``; a spectator watches on ``spectator_node``."""
    body: dict[str, Any] = {
        "game": game,
        "options": options or {},
        "seats": [
            {"kind": "bot", "bot": s.split(":", 1)[1]} if s.startswith("bot") else {"kind": "human"}
            for s in seats
        ],
    }
    match = nodes[creator].post("/api/matches", body, expect=201)
    party = Party(match["id"], game)
    # The spectator watches from before the start.
    party.spectator = WsClient(nodes[spectator_node], party.id, game)
    party.spectator.hello(None)
    for seat, kind in enumerate(seats):
        if kind == "human":
            node = nodes[seat_nodes[seat]]
            party.tokens[seat] = node.join(party.id, f"P{seat}", seat)
            client = WsClient(node, party.id, game)
            client.hello(party.tokens[seat])
            assert client.seat == seat
            party.players[seat] = client
    # The last seat taken started the match: every client hears of it.
    for client in party.clients():
        client.wait_for(lambda s: s["status"] != "open")
    return party


def sync(party: Party) -> dict[str, Any]:
    """Bring every client of the party to the newest version any of them has seen."""
    clients = party.clients()
    latest = max(c.state["version"] for c in clients if c.state is not None)
    for client in clients:
        client.wait_for(lambda s: s["version"] >= latest)
    assert party.spectator is not None
    assert party.spectator.state is not None
    return party.spectator.state


def step(party: Party) -> bool:
    """One action by a person whose turn it is (or wait for a bot); False at the end."""
    state = sync(party)
    if state["status"] != "running":
        return False
    mover = next((c for c in party.players.values() if c.state and c.state["legal"]), None)
    if mover is None:  # a bot is to move (or the round waits for one): wait for it
        assert party.spectator is not None
        party.spectator.receive_until("state")
        return True
    assert mover.state is not None
    assert mover.seat is not None
    action = mover.choose()
    answer = mover.act(action)
    if answer["type"] == "accepted":
        assert answer["version"] not in party.acknowledged
        party.acknowledged[answer["version"]] = (mover.seat, action)
    else:  # a bot got in first (a simultaneous round), or the server asked to retry
        assert answer["code"] in {"stale", "wrong_player", "server"}, answer
        party.refused.append(answer["code"])
        if answer["code"] != "stale":
            mover.send({"type": "sync", "since": None})
            mover.receive_until("state")
    return True


def play(party: Party, until: Any = None, limit: int = 5000) -> None:
    """Play until ``until(spectator state)`` holds or the game ends."""
    for _ in range(limit):
        if until is not None and until(sync(party)):
            return
        if not step(party):
            return
    raise AssertionError(f"the {party.game} match did not get there")


def stored_actions(database_url: str, match_id: str) -> dict[int, tuple[int, Any]]:
    """Every stored action of the match: version -> (seat, action)."""
    import json

    engine = make_engine(database_url)
    try:
        stored = Store(engine).load_match(match_id)
    finally:
        engine.dispose()
    assert stored is not None
    versions = [a.version for a in stored.actions]
    assert versions == list(range(1, stored.version + 1)), "one action per version"
    return {a.version: (a.seat, json.loads(a.action)) for a in stored.actions}


def check_acknowledged(database_url: str, party: Party) -> None:
    """Every action the server acknowledged is stored at its version."""
    stored = stored_actions(database_url, party.id)
    for version, (seat, action) in party.acknowledged.items():
        assert stored.get(version) == (seat, action), (version, stored.get(version))


def wait_until(condition: Any, what: str, timeout: float = TIMEOUT) -> Any:
    """Poll ``condition()`` until it is true (returned) or ``timeout`` passes."""
    give_up = time.monotonic() + timeout
    while True:
        found = condition()
        if found:
            return found
        if time.monotonic() > give_up:
            raise AssertionError(f"{what} did not happen within {timeout} s")
        time.sleep(0.02)
