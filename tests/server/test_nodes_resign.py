"""Resigning on a multi-node server: a seat that plays on a node that does not own the
match resigns; the owner commits it, and every node (owner and replicas) shows the
finished match with the same outcome and words."""

from __future__ import annotations

from .nodeplay import Nodes, open_party
from .nodeplay import node_database as node_database
from .nodeplay import nodes as nodes


def test_a_resignation_on_another_node_ends_the_match_on_every_node(nodes: Nodes) -> None:
    party = open_party(nodes, 0, "sudoku", ["human", "human"], {0: 1, 1: 2}, 0)
    try:
        ben = party.players[1]
        ben.send({"type": "resign", "id": "r"})
        answer = ben.answer()
        assert answer["type"] == "accepted", answer
        for client in party.clients():
            state = client.wait_for(lambda s: s["status"] == "finished")
            assert state["outcome"]["winners"] == [0]
            assert state["outcome"]["details"] == {"resigned": 1}
            assert state["outcome"]["reason_words"]["nl"] == "P1 gaf op"
            assert state["legal"] == []
            event = client.events[state["version"]]
            assert event["by"] == "resign"
            assert event["words"]["en"] == "P1 resigned"
        for node in nodes.nodes:
            summary = node.get(f"/api/matches/{party.id}")
            assert summary["status"] == "finished"
            assert summary["outcome"]["winners"] == [0]
        again = party.players[0]
        again.send({"type": "resign"})
        assert again.answer()["code"] == "game_over"
    finally:
        for client in party.clients():
            client.close()


def test_a_resignation_over_http_on_a_replica_ends_the_match_on_every_node(nodes: Nodes) -> None:
    """The match is made on node 0 (its owner); seat 1 plays on node 2, which holds a
    replica, and resigns there over HTTP with its token."""
    party = open_party(nodes, 0, "sudoku", ["human", "human"], {0: 1, 1: 2}, 0)
    try:
        replica = nodes[2]
        path = f"/api/matches/{party.id}/seats/1/resign"
        assert replica.http.post(path).status_code == 403
        wrong = {"Authorization": f"Bearer {party.tokens[0]}"}
        assert replica.http.post(path, headers=wrong).status_code == 403
        mine = {"Authorization": f"Bearer {party.tokens[1]}"}
        answer = replica.http.post(path, headers=mine)
        assert answer.status_code == 200, answer.text
        finished = answer.json()
        assert finished["status"] == "finished"
        assert finished["outcome"]["winners"] == [0]
        assert finished["outcome"]["details"] == {"resigned": 1}
        for client in party.clients():
            state = client.wait_for(lambda s: s["status"] == "finished")
            assert state["outcome"]["reason_words"]["en"] == "P1 resigned"
            assert client.events[state["version"]]["by"] == "resign"
        for node in nodes.nodes:
            summary = node.get(f"/api/matches/{party.id}")
            assert summary["status"] == "finished"
            assert summary["outcome"]["winners"] == [0]
        again = replica.http.post(path, headers=mine)
        assert again.status_code == 409
        assert again.json()["detail"] == "the game is over: nobody can resign"
    finally:
        party.close()
