"""Hardened input: every hole an outside trial found is a case here. Bad input gets a
clear error (a protocol error on the WebSocket, 422 over HTTP), is counted where the
protocol counts bad messages, writes no traceback, and the connection stays usable."""

from __future__ import annotations

import contextlib
import dataclasses
import datetime as dt
import json
import logging
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect
from websockets.exceptions import ConnectionClosed

from spelkast.server import inbound
from spelkast.server.app import Settings, create_app
from spelkast.server.models import check_name

from .realserver import ServerProcess, WsClient
from .wsplay import Player, create, join


@pytest.fixture
def logged(caplog: pytest.LogCaptureFixture) -> pytest.LogCaptureFixture:
    caplog.set_level(logging.INFO)
    return caplog


def no_tracebacks(caplog: pytest.LogCaptureFixture) -> None:
    assert not [r for r in caplog.records if r.exc_info], [r.getMessage() for r in caplog.records]
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


def refused_then_usable(player: Player, raw: str, code: str) -> dict[str, Any]:
    """Send ``raw``; expect the error ``code``; then check the connection still answers."""
    player.send(raw)
    error = player.receive_until("error")
    assert error["code"] == code, error
    assert error["message"]
    player.send({"type": "ping", "id": "still there?"})
    assert player.receive_until("pong")["id"] == "still there?"
    return error


# ------------------------------------------------------------------------- WebSocket
NASTY_MESSAGES = {
    "deep arrays": "[" * 2000 + "]" * 2000,
    "deep objects": '{"a":' * 1000 + "1" + "}" * 1000,
    "deep in an action": json.dumps({"type": "action", "version": 0, "action": 1}).replace(
        "1}", "[" * 40 + "1" + "]" * 40 + "}"
    ),
    "NaN": '{"type": "ping", "id": NaN}',
    "Infinity": '{"type": "sync", "since": Infinity}',
    "1e400": '{"type": "sync", "since": 1e400}',
    "lone surrogate token": '{"type": "hello", "token": "\\ud800"}',
    "lone surrogate text": '{"type": "action", "version": 0, "text": "\\udfff"}',
    "lone surrogate key": '{"type": "ping", "\\ud800": 1}',
}


@pytest.mark.parametrize("name", sorted(NASTY_MESSAGES))
def test_nasty_json_is_malformed_counted_and_the_socket_stays_usable(
    client: TestClient, logged: pytest.LogCaptureFixture, name: str
) -> None:
    match = create(client, "labyrinth", ["human", "human"], seed=3)
    before = client.get("/api/health").json()["bad_messages"]
    with client.websocket_connect(f"/api/matches/{match['id']}/ws") as socket:
        player = Player(socket)
        player.hello(None)
        refused_then_usable(player, NASTY_MESSAGES[name], "malformed")
        # A hello with a lone surrogate before the first hello is refused the same way.
    assert client.get("/api/health").json()["bad_messages"] == before + 1
    no_tracebacks(logged)


def test_a_lone_surrogate_token_as_first_message_gets_an_error_and_hello_still_works(
    client: TestClient, logged: pytest.LogCaptureFixture
) -> None:
    match = create(client, "labyrinth", ["human", "human"], seed=3)
    token = join(client, match["id"], "Ann")
    with client.websocket_connect(f"/api/matches/{match['id']}/ws") as socket:
        player = Player(socket)
        player.send('{"type": "hello", "token": "\\ud800"}')
        assert player.receive_until("error")["code"] == "malformed"
        assert player.hello(token)["seat"] == 0
    no_tracebacks(logged)


def test_a_long_message_gets_too_large_and_the_socket_stays_open(client: TestClient) -> None:
    match = create(client, "labyrinth", ["human", "human"], seed=3)
    with client.websocket_connect(f"/api/matches/{match['id']}/ws") as socket:
        player = Player(socket)
        player.hello(None)
        raw = json.dumps({"type": "ping", "id": "x" * (inbound.MAX_MESSAGE_CHARS + 10)})
        refused_then_usable(player, raw, "too_large")


def test_a_frame_over_one_mebibyte_gets_too_large_then_a_1009_close(client: TestClient) -> None:
    match = create(client, "labyrinth", ["human", "human"], seed=3)
    with client.websocket_connect(f"/api/matches/{match['id']}/ws") as socket:
        player = Player(socket)
        player.hello(None)
        player.send("x" * (inbound.CLOSE_OVER_CHARS + 1))
        error = player.receive_until("error")
        assert error["code"] == "too_large"
        with pytest.raises(WebSocketDisconnect) as closed:
            player.receive()
    assert closed.value.code == 1009


# ------------------------------------------------------------------------------ HTTP
BAD_BODIES = {
    "NaN clock": '{"game": "labyrinth", "seats": [{"kind": "human"}], "move_seconds": NaN}',
    "Infinity clock": '{"game": "labyrinth", "seats": [{"kind": "human"}], '
    '"move_seconds": Infinity}',
    "1e400 clock": '{"game": "labyrinth", "seats": [{"kind": "human"}], "move_seconds": 1e400}',
    "surrogate game": '{"game": "\\ud800", "seats": [{"kind": "human"}]}',
    "surrogate bot": '{"game": "labyrinth", "seats": [{"kind": "bot", "bot": "\\ud800"}]}',
    "surrogate option key": '{"game": "labyrinth", "seats": [{"kind": "human"}], '
    '"options": {"\\ud800": 1}}',
    "surrogate option value": '{"game": "labyrinth", "seats": [{"kind": "human"}], '
    '"options": {"x": "\\udc00"}}',
    "a seed": '{"game": "labyrinth", "seats": [{"kind": "human"}], "seed": 1}',
}


@pytest.mark.parametrize("name", sorted(BAD_BODIES))
def test_bad_match_bodies_get_422_with_a_clear_message(
    client: TestClient, logged: pytest.LogCaptureFixture, name: str
) -> None:
    answer = client.post(
        "/api/matches", content=BAD_BODIES[name], headers={"content-type": "application/json"}
    )
    assert answer.status_code == 422, answer.text
    detail = answer.json()["detail"]
    assert detail
    assert all(item["msg"] and item["loc"] for item in detail)
    no_tracebacks(logged)


@pytest.mark.parametrize(
    ("name", "why"),
    [
        ("\ud800", "lone surrogate"),
        ("Ann\x00", "U+0000"),
        ("\x1b[31mred", "U+001B"),
        ("Ann\nBo", "U+000A"),
        ("\u202eevil", "U+202E"),  # right-to-left override: a format character
        (" Ann", "space"),
        ("", "1 to 40"),
        ("x" * 41, "1 to 40"),
    ],
)
def test_bad_names_are_refused_the_same_way_on_every_database(
    client: TestClient, logged: pytest.LogCaptureFixture, name: str, why: str
) -> None:
    match = create(client, "labyrinth", ["human", "human"], seed=3)
    body = json.dumps({"name": name})  # ASCII escapes: the lone surrogate travels as \ud800
    answer = client.post(
        f"/api/matches/{match['id']}/join",
        content=body,
        headers={"content-type": "application/json"},
    )
    assert answer.status_code == 422, answer.text
    assert why in answer.json()["detail"][0]["msg"]
    # Nothing changed: the seat is still open.
    assert client.get(f"/api/matches/{match['id']}").json()["seats"][0]["open"]
    no_tracebacks(logged)


@pytest.mark.parametrize("name", ["Ann", "Päivi", "Jean-Luc O'Neil", "小林 🎲", "x" * 40])
def test_good_names_are_stored_and_shown_as_given(client: TestClient, name: str) -> None:
    match = create(client, "labyrinth", ["human", "human"], seed=3)
    join(client, match["id"], name)
    assert client.get(f"/api/matches/{match['id']}").json()["seats"][0]["name"] == name
    assert check_name(name) == name


# --------------------------------------------------------------- creation and expiry
@pytest.fixture
def limited(settings: Settings) -> Iterator[TestClient]:
    slow = dataclasses.replace(settings, create_per_minute=6.0, create_burst=3)
    with TestClient(create_app(slow)) as client:
        yield client


def test_match_creation_is_limited_per_client(limited: TestClient) -> None:
    body = {"game": "labyrinth", "seats": [{"kind": "human"}, {"kind": "human"}]}
    for _ in range(3):
        assert limited.post("/api/matches", json=body).status_code == 201
    refused = limited.post("/api/matches", json=body)
    assert refused.status_code == 429
    assert "too many new matches" in refused.json()["detail"]
    # Nothing was created by the refused request.
    assert len(limited.get("/api/matches").json()) == 3


def age(client: TestClient, match_id: str, seconds: float) -> None:
    lobby = client.app.state.lobby  # type: ignore[attr-defined]
    moment = dt.datetime.now(dt.UTC) - dt.timedelta(seconds=seconds)
    lobby.store.touch(match_id, moment)


def test_untouched_open_and_running_matches_expire(client: TestClient) -> None:
    lobby = client.app.state.lobby  # type: ignore[attr-defined]
    fresh = create(client, "labyrinth", ["human", "human"], seed=1)
    stale_open = create(client, "labyrinth", ["human", "human"], seed=1)
    running = create(client, "labyrinth", ["human", "human"], seed=1)
    for seat, name in enumerate(["Ann", "Bo"]):
        join(client, running["id"], name, seat)
    age(client, stale_open["id"], lobby.open_ttl + 60)
    age(client, running["id"], lobby.open_ttl + 60)  # running: not idle long enough yet
    assert client.portal.call(lobby.expire) == [stale_open["id"]]  # type: ignore[union-attr]
    age(client, running["id"], lobby.idle_ttl + 60)
    assert client.portal.call(lobby.expire) == [running["id"]]  # type: ignore[union-attr]
    listed = {m["id"] for m in client.get("/api/matches").json()}
    assert listed == {fresh["id"]}
    for gone in (stale_open, running):
        assert client.get(f"/api/matches/{gone['id']}").status_code == 404
        refused = client.post(f"/api/matches/{gone['id']}/join", json={"name": "Cy"})
        assert refused.status_code == 404


def test_abandoned_matches_leave_the_list_but_stay_reachable(client: TestClient) -> None:
    settings = client.app.state.settings  # type: ignore[attr-defined]
    fresh_open = create(client, "labyrinth", ["human", "human"], seed=1)
    stale_open = create(client, "labyrinth", ["human", "human"], seed=1)
    fresh_running = create(client, "labyrinth", ["human", "human"], seed=1)
    stale_running = create(client, "labyrinth", ["human", "human"], seed=1)
    for match in (fresh_running, stale_running):
        for seat, name in enumerate(["Ann", "Bo"]):
            join(client, match["id"], name, seat)
    age(client, stale_open["id"], settings.listed_open_for + 60)
    age(client, stale_running["id"], settings.listed_idle_for + 60)
    # A running match idle for longer than an open one may wait is still listed.
    age(client, fresh_running["id"], settings.listed_open_for + 60)
    listed = {m["id"] for m in client.get("/api/matches").json()}
    assert listed == {fresh_open["id"], fresh_running["id"]}
    for hidden in (stale_open, stale_running):
        assert client.get(f"/api/matches/{hidden['id']}").status_code == 200
    # A move touches the match again: it is back in the list.
    assert client.post(f"/api/matches/{stale_open['id']}/join", json={"name": "Cy"}).is_success
    listed = {m["id"] for m in client.get("/api/matches").json()}
    assert stale_open["id"] in listed


def test_a_restart_loads_only_running_matches_and_expires_first(settings: Settings) -> None:
    with TestClient(create_app(settings)) as client:
        opened = [create(client, "labyrinth", ["human", "human"], seed=1) for _ in range(5)]
        running = create(client, "labyrinth", ["human", "human"], seed=1)
        idle = create(client, "labyrinth", ["human", "human"], seed=1)
        for match in (running, idle):
            for seat, name in enumerate(["Ann", "Bo"]):
                join(client, match["id"], name, seat)
        age(client, idle["id"], client.app.state.lobby.idle_ttl + 60)  # type: ignore[attr-defined]
    with TestClient(create_app(settings)) as client:
        lobby = client.app.state.lobby  # type: ignore[attr-defined]
        # Open matches cost no start-up time: they load when someone asks for them.
        assert {live.id for live in lobby.active()} == {running["id"]}
        assert client.get(f"/api/matches/{opened[0]['id']}").json()["status"] == "open"
        assert client.get(f"/api/matches/{idle['id']}").status_code == 404


# ------------------------------------------------------------- a real WebSocket layer
def test_frame_limits_on_a_real_server_match_the_docs(tmp_path: Path) -> None:
    """Through uvicorn: a message over 16,384 characters gets ``too_large`` (the socket
    stays open); a frame over 1 MiB gets ``too_large``, then a 1009 close; a frame over
    the transport's 1 MiB + 64 KiB is closed with 1009 by the WebSocket layer itself."""
    server = ServerProcess(f"sqlite:///{tmp_path / 'db.sqlite'}", tmp_path / "log", bot_workers=0)
    try:
        match = server.create("labyrinth", ["human", "human"], seed=1)
        sizes = [inbound.MAX_MESSAGE_CHARS + 1, inbound.CLOSE_OVER_CHARS + 1]
        client = WsClient(server, match["id"], "labyrinth")
        try:
            client.hello(None)
            client.send("x" * sizes[0])
            assert client.receive_until("error")["code"] == "too_large"
            client.send({"type": "ping", "id": 1})
            assert client.receive_until("pong")["id"] == 1
            client.send("x" * sizes[1])
            assert client.receive_until("error")["code"] == "too_large"
            with pytest.raises(ConnectionClosed) as closed:
                client.receive()
            assert closed.value.rcvd is not None
            assert closed.value.rcvd.code == 1009
        finally:
            client.close()
        client = WsClient(server, match["id"], "labyrinth")
        try:
            client.hello(None)
            with contextlib.suppress(ConnectionClosed):  # the server may close mid-send
                client.send("x" * (inbound.TRANSPORT_MAX_BYTES + 1))
            with pytest.raises(ConnectionClosed) as closed:
                client.receive()
            assert closed.value.rcvd is not None
            assert closed.value.rcvd.code == 1009
        finally:
            client.close()
    finally:
        server.stop()
