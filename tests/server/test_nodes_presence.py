"""Presence on a multi-node server: a seat's player who connects to a node that does not
own the match, or leaves it, is announced to the clients on every other node (the other
seat on the owner, a spectator on a third node), and the other way round."""

from __future__ import annotations

from .nodeplay import Nodes, open_party
from .nodeplay import node_database as node_database
from .nodeplay import nodes as nodes
from .realserver import WsClient
from .test_presence import connected


def test_a_player_leaving_a_replica_node_is_announced_on_the_owner_and_elsewhere(
    nodes: Nodes,
) -> None:
    # Created on node 0 (its owner); Ann plays on node 1, Bo on node 0, a spectator
    # watches on node 2.
    party = open_party(nodes, 0, "sudoku", ["human", "human"], {0: 1, 1: 0}, 2)
    ann, bo = party.players[0], party.players[1]
    spectator = party.spectator
    assert spectator is not None
    try:
        ann.close()  # leaves the replica
        connected(bo, 0, 0)
        connected(spectator, 0, 0)
        again = WsClient(nodes[1], party.id, party.game)  # and comes back to it
        party.players[0] = again
        again.hello(party.tokens[0])
        connected(bo, 0, 1)
        connected(spectator, 0, 1)
        bo.close()  # the owner's player leaves: the replica's clients hear it
        connected(again, 1, 0)
        connected(spectator, 1, 0)
        assert spectator.presence == {0: 1, 1: 0}
    finally:
        party.close()
