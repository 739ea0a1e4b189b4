"""Listing matches on a node that does not hold them: the listing is made from the
database rows and loads nothing, so no replica is left behind to follow (and apply)
every listed match's news."""

from __future__ import annotations

import time

from fastapi.testclient import TestClient

from spelkast.server.app import Settings, create_app
from spelkast.server.nodes import NodeLobby

from .nodeplay import node_database as node_database
from .wsplay import TIMEOUT, Player, create, join


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
                assert mover.act(mover.state["legal"][0]["action"])["type"] == "accepted"

            play_one(1)
            # B heard the news of that action and, holding no copy, applied nothing
            assert _lobby(b).loaded(mid) is None
            assert b.get("/api/matches").json()[0]["version"] == 1
            assert b.get("/api/health").json()["active_matches"] == 0
            # whereas a node that loads the match (asked for it by id) follows it
            assert b.get(f"/api/matches/{mid}").json()["version"] == 1
            copy = _lobby(b).loaded(mid)
            assert copy is not None
            assert not copy.owned
            assert b.get("/api/health").json()["active_matches"] == 1
            play_one(2)
            give_up = time.monotonic() + TIMEOUT
            while copy.version < 2 and time.monotonic() < give_up:
                time.sleep(0.02)
            assert copy.version == 2
