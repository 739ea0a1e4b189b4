"""Three server nodes on one PostgreSQL database and one Redis, and the parts dying under
them: the owner node of a match killed with ``kill -9`` in the middle of play (another
node takes the match over when the lease runs out: clients resume, bots keep playing,
no acknowledged action is lost), and Redis stopped and started again during play."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from spelkast.core.registry import all_games

from .nodeplay import (
    Nodes,
    Party,
    check_acknowledged,
    open_party,
    play,
    stored_actions,
    sync,
    wait_until,
)
from .nodeplay import node_database as node_database
from .nodeplay import nodes as nodes
from .realserver import WsClient
from .redis_server import RedisServer

GAMES = [game.info.id for game in all_games()]
TRIALS = 10
#: The nodes of the kill test: a trial plays on three of them while the node killed in
#: the trial before comes back up (a start takes longer than the lease).
RING = 4

# These tests kill nodes and restart Redis: each gets a cluster of its own.
pytestmark = pytest.mark.own_nodes


@pytest.fixture
def ring(node_database: str, redis_url: str, tmp_path: Path) -> Iterator[Nodes]:
    """A cluster of ``RING`` nodes of the test's own."""
    cluster = Nodes(node_database, redis_url, tmp_path, count=RING)
    try:
        yield cluster
    finally:
        cluster.stop()


def watch(party: Party, seen: list[tuple[float, int]], stop: threading.Event) -> threading.Thread:
    """Read the party spectator's states in a thread, noting when each version arrived."""
    spectator = party.spectator
    assert spectator is not None

    def run() -> None:
        while not stop.is_set():
            state = spectator.receive_until("state")
            seen.append((time.monotonic(), state["version"]))
            if state["status"] != "running":
                return

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return thread


@pytest.mark.slow
def test_killing_the_owner_node_loses_no_acknowledged_action(
    ring: Nodes, node_database: str
) -> None:
    nodes = ring
    takeovers: list[float] = []
    for trial in range(TRIALS):
        # Trial t plays on nodes t, t + 1 and t + 2 (round the ring) and kills node t;
        # node t - 1, killed in the trial before, is starting again meanwhile.
        owner = trial % RING
        others = [(owner + 1) % RING, (owner + 2) % RING]
        nodes.ready(owner, *others)
        game = GAMES[trial % len(GAMES)]
        # Both matches are created on (so owned by) the node that will be killed: the
        # people play on the two other nodes, the party's spectator watches on the
        # owner (it must reconnect), the all-bot match is watched from another node.
        party = open_party(
            nodes,
            owner,
            game,
            ["human", "human", "bot:greedy"],
            {0: others[0], 1: others[1]},
            owner,
        )
        robots: Party | None = None
        try:
            play(party, until=lambda s, p=party, n=2 + trial % 3: len(p.acknowledged) >= n)
            # Four bots (a game of a few hundred actions): it runs at the kill.
            robots = open_party(nodes, owner, "labyrinth", ["bot:greedy"] * 4, {}, others[1])
            assert robots.spectator is not None
            robots.spectator.wait_for(lambda s: s["version"] >= 1)
            # A person sends an action and the owner is killed at once: the answer
            # comes from whichever node stored it (the old owner just in time, or the
            # new one), or says to sync and try again.
            mover = next((c for c in party.players.values() if c.state and c.state["legal"]), None)
            if mover is not None:
                assert mover.state is not None
                action = mover.choose()
                mover.send({"type": "action", "version": mover.state["version"], "action": action})
            seen: list[tuple[float, int]] = []
            stop = threading.Event()
            watcher = watch(robots, seen, stop)
            killed = time.monotonic()
            nodes[owner].kill()
            # The last version the dead owner stored; the next one is the new owner's.
            dead = max(stored_actions(node_database, robots.id), default=0)
            at_kill = max(c.state["version"] for c in party.clients() if c.state)
            if mover is not None:
                answer = mover.answer()
                if answer["type"] == "accepted":
                    party.acknowledged[answer["version"]] = (mover.seat, action)
                else:
                    assert answer["code"] in {"stale", "wrong_player", "server"}, answer
            # The all-bot match plays on, on another node.
            wait_until(lambda d=dead, s=seen: any(v > d for _, v in s), "the bots playing on", 60)
            takeovers.append(next(t for t, v in seen if v > dead) - killed)
            stop.set()
            watcher.join(60)
            # The party's spectator reconnects to a living node and resumes.
            assert party.spectator is not None
            last = party.spectator.state["version"] if party.spectator.state else 0
            party.spectator.close()
            party.spectator = WsClient(nodes[others[0]], party.id, game)
            resumed = party.spectator.hello(None, last)
            assert resumed["version"] >= last
            assert [e["version"] for e in resumed["events"]] == list(
                range(last + 1, resumed["version"] + 1)
            )
            # The people and the bot play on.
            target = sync(party)["version"] + 8
            play(party, until=lambda s, t=target: s["version"] >= t)
            events = party.spectator.events
            assert any(e["by"] == "bot" for v, e in events.items() if v > at_kill) or (
                party.spectator.state is not None and party.spectator.state["status"] == "finished"
            )
            check_acknowledged(node_database, party)
            stored_actions(node_database, robots.id)  # one action per version
        finally:
            party.close()
            if robots is not None:
                robots.close()
        # The killed node starts again (and takes part in the takeovers once it is up).
        nodes.restart(owner, wait=False)
    nodes.ready()  # every killed node came back
    assert "Traceback" not in nodes.logs()
    print(
        f"\ntakeover (kill -9 to the first new state a client sees), lease {nodes.lease} s: "
        + ", ".join(f"{t:.2f}" for t in takeovers)
    )


@pytest.mark.slow
def test_a_redis_restart_during_play_loses_nothing(
    nodes: Nodes, node_database: str, redis_server: RedisServer
) -> None:
    party = open_party(nodes, 0, "labyrinth", ["human", "human", "bot:greedy"], {0: 1, 1: 2}, 2)
    robots = open_party(nodes, 1, "sudoku", ["bot:greedy", "bot:random"], {}, 2)
    try:
        play(party, until=lambda s: len(party.acknowledged) >= 3)
        mover = None
        while mover is None:  # (wait while the bot moves)
            sync(party)
            mover = next((c for c in party.players.values() if c.state and c.state["legal"]), None)
            if mover is None:
                party.clients()[0].receive_until("state")
        assert mover.state is not None
        redis_server.stop()
        # The people are on nodes that do not own the match: an action sent while Redis
        # is away waits until it is back, then reaches the owner.
        action = mover.choose()
        mover.send({"type": "action", "version": mover.state["version"], "action": action})
        redis_server.start()
        answer = mover.answer()
        assert answer["type"] == "accepted", answer
        party.acknowledged[answer["version"]] = (mover.seat, action)
        play(party)
        final = sync(party)
        assert final["status"] == "finished"
        for client in party.clients():
            assert client.state is not None
            assert client.state["version"] == final["version"]
        check_acknowledged(node_database, party)
        # The all-bot match went on too (its owner renewed its lease in the new Redis).
        assert robots.spectator is not None
        robots.spectator.wait_for(lambda s: s["status"] == "finished")
        summaries: list[dict[str, Any]] = [n.get(f"/api/matches/{robots.id}") for n in nodes.nodes]
        assert {s["status"] for s in summaries} == {"finished"}
        wait_until(
            lambda: all(n.get("/api/health")["status"] == "ok" for n in nodes.nodes), "health"
        )
        assert "Traceback" not in nodes.logs()
    finally:
        party.close()
        robots.close()
