"""Bad input on the WebSocket: every kind gets its own error code, changes nothing (in
memory or in the database) and leaves the connection open; a flood is rate limited and
continued abuse closes the connection. Plus the parser on its own."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from hypothesis import given, settings
from hypothesis import strategies as st
from sqlalchemy import create_engine, text
from starlette.websockets import WebSocketDisconnect

from spelkast.server import inbound, protocol
from spelkast.server.app import Settings, create_app

from .wsplay import Player, create, join, play_out


@dataclass
class Table:
    """A running two-person Labyrinth match with both seats connected and a spectator."""

    match_id: str
    mover: Player
    waiter: Player
    spectator: Player
    mover_token: str


@pytest.fixture
def table(client: TestClient) -> Iterator[Table]:
    match = create(client, "labyrinth", ["human", "human"], seed=9)
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
        state = players[0].state
        assert state is not None
        first = state["to_move"][0]
        yield Table(match["id"], players[first], players[1 - first], spectator, tokens[first])


def stored(database_url: str, match_id: str) -> tuple[Any, ...]:
    engine = create_engine(database_url)
    with engine.connect() as db:
        row = db.execute(
            text("SELECT version, state, status FROM matches WHERE id = :m"), {"m": match_id}
        ).one()
        actions = db.execute(
            text("SELECT count(*) FROM actions WHERE match_id = :m"), {"m": match_id}
        ).scalar_one()
    engine.dispose()
    return (*row, actions)


def snapshot(client: TestClient, database_url: str, table: Table) -> tuple[Any, ...]:
    """The match as the server holds it in memory (what a sync shows) and in the DB."""
    table.mover.send({"type": "sync", "since": None})
    state = table.mover.receive_until("state")
    summary = client.get(f"/api/matches/{table.match_id}").json()
    return (
        summary["version"],
        json.dumps(state["view"]),
        state["legal"],
        stored(database_url, table.match_id),
    )


def still_open(player: Player) -> None:
    player.send({"type": "ping", "id": "still-there"})
    assert player.receive_until("pong") == {"type": "pong", "id": "still-there"}


def error_of(player: Player, message: Any) -> dict[str, Any]:
    player.send(message)
    answer = player.receive_until("error")
    return answer


BAD_MESSAGES = [
    ("not json", "{'type': ", "malformed"),
    ("not an object", "[1, 2, 3]", "malformed"),
    ("a bare string", '"hello"', "malformed"),
    ("unknown type", {"type": "dance"}, "unknown_type"),
    ("no type", {"version": 1}, "unknown_type"),
    ("extra field", {"type": "ping", "id": 1, "colour": "red"}, "invalid"),
    ("missing version", {"type": "action", "text": "pass"}, "invalid"),
    ("negative version", {"type": "action", "version": -1, "text": "x"}, "invalid"),
    (
        "both action and text",
        {"type": "action", "version": 0, "action": {}, "text": "x"},
        "invalid",
    ),
    ("neither action nor text", {"type": "action", "version": 0}, "invalid"),
    ("text not a string", {"type": "action", "version": 0, "text": 5}, "invalid"),
    ("long id", {"type": "ping", "id": "x" * 65}, "invalid"),
    (
        "oversized",
        json.dumps({"type": "ping", "id": "x" * inbound.MAX_MESSAGE_CHARS}),
        "too_large",
    ),
    (
        "unreadable action",
        {"type": "action", "version": 0, "action": {"fly": 3}},
        "malformed_action",
    ),
    (
        "unreadable text",
        {"type": "action", "version": 0, "text": "fly to the moon"},
        "malformed_action",
    ),
    ("a version from the future", {"type": "action", "version": 99, "text": "pass"}, "invalid"),
]


@pytest.mark.parametrize(
    ("message", "code"), [(m, c) for _, m, c in BAD_MESSAGES], ids=[n for n, _, _ in BAD_MESSAGES]
)
def test_a_bad_message_gets_its_error_and_changes_nothing(
    client: TestClient, database_url: str, table: Table, message: Any, code: str
) -> None:
    before = snapshot(client, database_url, table)
    answer = error_of(table.mover, message)
    assert answer["code"] == code, answer
    assert answer["message"]
    assert answer["version"] == before[0]
    still_open(table.mover)
    assert snapshot(client, database_url, table) == before


def legal_action(table: Table) -> dict[str, Any]:
    assert table.mover.state is not None
    action: dict[str, Any] = table.mover.state["legal"][0]["action"]
    return action


def test_a_spectator_cannot_act(client: TestClient, database_url: str, table: Table) -> None:
    before = snapshot(client, database_url, table)
    message = {"type": "action", "version": before[0], "action": legal_action(table), "id": 7}
    answer = error_of(table.spectator, message)
    assert answer["code"] == "spectator"
    assert answer["id"] == 7
    still_open(table.spectator)
    assert snapshot(client, database_url, table) == before


def test_the_wrong_player_cannot_act(client: TestClient, database_url: str, table: Table) -> None:
    before = snapshot(client, database_url, table)
    message = {"type": "action", "version": before[0], "action": legal_action(table)}
    assert error_of(table.waiter, message)["code"] == "wrong_player"
    still_open(table.waiter)
    assert snapshot(client, database_url, table) == before


def test_an_illegal_action_is_refused(client: TestClient, database_url: str, table: Table) -> None:
    before = snapshot(client, database_url, table)
    # Labyrinth: a turn starts with a shift; moving the pawn first is illegal.
    answer = error_of(table.mover, {"type": "action", "version": before[0], "action": {"move": 0}})
    assert answer["code"] in {"illegal", "malformed_action"}
    if answer["code"] == "malformed_action":  # the move's JSON form differs: use the text
        answer = error_of(table.mover, {"type": "action", "version": before[0], "text": "a1"})
    assert answer["code"] == "illegal", answer
    still_open(table.mover)
    assert snapshot(client, database_url, table) == before


def test_a_bad_token_opens_no_seat(client: TestClient, database_url: str, table: Table) -> None:
    before = snapshot(client, database_url, table)
    for token in ["", "x" * 43, table.mover_token[:-1] + "A"]:
        if token == table.mover_token:
            continue
        answer = error_of(table.spectator, {"type": "hello", "token": token})
        assert answer["code"] == "bad_token"
    still_open(table.spectator)
    # Still a spectator: acting is refused as a spectator's.
    message = {"type": "action", "version": before[0], "action": legal_action(table)}
    assert error_of(table.spectator, message)["code"] == "spectator"
    assert snapshot(client, database_url, table) == before


def test_a_stale_action_is_refused_with_the_current_state(
    client: TestClient, database_url: str, table: Table
) -> None:
    first = legal_action(table)
    assert table.mover.act(first)["type"] == "accepted"
    table.mover.wait_for(lambda s: s["version"] == 1)
    before = snapshot(client, database_url, table)
    table.mover.send({"type": "action", "version": 0, "action": first, "id": "late"})
    answer = table.mover.receive_until("error")
    assert answer["code"] == "stale"
    assert answer["id"] == "late"
    fresh = table.mover.receive()
    assert fresh["type"] == "state"
    assert fresh["version"] == before[0] == 1
    assert fresh["since"] == 0
    assert [e["version"] for e in fresh["events"]] == [1]
    still_open(table.mover)
    assert snapshot(client, database_url, table) == before


def test_nothing_but_hello_comes_first(client: TestClient, table: Table) -> None:
    with client.websocket_connect(f"/api/matches/{table.match_id}/ws") as ws:
        newcomer = Player(ws)
        for message in [
            {"type": "ping", "id": 1},
            {"type": "sync", "since": None},
            {"type": "action", "version": 0, "text": "pass"},
        ]:
            assert error_of(newcomer, message)["code"] == "hello_first"
        newcomer.hello(table.mover_token)
        still_open(newcomer)


def test_after_the_game_actions_are_refused(client: TestClient, database_url: str) -> None:
    match = create(client, "sudoids", ["human"], seed=2)
    token = join(client, match["id"], "Ann")
    with client.websocket_connect(f"/api/matches/{match['id']}/ws") as ws:
        me = Player(ws)
        me.hello(token)
        play_out([me], random.Random(1))
        assert me.state is not None
        assert me.state["status"] == "finished"
        before = stored(database_url, match["id"])
        answer = error_of(me, {"type": "action", "version": me.state["version"], "text": "a1"})
        assert answer["code"] == "game_over"
        still_open(me)
        assert stored(database_url, match["id"]) == before


def test_the_match_must_start_before_anyone_acts(client: TestClient) -> None:
    match = create(client, "traexx", ["human", "human"], seed=2)
    token = join(client, match["id"], "Ann")
    with client.websocket_connect(f"/api/matches/{match['id']}/ws") as ws:
        me = Player(ws)
        me.hello(token)
        assert error_of(me, {"type": "action", "version": 0, "text": "pass"})["code"] == (
            "not_started"
        )
        still_open(me)


def test_a_spectator_sees_the_start_once(client: TestClient) -> None:
    match = create(client, "traexx", ["human", "human"], seed=2)
    with client.websocket_connect(f"/api/matches/{match['id']}/ws") as ws:
        watcher = Player(ws)
        watcher.hello(None)
        join(client, match["id"], "Ann")
        join(client, match["id"], "Bo")
        watcher.send({"type": "ping", "id": "mark"})
        watcher.receive_until("pong")
    states = [m for m in watcher.received if m["type"] == "state"]
    assert [s["status"] for s in states] == ["open", "running"]


# ------------------------------------------------------------------ rate limits
@pytest.fixture
def strict_client(tmp_path: Path) -> Iterator[TestClient]:
    """A server allowing a burst of 5 messages, then almost none; 8 refusals within a
    minute close a connection."""
    strict = Settings(
        database_url=f"sqlite:///{tmp_path / 'strict.db'}",
        bot_workers=0,
        rate_per_second=0.01,
        rate_burst=5,
        abuse_errors=8,
        abuse_window=60.0,
    )
    with TestClient(create_app(strict)) as test_client:
        yield test_client


@pytest.fixture
def touchy_client(tmp_path: Path) -> Iterator[TestClient]:
    """No rate limit to speak of, but 8 bad messages within a minute close a connection."""
    touchy = Settings(
        database_url=f"sqlite:///{tmp_path / 'touchy.db'}",
        bot_workers=0,
        rate_per_second=1e6,
        rate_burst=10**6,
        abuse_errors=8,
        abuse_window=60.0,
    )
    with TestClient(create_app(touchy)) as test_client:
        yield test_client


def test_a_flood_is_rate_limited_then_closed(strict_client: TestClient) -> None:
    match = create(strict_client, "traexx", ["human"], seed=2)
    with strict_client.websocket_connect(f"/api/matches/{match['id']}/ws") as ws:
        me = Player(ws)
        me.hello(None)  # 1 of the burst of 5
        for n in range(4):  # the rest of the burst
            me.send({"type": "ping", "id": n})
            assert me.receive_until("pong")["id"] == n
        # Over the rate: refused, but the connection stays open for a while ...
        for n in range(7):
            me.send({"type": "ping", "id": f"more-{n}"})
            answer = me.receive()
            assert answer["type"] == "error"
            assert answer["code"] == "rate_limited"
            assert answer["id"] == f"more-{n}"  # the refusal answers that request
            assert set(answer["words"]) == {"en", "nl", "fi"}
        # ... until the abuse goes on: the eighth refusal closes it (policy violation).
        me.send({"type": "ping", "id": "more"})
        assert me.receive()["code"] == "rate_limited"
        with pytest.raises(WebSocketDisconnect) as closed:
            me.receive()
        assert closed.value.code == 1008
        assert closed.value.reason == "too many bad messages"
    health = strict_client.get("/api/health").json()
    assert health["refused"]["rate_limited"] == 8


def test_continued_bad_messages_close_the_connection(touchy_client: TestClient) -> None:
    match = create(touchy_client, "traexx", ["human"], seed=2)
    with touchy_client.websocket_connect(f"/api/matches/{match['id']}/ws") as ws:
        me = Player(ws)
        for n in range(7):
            me.send("nonsense")
            assert me.receive()["code"] == "malformed", n
        me.send("nonsense")
        assert me.receive()["code"] == "malformed"
        with pytest.raises(WebSocketDisconnect) as closed:
            me.receive()
        assert closed.value.code == 1008
        assert closed.value.reason == "too many bad messages"


# ------------------------------------------------------------------- the parser
@settings(max_examples=300)
@given(st.text(max_size=300) | st.binary(max_size=300))
def test_any_text_is_parsed_or_refused_with_a_protocol_error(raw: str | bytes) -> None:
    refused: inbound.ProtocolError | None = None
    try:
        inbound.parse_client_message(raw)
    except inbound.ProtocolError as error:
        refused = error
    if refused is not None:
        assert refused.code in protocol.ERROR_CODES
        assert refused.message


json_values = st.recursive(
    # JSON values (NaN and the infinities are no JSON: see test_hardening.py)
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=10),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3)
    ),
    max_leaves=8,
)
message_like = st.fixed_dictionaries(
    {"type": st.sampled_from(["hello", "action", "sync", "ping", "other"])},
    optional={
        "token": json_values,
        "since": json_values,
        "version": json_values,
        "action": json_values,
        "text": json_values,
        "id": json_values,
        "extra": json_values,
    },
)


@settings(max_examples=300)
@given(message_like)
def test_any_message_shaped_object_is_parsed_or_refused(data: dict[str, Any]) -> None:
    try:
        parsed = inbound.parse_client_message(json.dumps(data))
    except inbound.ProtocolError as error:
        refused = error
    else:
        refused = None
    if refused is not None:
        assert refused.code in {"unknown_type", "invalid", "too_large"}
        return
    assert (
        type(parsed)
        .__name__.lower()
        .startswith(
            {"hello": "hello", "action": "actionmessage", "sync": "sync", "ping": "ping"}[
                data["type"]
            ]
        )
    )


@given(st.text(max_size=40), st.integers(min_value=0, max_value=10**6) | st.none())
def test_a_hello_reads_back_its_token_and_version(token: str, since: int | None) -> None:
    parsed = inbound.parse_client_message(
        json.dumps({"type": "hello", "token": token, "since": since})
    )
    assert parsed == inbound.Hello(token=token, since=since)


def test_a_message_of_exactly_the_limit_is_read_and_one_more_is_refused() -> None:
    limit = '{"type": "ping"}' + " " * (inbound.MAX_MESSAGE_CHARS - 16)
    assert len(limit) == inbound.MAX_MESSAGE_CHARS
    assert inbound.parse_client_message(limit) == inbound.Ping(id=None)
    with pytest.raises(inbound.ProtocolError) as refused:
        inbound.parse_client_message(limit + " ")
    assert refused.value.code == "too_large"
