"""What the server sends on a match's WebSocket is exactly what its protocol types say
(:data:`spelkast.server.protocol.ServerMessage`, from which the browser's types are
generated): every message of whole games, read by players and a spectator, has every
field its type names, of that type, and no other. The builders are checked by mypy; this
checks what they are given (a state's events, seats and outcome)."""

from __future__ import annotations

import random
from pathlib import Path
from typing import get_args, get_type_hints

import pytest
from fastapi.testclient import TestClient
from pydantic import TypeAdapter

from spelkast.server import inbound, protocol, socket

from .wsplay import Player, ProtocolClient, create, join, play_out

ADAPTERS = {
    get_args(get_type_hints(kind)["type"])[0]: TypeAdapter(kind)
    for kind in get_args(protocol.ServerMessage)
}


@pytest.fixture
def database_url(tmp_path: Path) -> str:
    """The shapes do not depend on the database: SQLite only."""
    return f"sqlite:///{tmp_path / 'spelkast.db'}"


def test_every_client_message_type_has_one_handler() -> None:
    assert set(socket.HANDLERS) == set(get_args(inbound.ClientMessage))


def check_shapes(clients: list[ProtocolClient]) -> set[str]:
    """Every message the clients received matches its type exactly; returns the types."""
    seen = set()
    for client in clients:
        for raw, message in zip(client.raw, client.received, strict=True):
            adapter = ADAPTERS[message["type"]]
            assert adapter.validate_json(raw, strict=True) == message, message
            seen.add(message["type"])
    return seen


def test_the_state_of_a_simultaneous_game_matches_the_types(client: TestClient) -> None:
    """Träxx: sealed choices of the other seat, revealed at the round's end; the outcome."""
    match = create(client, "traexx", ["human", "human"], seed=5)
    tokens = [join(client, match["id"], "Ann"), join(client, match["id"], "Bo")]
    url = f"/api/matches/{match['id']}/ws"
    with (
        client.websocket_connect(url) as a,
        client.websocket_connect(url) as b,
        client.websocket_connect(url) as c,
    ):
        players = [Player(a), Player(b)]
        for player, token in zip(players, tokens, strict=True):
            player.hello(token)
        spectator = Player(c)
        spectator.hello(None)
        play_out(players, random.Random(7))
        players[0].send({"type": "ping", "id": 1})
        players[0].receive_until("pong")
        refused = players[0].act({"type": "nonsense"})
        assert refused["type"] == "error"
        spectator.wait_for(lambda s: s["status"] == "finished")
        seen = check_shapes([*players, spectator])
    assert seen == {"welcome", "state", "accepted", "error", "pong", "presence"}
    events = [e for p in players for m in p.received if m["type"] == "state" for e in m["events"]]
    assert any(e["sealed"] for e in events)
    assert all(e["by"] == "seat" for e in events)


def test_bot_moves_a_resignation_and_the_rematch_match_the_types(client: TestClient) -> None:
    """Sudoku against a bot: its moves, a resignation's outcome, then a rematch offer."""
    match = create(client, "sudoku", ["human", "bot:easy"], seed=4)
    token = join(client, match["id"], "Ann")
    with client.websocket_connect(f"/api/matches/{match['id']}/ws") as ws:
        me = Player(ws)
        me.hello(token)
        rng = random.Random(3)
        while me.state is not None and len(me.events) < 4:
            if me.state["legal"]:
                assert me.act(rng.choice(me.state["legal"])["action"])["type"] == "accepted"
            else:
                me.receive_until("state")
        me.send({"type": "resign", "id": "r1"})
        assert me.answer()["type"] == "accepted"
        me.wait_for(lambda s: s["status"] == "finished")
        offer = client.post(
            f"/api/matches/{match['id']}/rematch",
            headers={"Authorization": f"Bearer {token}"},
            json={"accept": True},
        )
        assert offer.status_code == 200, offer.text
        me.receive_until("rematch")
        seen = check_shapes([me])
    assert seen == {"welcome", "state", "accepted", "rematch", "presence"}
    assert {e["by"] for e in me.events.values()} == {"seat", "bot", "resign"}
    final = me.state
    assert final is not None
    assert final["outcome"]["details"] == {"resigned": 0}
    assert set(final["outcome"]["reason_words"]) == {"en", "nl", "fi"}


def test_a_refused_move_says_why_in_every_language_with_the_names(client: TestClient) -> None:
    """The error of an action the rules refuse carries the engine's reason code and the
    refusal in en/nl/fi, naming the seats by their names."""
    match = create(client, "sudoids", ["human", "human"], seed=3)
    tokens = [join(client, match["id"], "Ann"), join(client, match["id"], "Bo")]
    url = f"/api/matches/{match['id']}/ws"
    with client.websocket_connect(url) as a, client.websocket_connect(url) as b:
        players = [Player(a), Player(b)]
        for player, token in zip(players, tokens, strict=True):
            player.hello(token)
        mover = players[0].wait_for(lambda s: bool(s["to_move"]))["to_move"][0]
        waiting = players[1 - mover]
        action = players[mover].state["legal"][0]["action"]  # type: ignore[index]
        refused = waiting.act(action)
        check_shapes(players)
    assert refused["type"] == "error"
    assert refused["code"] == "wrong_player"
    assert refused["reason"] == "core.not_your_turn"
    words = refused["words"]
    assert set(words) == {"en", "nl", "fi"}
    assert len(set(words.values())) == 3
    assert all(["Ann", "Bo"][1 - mover] in text for text in words.values())
