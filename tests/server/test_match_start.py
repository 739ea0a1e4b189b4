"""Starting a match: the last seat taken starts it, and connected clients hear of it."""

from __future__ import annotations

from fastapi.testclient import TestClient

from .wsplay import Player, create, join


def test_the_start_of_a_match_is_announced_once(client: TestClient) -> None:
    match = create(client, "sudoku", ["human", "human", "human"])
    token = join(client, match["id"], "Ann")
    join(client, match["id"], "Bo")
    with client.websocket_connect(f"/api/matches/{match['id']}/ws") as ws:
        ann = Player(ws)
        ann.hello(token)
        assert ann.state is not None
        assert ann.state["status"] == "open"
        join(client, match["id"], "Cy")  # the last open seat: the game starts
        started = ann.receive()
        assert started["type"] == "state"
        assert started["status"] == "running"
        assert started["version"] == 0
        # Nothing else was queued before the answer to a ping.
        ann.send({"type": "ping", "id": 1})
        assert ann.receive() == {"type": "pong", "id": 1}
