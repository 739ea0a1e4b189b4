"""Listing matches on a node that does not hold them: the listing is made from the
database rows and loads nothing, so no replica is left behind to follow (and apply)
every listed match's news. A replica loaded for a request is forgotten once unused
and without clients on its node."""

from __future__ import annotations

import time
from collections.abc import Callable

from fastapi.testclient import TestClient

from spelkast.server.app import Settings, create_app
from spelkast.server.nodes.lobby import NodeLobby
from spelkast.server.nodes.match import NodeMatch

from .nodeplay import node_database as node_database
from .wsplay import TIMEOUT, Player, create, join


def _wait(condition: Callable[[], bool], what: str) -> None:
    give_up = time.monotonic() + TIMEOUT
    while not condition():
        assert time.monotonic() < give_up, f"waited in vain for {what}"
        time.sleep(0.02)


def _lobby(client: TestClient) -> NodeLobby:
    lobby = client.app.state.lobby  # type: ignore[attr-defined]
    assert isinstance(lobby, NodeLobby)
    return lobby


def test_a_listing_on_another_node_leaves_no_replica(node_database: str, redis_url: str) -> None:
    settings = Settings(
        database_url=node_database,
        redis_url=redis_url,
        bot_workers=0,
        rate_per_second=1e6,
        rate_burst=10**6,
        create_per_minute=1e6,
        create_burst=10**6,
        join_per_minute=1e6,
        join_burst=10**6,
    )
    with TestClient(create_app(settings)) as a, TestClient(create_app(settings)) as b:
        match = create(a, "sudoku", ["human", "human"], seed=3)
        mid = match["id"]
        tokens = [join(a, mid, "Anna"), join(a, mid, "Ben")]
        listed = b.get("/api/matches").json()
        assert [m["id"] for m in listed] == [mid]
        # the same summary as the owner's (nobody is connected anywhere yet)
        assert listed[0] == a.get("/api/matches").json()[0] | {
            "invite_url": listed[0]["invite_url"],
            "websocket_url": listed[0]["websocket_url"],
        }
        assert listed[0]["status"] == "running"
        assert _lobby(b).loaded(mid) is None
        assert b.get("/api/health").json()["active_matches"] == 0
        assert a.get("/api/health").json()["active_matches"] == 1
        with (
            a.websocket_connect(f"/api/matches/{mid}/ws") as one,
            a.websocket_connect(f"/api/matches/{mid}/ws") as two,
        ):
            players = [Player(one), Player(two)]
            for player, token in zip(players, tokens, strict=True):
                player.hello(token)

            def play_one(version: int) -> None:
                for player in players:
                    player.wait_for(lambda s: s["version"] == version - 1)
                mover = next(p for p in players if p.state and p.state["legal"])
                assert mover.state is not None
                assert mover.act(mover.state["legal"][0]["action"])["type"] == "accepted"

            play_one(1)
            # B heard the news of that action and, holding no copy, applied nothing
            assert _lobby(b).loaded(mid) is None
            assert b.get("/api/matches").json()[0]["version"] == 1
            assert b.get("/api/health").json()["active_matches"] == 0
            # whereas a node that loads the match (asked for it by id) follows it
            assert b.get(f"/api/matches/{mid}").json()["version"] == 1
            copy = _lobby(b).loaded(mid)
            assert isinstance(copy, NodeMatch)
            assert not copy.owned
            assert b.get("/api/health").json()["active_matches"] == 1
            play_one(2)
            _wait(lambda: copy.version == 2, "the replica to follow the match")
            # Unused and without a client on B, the replica is forgotten at an upkeep
            # (idle time made short here) and follows the match no more.
            _lobby(b).replica_idle = 0.5
            _wait(lambda: _lobby(b).loaded(mid) is None, "the replica to be forgotten")
            play_one(3)
            assert _lobby(b).loaded(mid) is None
            assert b.get("/api/health").json()["active_matches"] == 0
            # A replica with a client on B stays, however long it is idle.
            with b.websocket_connect(f"/api/matches/{mid}/ws") as watching:
                spectator = Player(watching)
                spectator.hello(None)
                spectator.wait_for(lambda s: s["version"] == 3)
                rounds = _lobby(b).upkeeps
                _wait(lambda: _lobby(b).upkeeps >= rounds + 3, "three upkeep rounds")
                assert _lobby(b).loaded(mid) is not None
                play_one(4)
                spectator.wait_for(lambda s: s["version"] == 4)
