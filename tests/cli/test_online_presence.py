"""The line client online: a waiting player is told, by name and in their language, when
the other player comes to the table, leaves it and comes back, as it happens (the server
pushes it; nobody has to type a line or make a move first)."""

from __future__ import annotations

import io
import json
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from rich.console import Console
from websockets.sync.client import connect

from inprocess_server import running_server
from spelkast.cli.online import OnlineClient, request

TIMEOUT = 30.0


@pytest.fixture
def server(tmp_path: Path) -> Iterator[str]:
    with running_server(tmp_path) as address:
        yield address


def said(buffer: io.StringIO, text: str, times: int = 1) -> None:
    """Wait until ``text`` was printed ``times`` times (a failure, not a hang, if not)."""
    give_up = time.monotonic() + TIMEOUT
    while buffer.getvalue().count(text) < times:
        assert time.monotonic() < give_up, f"{text!r} ×{times} not said:\n{buffer.getvalue()}"
        time.sleep(0.02)


def test_a_waiting_player_hears_the_other_leave_and_come_back(server: str) -> None:
    match = request(
        server, "POST", "/api/matches", {"game": "sudoku", "seats": [{"kind": "human"}] * 2}
    )
    path = f"/api/matches/{match['id']}/join"
    ann = request(server, "POST", path, {"name": "Ann"})["token"]  # seat 0: moves first
    bo = request(server, "POST", path, {"name": "Bo"})["token"]
    buffer = io.StringIO()
    out = Console(file=buffer, width=80, force_terminal=False)
    # Bo only waits: a turn of his would end his client at once (and the test with it).
    client = OnlineClient(server, match["id"], bo, out, lambda prompt: "q", "nl")
    reasons: list[str] = []
    bos = threading.Thread(target=lambda: reasons.append(client.run()), daemon=True)
    bos.start()
    try:
        said(buffer, "Verbonden")  # Bo is at the table, Ann is not
        url = client.websocket_url()
        with connect(url) as socket:
            socket.send(json.dumps({"type": "hello", "token": ann}))
            said(buffer, "Ann zit aan tafel.")
        said(buffer, "Ann heeft de tafel verlaten (de plaats wacht).")
        with connect(url) as socket:
            socket.send(json.dumps({"type": "hello", "token": ann}))
            said(buffer, "Ann zit aan tafel.", times=2)
            socket.send(json.dumps({"type": "resign", "id": "r"}))
    finally:
        bos.join(TIMEOUT)  # over once Ann resigned (else the server's end closes it)
    assert reasons == ["over"], buffer.getvalue()
