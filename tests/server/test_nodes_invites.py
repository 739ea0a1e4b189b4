"""A private match and a freed seat on a multi-node server: created on one node, joined
on two others with the invite's secret; the creator frees a seat through a third node
that does not own the match. The owner frees it, and every node's clients hear of it:
the freed seat's connection only watches from then on, and the seat is open everywhere."""

from __future__ import annotations

from .nodeplay import Nodes
from .nodeplay import node_database as node_database
from .nodeplay import nodes as nodes
from .realserver import WsClient


def test_a_seat_freed_through_a_replica_is_open_on_every_node(nodes: Nodes) -> None:
    body = {"game": "sudoku", "seats": [{"kind": "human"}, {"kind": "human"}], "private": True}
    match = nodes[0].post("/api/matches", body, expect=201)
    match_id, secret, key = match["id"], match["invite_secret"], match["host_key"]
    for node in nodes.nodes:  # private: listed nowhere, joined only with the secret
        assert match_id not in {m["id"] for m in node.get("/api/matches")}
        refused = node.http.post(f"/api/matches/{match_id}/join", json={"name": "Eve"})
        assert refused.status_code == 403
    spectator = WsClient(nodes[0], match_id, "sudoku")
    spectator.hello(None)
    clients = [spectator]
    tokens = {}
    for seat, where in ((0, 1), (1, 2)):
        answer = nodes[where].post(
            f"/api/matches/{match_id}/join", {"name": f"P{seat}", "seat": seat, "invite": secret}
        )
        tokens[seat] = answer["token"]
        client = WsClient(nodes[where], match_id, "sudoku")
        client.hello(tokens[seat])
        clients.append(client)
    try:
        for client in clients:
            client.wait_for(lambda s: s["status"] == "running")
        freed = nodes[1].http.post(
            f"/api/matches/{match_id}/seats/1/free", headers={"Authorization": f"Bearer {key}"}
        )
        assert freed.status_code == 200, freed.text
        for client in clients:
            notice = client.receive_until("notice")
            assert (notice["code"], notice["seat"], notice["name"]) == ("seat_freed", 1, "P1")
            state = client.wait_for(lambda s: s["status"] == "open")
            assert state["seats"][1]["open"] is True
        gone = clients[2]
        gone.send({"type": "resign", "id": "r"})
        assert gone.answer()["code"] == "spectator"
        for node in nodes.nodes:
            assert node.get(f"/api/matches/{match_id}")["seats"][1]["open"] is True
        # a friend takes the seat on the node that held it; the match runs again
        again = nodes[2].post(
            f"/api/matches/{match_id}/join", {"name": "Ben", "seat": 1, "invite": secret}
        )
        assert again["match"]["status"] == "running"
        for client in clients[:2]:
            client.wait_for(lambda s: s["status"] == "running")
    finally:
        for client in clients:
            client.close()
