"""Rematch on a multi-node server: an offer made on one node, answered on the others
(an acceptance, a decline, a new offer), is the same offer on every node, every node's
clients of the old match hear of each change, a last acceptance sent to two nodes at
once makes exactly one rematch, and the rematch is playable from every node."""

from __future__ import annotations

import threading
from typing import Any

import pytest

from .nodeplay import Nodes, Party, check_acknowledged, open_party, play, sync
from .nodeplay import node_database as node_database
from .nodeplay import nodes as nodes
from .realserver import ServerProcess, WsClient

# The test reads the listing of every running match: a cluster of its own.
pytestmark = pytest.mark.own_nodes


def _answer(node: ServerProcess, match_id: str, token: str, accept: bool = True) -> Any:
    response = node.http.post(
        f"/api/matches/{match_id}/rematch",
        json={"accept": accept},
        headers={"Authorization": f"Bearer {token}"},
    )
    assert response.status_code == 200, response.text
    return response.json()


def _everyone_hears(party: Party, **expected: Any) -> None:
    """Every client of the old match (on all three nodes) gets a ``rematch`` message
    with ``expected`` fields."""
    for client in party.clients():
        while True:
            told = client.receive_until("rematch")
            if all(told[key] == value for key, value in expected.items()):
                break


def test_an_offer_is_shared_by_every_node(nodes: Nodes, node_database: str) -> None:
    party = open_party(nodes, 0, "sudoku", ["human", "human", "human"], {0: 0, 1: 1, 2: 2}, 2)
    try:
        tokens = party.tokens
        party.players[0].send({"type": "resign"})
        assert party.players[0].answer()["type"] == "accepted"
        for client in party.clients():
            client.wait_for(lambda s: s["status"] == "finished")
        mid = party.id
        # offer on node 0, accept on node 1, decline on node 2
        assert _answer(nodes[0], mid, tokens[0])["waiting"] == [1, 2]
        _everyone_hears(party, offered_by=0, waiting=[1, 2])
        assert _answer(nodes[1], mid, tokens[1])["waiting"] == [2]
        _everyone_hears(party, accepted=[0, 1], waiting=[2])
        declined = _answer(nodes[2], mid, tokens[2], accept=False)
        assert declined["declined_by"] == 2
        _everyone_hears(party, declined_by=2)
        for node in nodes.nodes:  # the same offer, whichever node is asked
            status = node.http.get(
                f"/api/matches/{mid}/rematch", headers={"Authorization": f"Bearer {tokens[1]}"}
            ).json()
            assert (status["offered_by"], status["declined_by"]) == (0, 2)
        # a new offer on node 2; accepted on node 1; the last acceptance reaches node 0
        # and node 1 at the same moment
        assert _answer(nodes[2], mid, tokens[2])["waiting"] == [0, 1]
        _everyone_hears(party, offered_by=2, declined_by=None)
        assert _answer(nodes[1], mid, tokens[1])["waiting"] == [0]
        barrier = threading.Barrier(2)
        answers: list[Any] = [None, None]

        def last(index: int) -> None:
            barrier.wait(timeout=30)
            answers[index] = _answer(nodes[index], mid, tokens[0])

        threads = [threading.Thread(target=last, args=(i,)) for i in (0, 1)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=120)
        made = {a["new_match"] for a in answers if a is not None}
        assert len(made) == 1
        assert None not in made
        (new_id,) = made
        _everyone_hears(party, new_match=new_id)
        new_tokens: dict[int, str] = {}
        for old, token in tokens.items():
            for node in nodes.nodes:
                mine = _answer(node, mid, token)
                assert mine["new_match"] == new_id
                assert mine["seat"] == (old - 1) % 3
                new_tokens[mine["seat"]] = mine["token"]
        # exactly one rematch in the database
        running = nodes[0].http.get("/api/matches", params={"status": "running"}).json()
        assert [m["id"] for m in running] == [new_id]
    finally:
        party.close()
    # The rematch, played with a seat on each node and watched from node 1.
    rematch = Party(new_id, "sudoku", tokens=new_tokens)
    try:
        rematch.spectator = WsClient(nodes[1], new_id, "sudoku")
        rematch.spectator.hello(None)
        for seat, token in new_tokens.items():
            client = WsClient(nodes[(seat + 1) % 3], new_id, "sudoku")
            assert client.hello(token)["seat"] == seat
            rematch.players[seat] = client
        assert [s["name"] for s in sync(rematch)["seats"]] == ["P1", "P2", "P0"]
        play(rematch, until=lambda s: s["version"] >= 9)
        # each seat (each on its own node) had actions accepted
        assert {seat for seat, _ in rematch.acknowledged.values()} == {0, 1, 2}
        check_acknowledged(node_database, rematch)
        assert "Traceback" not in nodes.logs()
    finally:
        rematch.close()
