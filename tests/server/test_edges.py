"""The server's edges: what an answer carries and what a request may be before the app
reads it. Body sizes, forwarded addresses, security headers, the WebSocket's Origin,
``Retry-After`` and ``HEAD``; through a real uvicorn started with the options of
``spelkast serve`` where the transport is what is tested."""

from __future__ import annotations

import contextlib
import dataclasses
import json
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import uvicorn
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import connect

from spelkast.server import inbound
from spelkast.server.app import Settings, create_app
from spelkast.server.edges import MAX_BODY_BYTES, uvicorn_options

from .postgres import free_port

HUMANS = {"game": "labyrinth", "seats": [{"kind": "human"}, {"kind": "human"}]}


@pytest.fixture
def local(tmp_path: Path) -> Settings:
    return Settings(database_url=f"sqlite:///{tmp_path / 'db.sqlite'}", bot_workers=0)


@pytest.fixture
def client(local: Settings) -> Iterator[TestClient]:
    with TestClient(create_app(local)) as client:
        yield client


@contextlib.contextmanager
def serving(settings: Settings) -> Iterator[str]:
    """The app under uvicorn in this process with the options of ``spelkast serve``;
    yields ``host:port``."""
    port = free_port()
    config = uvicorn.Config(
        create_app(settings),
        host="127.0.0.1",
        port=port,
        log_level="warning",
        **uvicorn_options(settings),
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    give_up = time.monotonic() + 60
    while not server.started:
        assert thread.is_alive(), "uvicorn stopped"
        assert time.monotonic() < give_up, "uvicorn did not start"
        time.sleep(0.01)
    try:
        yield f"127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(30)


def raw_answer(where: str, request: bytes) -> bytes:
    """Send ``request`` bytes, read the answer until the server closes or 2 s of quiet."""
    host, port = where.split(":")
    with socket.create_connection((host, int(port)), timeout=10) as conn:
        conn.sendall(request)
        answer = b""
        with contextlib.suppress(TimeoutError, ConnectionResetError):
            while b"\r\n\r\n" not in answer or not answer.endswith(b"}"):
                chunk = conn.recv(65536)
                if not chunk:
                    break
                answer += chunk
        return answer


# ------------------------------------------------------------------------ body size
def test_the_largest_legitimate_body_fits_the_cap(client: TestClient) -> None:
    body = {
        "game": "labyrinth-cards",
        "seats": [{"kind": "bot", "bot": "b" * 64} for _ in range(8)],
        "options": {f"option-{i:02}": "v" * 40 for i in range(32)},
        "move_seconds": 86_400,
    }
    assert len(json.dumps(body)) < MAX_BODY_BYTES
    # Refused by the rules (no such bot), not by size.
    assert client.post("/api/matches", json=body).status_code != 413


def test_a_body_over_the_cap_by_content_length_gets_413_unread(local: Settings) -> None:
    with serving(local) as where:
        # Headers announce 100 MB; only the headers are sent, and the answer comes anyway.
        answer = raw_answer(
            where,
            b"POST /api/matches HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            b"Content-Length: 100000000\r\n\r\n{",
        )
    status_line, _, rest = answer.partition(b"\r\n")
    assert b" 413 " in status_line, answer
    assert "too large" in json.loads(rest.split(b"\r\n\r\n", 1)[1])["detail"]


def test_a_chunked_body_over_the_cap_gets_413_while_streaming(client: TestClient) -> None:
    sent = 0

    def endless() -> Iterator[bytes]:
        nonlocal sent
        yield b'{"game": "'
        for _ in range(100_000):  # 100 MB if all were read
            sent += 1024
            yield b"x" * 1024

    app = client.app
    chunks = iter(endless())
    answer: list[dict[str, Any]] = []

    async def receive() -> dict[str, Any]:
        chunk = next(chunks, None)
        return {"type": "http.request", "body": chunk or b"", "more_body": chunk is not None}

    async def send(message: dict[str, Any]) -> None:
        answer.append(message)

    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": "POST",
        "scheme": "http",
        "path": "/api/matches",
        "raw_path": b"/api/matches",
        "query_string": b"",
        "root_path": "",
        "headers": [(b"host", b"x"), (b"transfer-encoding", b"chunked")],
        "client": ("127.0.0.1", 1),
        "server": ("127.0.0.1", 80),
        "app": app,
        "state": {},
    }
    client.portal.call(app, scope, receive, send)  # type: ignore[union-attr]
    assert answer[0]["status"] == 413
    assert "too large" in json.loads(answer[1]["body"])["detail"]
    assert sent <= MAX_BODY_BYTES + 1024


def test_a_websocket_frame_far_over_the_protocol_is_cut_by_the_transport(
    local: Settings,
) -> None:
    """A 2 MiB frame never reaches the app (which would answer ``too_large``): the
    transport's limit sits just above the protocol's 1 MiB."""
    assert inbound.CLOSE_OVER_CHARS < inbound.TRANSPORT_MAX_BYTES
    with serving(local) as where:
        match = httpx.post(f"http://{where}/api/matches", json=HUMANS).json()
        with connect(f"ws://{where}/api/matches/{match['id']}/ws", proxy=None) as ws:
            ws.send(json.dumps({"type": "hello", "token": None}))
            json.loads(ws.recv(timeout=10))
            with contextlib.suppress(ConnectionClosed):
                ws.send("x" * (2 << 20))
            received = []

            def read_all() -> None:
                while True:
                    received.append(json.loads(ws.recv(timeout=10)))

            with pytest.raises(ConnectionClosed) as closed:
                read_all()
            assert closed.value.rcvd is not None
            assert closed.value.rcvd.code == 1009
            assert not [m for m in received if m.get("code") == "too_large"], received


# ---------------------------------------------------------------- forwarded headers
def test_forwarded_addresses_from_loopback_are_not_trusted_by_default(
    local: Settings,
) -> None:
    slow = dataclasses.replace(local, create_per_minute=0.0, create_burst=1)
    with serving(slow) as where:
        assert httpx.post(f"http://{where}/api/matches", json=HUMANS).status_code == 201
        for made_up in ("10.0.0.1", "10.0.0.2"):
            headers = {"X-Forwarded-For": made_up, "Forwarded": f"for={made_up}"}
            refused = httpx.post(f"http://{where}/api/matches", json=HUMANS, headers=headers)
            assert refused.status_code == 429


def test_forwarded_addresses_from_a_configured_proxy_are_used(local: Settings) -> None:
    proxied = dataclasses.replace(
        local, create_per_minute=0.0, create_burst=1, forwarded_allow_ips=("127.0.0.1",)
    )
    with serving(proxied) as where:
        for made_up in ("10.0.0.1", "10.0.0.2"):
            headers = {"X-Forwarded-For": made_up}
            created = httpx.post(f"http://{where}/api/matches", json=HUMANS, headers=headers)
            assert created.status_code == 201
        headers = {"X-Forwarded-For": "10.0.0.1"}
        again = httpx.post(f"http://{where}/api/matches", json=HUMANS, headers=headers)
        assert again.status_code == 429


# ----------------------------------------------------------------- security headers
SECURITY = {
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "no-referrer",
}


@pytest.mark.parametrize(
    "path", ["/", "/api/health", "/api/games", "/api/matches/nope", "/openapi.json", "/x/y"]
)
def test_every_answer_carries_the_security_headers(client: TestClient, path: str) -> None:
    answer = client.get(path)
    for name, value in SECURITY.items():
        assert answer.headers.get(name) == value, (path, name)
    csp = answer.headers["content-security-policy"]
    assert "default-src 'self'" in csp
    assert "frame-ancestors 'none'" in csp
    assert "script-src 'self'" in csp
    assert "unsafe-inline" not in csp.split("style-src")[0]
    assert "http" not in csp  # no third-party origin


def test_refusals_and_too_large_answers_carry_them_too(client: TestClient) -> None:
    answer = client.post("/api/matches", content=b"{" * (MAX_BODY_BYTES + 1))
    assert answer.status_code == 413
    assert answer.headers["x-frame-options"] == "DENY"


def test_the_api_pages_that_load_third_party_scripts_are_off(client: TestClient) -> None:
    assert client.get("/docs").status_code == 404
    assert client.get("/redoc").status_code == 404
    assert client.get("/openapi.json").status_code == 200


# ------------------------------------------------------------------ WebSocket Origin
def ws_path(client: TestClient) -> str:
    match = client.post("/api/matches", json=HUMANS).json()
    return f"/api/matches/{match['id']}/ws"


def test_a_websocket_from_a_foreign_origin_is_refused(client: TestClient) -> None:
    path = ws_path(client)
    headers = {"origin": "https://evil.example"}
    with (
        pytest.raises(WebSocketDisconnect) as refused,
        client.websocket_connect(path, headers=headers),
    ):
        pass
    assert refused.value.code == 1008


@pytest.mark.parametrize("origin", [None, "http://testserver", "https://testserver"])
def test_a_websocket_from_the_site_or_no_browser_is_accepted(
    client: TestClient, origin: str | None
) -> None:
    headers = {"origin": origin} if origin else {}
    with client.websocket_connect(ws_path(client), headers=headers) as ws:
        ws.send_json({"type": "hello", "token": None})
        assert ws.receive_json()["type"] in {"welcome", "state"}


def test_configured_extra_origins_are_accepted(local: Settings) -> None:
    extra = dataclasses.replace(local, allowed_origins=("https://play.example",))
    with TestClient(create_app(extra)) as client:
        headers = {"origin": "https://play.example"}
        with client.websocket_connect(ws_path(client), headers=headers) as ws:
            ws.send_json({"type": "hello", "token": None})
            assert ws.receive_json()


def test_a_forged_origin_is_refused_with_403_on_a_real_server(local: Settings) -> None:
    with serving(local) as where:
        match = httpx.post(f"http://{where}/api/matches", json=HUMANS).json()
        url = f"ws://{where}/api/matches/{match['id']}/ws"
        evil: Any = "https://evil.example"
        with pytest.raises(InvalidStatus) as refused, connect(url, proxy=None, origin=evil):
            pass
        assert refused.value.response.status_code == 403


# ---------------------------------------------------------------------- Retry-After
def test_a_429_says_when_to_retry_in_whole_seconds(local: Settings) -> None:
    fast = dataclasses.replace(local, create_per_minute=600.0, create_burst=1)
    with TestClient(create_app(fast)) as client:
        assert client.post("/api/matches", json=HUMANS).status_code == 201
        refused = client.post("/api/matches", json=HUMANS)
        assert refused.status_code == 429
        wait = int(refused.headers["retry-after"])
        assert wait >= 1
        assert f"try again in {wait} s" in refused.json()["detail"]


# ----------------------------------------------------------------------------- HEAD
@pytest.mark.parametrize("path", ["/", "/api/health", "/api/games", "/openapi.json"])
def test_head_is_answered_wherever_get_is(client: TestClient, path: str) -> None:
    got = client.get(path)
    head = client.head(path)
    assert head.status_code == got.status_code
    assert head.content == b""
    assert head.headers["content-type"] == got.headers["content-type"]
    assert head.headers["content-security-policy"] == got.headers["content-security-policy"]


# ------------------------------------------------------------------ spelkast serve
def test_serve_passes_the_proxies_and_origins_to_uvicorn_and_the_app(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from typer.testing import CliRunner

    from spelkast.cli.app import app as cli

    started: dict[str, Any] = {}

    def run(app: Any, **options: Any) -> None:
        started.update(options, settings=app.state.settings)

    monkeypatch.setattr(uvicorn, "run", run)
    monkeypatch.setattr("spelkast.server.app.tune_gc", lambda: None)
    database = f"sqlite:///{tmp_path / 'db.sqlite'}"
    result = CliRunner().invoke(cli, ["serve", "--database-url", database])
    assert result.exit_code == 0, result.output
    assert started["proxy_headers"] is False
    assert started["ws_max_size"] == inbound.TRANSPORT_MAX_BYTES
    command = [
        "serve", "--database-url", database,
        "--forwarded-allow-ips", "10.0.0.5, 10.0.0.6",
        "--allowed-origins", "https://play.example",
    ]  # fmt: skip
    result = CliRunner().invoke(cli, command)
    assert result.exit_code == 0, result.output
    assert started["proxy_headers"] is True
    assert started["forwarded_allow_ips"] == ["10.0.0.5", "10.0.0.6"]
    assert started["settings"].allowed_origins == ("https://play.example",)
    # the connection cap: Settings' default unless given
    assert started["settings"].connections_per_client == Settings().connections_per_client
    result = CliRunner().invoke(cli, [*command, "--connections-per-client", "9"])
    assert result.exit_code == 0, result.output
    assert started["settings"].connections_per_client == 9
