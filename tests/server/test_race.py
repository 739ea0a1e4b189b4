"""Two clients of the same seat (the same token) send different legal actions on the
same version at the same moment, against a real server process: exactly one is
accepted, the other is refused, and the database holds exactly one action per version
(the accepted one)."""

from __future__ import annotations

import json
import random
import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from spelkast.server.db import make_engine
from spelkast.server.store import Store

from .realserver import ServerProcess, WsClient

# Races per Labyrinth match, over several matches (each client stays well under the
# server's message rate limit); a Träxx match is raced to its end.
RACES = 40
MATCHES = 3


@pytest.fixture
def server(database_url: str, tmp_path: Path) -> Iterator[ServerProcess]:
    process = ServerProcess(database_url, tmp_path / "server.log", bot_workers=0)
    try:
        yield process
    finally:
        process.stop()


def two_actions(client: WsClient, rng: random.Random) -> list[dict[str, Any]]:
    """Two different legal actions for the client's seat (the same one twice if only
    one is legal)."""
    assert client.state is not None
    legal = [item["action"] for item in client.state["legal"]]
    assert legal
    if len(legal) == 1:
        return [legal[0], legal[0]]
    first, second = rng.sample(legal, 2)
    return [first, second]


def race(sends: list[tuple[WsClient, dict[str, Any], int]]) -> list[dict[str, Any]]:
    """Send every ``(client, action, version)`` at the same moment (one thread each,
    released together); returns each client's answer (``accepted`` or ``error``)."""
    start = threading.Barrier(len(sends))

    def send(client: WsClient, action: dict[str, Any], version: int) -> None:
        payload = json.dumps({"type": "action", "version": version, "action": action})
        start.wait()
        client.ws.send(payload)

    with ThreadPoolExecutor(len(sends)) as pool:
        for future in [pool.submit(send, *item) for item in sends]:
            future.result()
    return [client.answer() for client, _action, _version in sends]


def check_one_winner(
    answers: list[dict[str, Any]],
    sends: list[tuple[WsClient, dict[str, Any], int]],
    *,
    last_round: bool = False,
) -> tuple[int, dict[str, Any]]:
    """Exactly one of the answers is ``accepted``; the others are refused as stale or
    as no longer this seat's turn (or, in the last round, because the game is over).
    Returns the accepted version and action."""
    accepted = [i for i, answer in enumerate(answers) if answer["type"] == "accepted"]
    assert len(accepted) == 1, answers
    refusals = {"stale", "wrong_player"} | ({"game_over"} if last_round else set())
    for answer in answers:
        if answer["type"] == "error":
            assert answer["code"] in refusals, answer
    winner = accepted[0]
    return answers[winner]["version"], sends[winner][1]


def seat_clients(
    server: ServerProcess, game: str, seed: int
) -> tuple[str, dict[int, list[WsClient]]]:
    """A two-seat match of ``game``; each seat has two clients holding its token."""
    match = server.create(game, ["human", "human"], seed=seed)
    tokens = {seat: server.join(match["id"], f"P{seat}", seat) for seat in (0, 1)}
    clients: dict[int, list[WsClient]] = {}
    for seat, token in tokens.items():
        clients[seat] = []
        for _ in range(2):
            client = WsClient(server, match["id"], game)
            state = client.hello(token)
            assert state["status"] == "running"
            clients[seat].append(client)
    return match["id"], clients


def sync_all(clients: dict[int, list[WsClient]], version: int) -> dict[str, Any]:
    for client in [c for pair in clients.values() for c in pair]:
        client.wait_for(lambda s: s["version"] >= version)
    state = clients[0][0].state
    assert state is not None
    assert state["version"] == version
    return state


def check_database(database_url: str, match_id: str, won: dict[int, dict[str, Any]]) -> None:
    """One stored action per version, and it is the accepted one."""
    engine = make_engine(database_url)
    try:
        stored = Store(engine).load_match(match_id)
    finally:
        engine.dispose()
    assert stored is not None
    assert stored.version == max(won)
    assert [a.version for a in stored.actions] == list(range(1, stored.version + 1))
    assert {a.version: json.loads(a.action) for a in stored.actions} == won


def test_turn_race_one_action_wins(server: ServerProcess, database_url: str) -> None:
    """Labyrinth (turns of two steps): every step is raced by the seat's two clients."""
    for seed in range(MATCHES):
        rng = random.Random(seed)
        match_id, clients = seat_clients(server, "labyrinth", seed=seed)
        won: dict[int, dict[str, Any]] = {}
        version = 0
        try:
            for _ in range(RACES):
                state = sync_all(clients, version)
                (seat,) = state["to_move"]
                first, second = clients[seat]
                actions = two_actions(first, rng)
                sends = [(first, actions[0], version), (second, actions[1], version)]
                version, action = check_one_winner(race(sends), sends)
                won[version] = action
        finally:
            for client in [c for pair in clients.values() for c in pair]:
                client.close()
        assert version == RACES
        check_database(database_url, match_id, won)


def test_simultaneous_race_one_action_per_seat_wins(
    server: ServerProcess, database_url: str
) -> None:
    """Träxx (simultaneous rounds): in every round all four clients send at once; one
    sealed choice per seat is accepted, the round resolves, the rest are refused."""
    rng = random.Random(4)
    match_id, clients = seat_clients(server, "traexx", seed=5)
    won: dict[int, dict[str, Any]] = {}
    version = 0
    rounds = 0
    try:
        while True:
            state = sync_all(clients, version)
            if state["status"] == "finished":
                break
            assert sorted(state["to_move"]) == [0, 1]
            sends = []
            for seat in (0, 1):
                actions = two_actions(clients[seat][0], rng)
                sends += [(client, actions[i], version) for i, client in enumerate(clients[seat])]
            answers = race(sends)
            last_round = sync_all(clients, version + 2)["status"] == "finished"
            for seat in (0, 1):
                mine = [i for i, (client, _, _) in enumerate(sends) if client in clients[seat]]
                won_version, action = check_one_winner(
                    [answers[i] for i in mine], [sends[i] for i in mine], last_round=last_round
                )
                won[won_version] = action
            assert sorted(won)[-2:] == [version + 1, version + 2]
            version += 2
            rounds += 1
    finally:
        for client in [c for pair in clients.values() for c in pair]:
            client.close()
    assert rounds >= 10
    check_database(database_url, match_id, won)


@pytest.mark.slow
def test_two_server_processes_the_database_lets_one_action_in(
    server: ServerProcess, database_url: str, tmp_path: Path
) -> None:
    """Two server processes on one database (each keeps its own copy of the match in
    memory): the same seat acts through each at once; the guarded UPDATE lets exactly
    one action per version into the database, the other process refuses its own."""
    rng = random.Random(5)
    other = ServerProcess(database_url, tmp_path / "other.log", bot_workers=0)
    clients: list[WsClient] = []
    try:
        for index in range(12):
            match = server.create("labyrinth", ["human", "human"], seed=index)
            token = server.join(match["id"], "Ann", 0)
            server.join(match["id"], "Bo", 1)
            pair = [WsClient(process, match["id"], "labyrinth") for process in (server, other)]
            clients += pair
            for client in pair:
                client.hello(token)
            state = pair[0].state
            assert state is not None
            assert state["to_move"] == [0]
            actions = two_actions(pair[0], rng)
            sends = [(pair[0], actions[0], 0), (pair[1], actions[1], 0)]
            version, action = check_one_winner(race(sends), sends)
            assert version == 1
            check_database(database_url, match["id"], {1: action})
    finally:
        for client in clients:
            client.close()
        other.stop()
