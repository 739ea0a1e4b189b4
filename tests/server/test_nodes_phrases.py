"""The per-seat phrase limit on several nodes: one count per seat of a match, kept in
Redis, so that a seat connected to two nodes may say no more phrases than on one; when
Redis does not answer, each node counts in its own memory."""

from __future__ import annotations

import socket

from event_loop import run
from spelkast.server.nodes.mesh import Mesh
from spelkast.server.nodes.phrases import SharedPhraseLimit
from spelkast.server.phrases import PHRASE_BURST, PHRASE_WINDOW

from .nodeplay import Nodes, open_party
from .nodeplay import node_database as node_database
from .nodeplay import nodes as nodes
from .realserver import WsClient


class Clock:
    """A wall clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


def test_two_nodes_share_one_count_per_seat(redis_url: str) -> None:
    async def play() -> None:
        clock = Clock()
        meshes = [Mesh(redis_url, node, lease_seconds=2.0) for node in ("a", "b")]
        try:
            on_a, on_b = (SharedPhraseLimit(mesh, "m1", clock=clock) for mesh in meshes)
            for _ in range(PHRASE_BURST):
                assert await on_a.allow(0)
                clock.now += 1.0
            # The fourth phrase within the window is refused on the other node too.
            assert not await on_b.allow(0)
            assert not await on_a.allow(0)
            # Another seat, and the same seat of another match, have counts of their own.
            assert await on_b.allow(1)
            assert await SharedPhraseLimit(meshes[1], "m2", clock=clock).allow(0)
            # Once the first phrase is a whole window old, one more may be said.
            clock.now += PHRASE_WINDOW - PHRASE_BURST
            assert await on_b.allow(0)
            assert not await on_a.allow(0)
        finally:
            for mesh in meshes:
                await mesh.close()

    run(play())


def test_without_redis_each_node_counts_for_itself() -> None:
    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]

    async def play() -> None:
        mesh = Mesh(f"redis://127.0.0.1:{port}/0", "a", lease_seconds=2.0)
        try:
            limit = SharedPhraseLimit(mesh, "m1", clock=Clock())
            assert [await limit.allow(0) for _ in range(PHRASE_BURST + 1)] == [
                *[True] * PHRASE_BURST,
                False,
            ]
        finally:
            await mesh.close()

    run(play())


def test_a_seat_on_two_nodes_says_no_more_than_on_one(nodes: Nodes) -> None:
    """Seat 0 plays on node 0 and on node 1 at once (the same token in two browsers);
    after three phrases through node 0, a fourth through node 1 is refused."""
    party = open_party(nodes, 0, "sudoku", ["human", "human"], {0: 0, 1: 1}, 2)
    second = WsClient(nodes[1], party.id, "sudoku")
    try:
        second.hello(party.tokens[0])
        assert second.seat == 0
        first = party.players[0]
        for n in range(PHRASE_BURST):
            first.send({"type": "say", "phrase": "hello", "id": f"h{n}"})
            assert first.answer()["type"] == "accepted"
        second.send({"type": "say", "phrase": "oops", "id": "over"})
        refused = second.answer()
        assert refused["type"] == "error", refused
        assert refused["code"] == "phrase_limit"
        assert refused["id"] == "over"
        # The other seat, on node 1, still speaks, and is heard on every node.
        other = party.players[1]
        other.send({"type": "say", "phrase": "good_luck", "id": "g"})
        assert other.answer()["type"] == "accepted"
        assert party.spectator is not None
        heard = party.spectator.receive_until("phrase")
        while heard["seat"] != 1:
            heard = party.spectator.receive_until("phrase")
        assert heard["phrase"] == "good_luck"
    finally:
        second.close()
        party.close()
