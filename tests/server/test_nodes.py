"""Three server nodes (real ``spelkast serve`` processes on their own ports) on one
PostgreSQL database and one Redis: every game played to the end with the players on
different nodes and a spectator on a third; every message each client got is checked
for secrets like tests/server/test_secrets.py does for one process; same-seat races
across nodes let exactly one action in; a node that lost its lease cannot commit over
the new owner."""

from __future__ import annotations

import json
import random
from concurrent.futures import ThreadPoolExecutor
from typing import Any, cast

import pytest
import redis

from event_loop import run
from spelkast.core.registry import get_game
from spelkast.server.bots.pool import BotPool
from spelkast.server.db import make_engine
from spelkast.server.errors import RefusedError
from spelkast.server.live import LiveMatch
from spelkast.server.migrations import upgrade
from spelkast.server.nodes.lobby import NodeLobby
from spelkast.server.nodes.match import NodeMatch
from spelkast.server.runtime import Runner
from spelkast.server.store import Store

from .nodeplay import Nodes, check_acknowledged, open_party, play, stored_actions, sync
from .nodeplay import node_database as node_database
from .nodeplay import nodes as nodes
from .realserver import WsClient
from .test_race import check_one_winner, race, two_actions
from .test_secrets import IDS, MATCHES, Client, check_messages, history_of


def test_a_redis_url_needs_postgresql() -> None:
    from spelkast.server.settings import Settings, SettingsError

    with pytest.raises(SettingsError, match="PostgreSQL"):
        Settings(database_url="sqlite:///x.db", redis_url="redis://127.0.0.1:1/0").check()


@pytest.mark.slow
@pytest.mark.parametrize(("game_id", "options", "seats"), MATCHES, ids=IDS)
def test_every_game_is_played_across_three_nodes_without_a_leak(
    nodes: Nodes, node_database: str, game_id: str, options: dict[str, Any], seats: list[str]
) -> None:
    # Created on node 2 (its owner): the people play on nodes 0 and 1 (every action is
    # forwarded to the owner), the spectator watches on node 2.
    humans = [seat for seat, kind in enumerate(seats) if kind == "human"]
    party = open_party(
        nodes, 2, game_id, seats, {seat: i % 2 for i, seat in enumerate(humans)}, 2, options
    )
    try:
        play(party)
        final = sync(party)
        assert final["status"] == "finished"
        for client in party.clients():
            assert client.state is not None
            assert client.state["version"] == final["version"]
            assert client.state["outcome"] == final["outcome"]
            # Every node counts the clients of every node (one per human seat).
            assert [s["connected"] for s in client.state["seats"]] == [
                int(seat == "human") for seat in seats
            ]
        # Every node tells the same story.
        summaries = [node.get(f"/api/matches/{party.id}") for node in nodes.nodes]
        assert {(s["version"], s["status"]) for s in summaries} == {(final["version"], "finished")}
        check_acknowledged(node_database, party)
        assert party.acknowledged, "the people made moves"
        # No message showed a client what its seat may not see (the checks of
        # test_secrets.py, over messages rendered on three nodes).
        body = nodes[1].get(f"/api/matches/{party.id}/history")
        history = history_of(body, node_database, party.id, get_game(game_id))
        rng = random.Random(5)
        for client in party.clients():
            checked = check_messages(history, Client(cast(Any, client), client.seat), rng)
            assert checked >= 1
    finally:
        party.close()


def test_same_seat_races_across_nodes_let_one_action_in(nodes: Nodes, node_database: str) -> None:
    """Each seat has a client on every node; 50 times all of that seat's clients send a
    different action for the same version at once: exactly one is accepted."""
    party = open_party(nodes, 0, "labyrinth", ["human", "human"], {0: 1, 1: 2}, 0)
    extra: dict[int, list[WsClient]] = {seat: [party.players[seat]] for seat in (0, 1)}
    rng = random.Random(3)
    won: dict[int, dict[str, Any]] = {}
    try:
        for seat in (0, 1):
            for node in nodes.nodes:
                if node.port != party.players[seat].ws.remote_address[1]:
                    client = WsClient(node, party.id, "labyrinth")
                    client.hello(party.tokens[seat])
                    extra[seat].append(client)
        for _ in range(50):
            state = sync(party)
            assert state["status"] == "running"
            seat = state["to_move"][0]
            clients = extra[seat]
            for client in clients:
                client.wait_for(lambda s, v=state["version"]: s["version"] >= v)
            version = state["version"]
            actions = [two_actions(client, rng)[i % 2] for i, client in enumerate(clients)]
            sends = [(c, a, version) for c, a in zip(clients, actions, strict=True)]
            answers = race(sends)
            accepted, action = check_one_winner(answers, sends)
            assert accepted == version + 1
            won[accepted] = action
            for client in (c for cs in extra.values() for c in cs):
                client.wait_for(lambda s, v=accepted: s["version"] >= v)
        stored = stored_actions(node_database, party.id)
        assert {v: a for v, (_seat, a) in stored.items()} == won
    finally:
        for clients in extra.values():
            for client in clients:
                client.close()
        if party.spectator is not None:
            party.spectator.close()


def test_a_node_that_lost_its_lease_cannot_commit_over_the_new_owner(
    node_database: str, redis_url: str
) -> None:
    """Node A owns a match; its lease is taken from it (as if A had stalled past the
    lease) and node B commits the next version. A, not yet aware, commits too: the
    database's version guard refuses it, A reloads B's version and, at its next
    renewal, stops owning the match."""

    async def scenario() -> None:
        engine = make_engine(node_database)
        upgrade(engine)
        pool = ThreadPoolExecutor(4)
        lobbies = [
            NodeLobby(
                Store(engine), Runner(pool), BotPool(0), redis_url=redis_url, lease_seconds=60.0
            )
            for _ in range(2)
        ]
        a, b = lobbies
        try:
            for lobby in lobbies:
                await lobby.resume()
            live_a = await a.create("sudoku", [("human", None), ("human", None)], {})
            assert isinstance(live_a, NodeMatch)
            assert live_a.owned
            await live_a.join(0, "Ann")
            await live_a.join(1, "Bo")
            seat = live_a.to_move[0]
            first = live_a.legal_for(seat)[0]["action"]
            # B takes the lease (A's ran out) and commits version 1.
            client = redis.Redis.from_url(redis_url)
            client.delete(f"spelkast:lease:{live_a.id}")
            client.close()
            live_b = await b.get(live_a.id)
            assert isinstance(live_b, NodeMatch)
            assert await b.mesh.acquire(live_b.id)
            await b.own(live_b)
            assert await live_b.submit(seat, 0, first) == 1
            # A still thinks it owns the match and commits its own version 1.
            assert live_a.owned
            assert live_a.version == 0
            other = live_a.legal_for(seat)[-1]["action"]
            with pytest.raises(RefusedError) as refused:
                await LiveMatch.submit(live_a, seat, 0, other)
            assert refused.value.code == "stale"
            stored = await a.run(a.store.load_match, live_a.id)
            assert stored is not None
            assert stored.version == 1
            assert [(x.seat, json.loads(x.action)) for x in stored.actions] == [(seat, first)]
            await live_a.reach(1)  # A reloads the database's version
            assert live_a.version == 1
            await a.keep()  # the renewal finds B's lease: A stops owning the match
            assert not live_a.owned
            # From now on A forwards to B.
            seat = live_a.to_move[0]
            nxt = live_a.legal_for(seat)[0]["action"]
            assert await live_a.submit(seat, 1, nxt) == 2
            assert live_b.version == 2
        finally:
            for lobby in lobbies:
                await lobby.close()
            pool.shutdown()
            engine.dispose()

    run(scenario())


def test_a_resignation_on_another_node_ends_the_match_everywhere(
    nodes: Nodes, node_database: str
) -> None:
    """A person on a node that does not own the match resigns: the owner stores it, and
    every client on every node sees the match end with the resigner last."""
    party = open_party(nodes, 0, "sudoku", ["human", "human"], {0: 1, 1: 2}, 0)
    try:
        play(party, until=lambda s: s["version"] >= 2)
        resigner = party.players[1]
        resigner.send({"type": "resign", "id": 1})
        answer = resigner.answer()
        assert answer["type"] == "accepted", answer
        for client in party.clients():
            state = client.wait_for(lambda s: s["status"] == "finished")
            assert state["version"] == answer["version"]
            assert state["outcome"]["details"]["resigned"] == 1
            assert 1 not in state["outcome"]["winners"]
        stored = stored_actions(node_database, party.id)
        assert stored[answer["version"]] == (1, {"type": "resign"})
    finally:
        party.close()
