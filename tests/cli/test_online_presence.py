"""The line client online: a waiting player and a spectator are told, by name and in
their language, when a player comes to the table, leaves it and comes back, as it happens
(the server pushes it; nobody has to type a line or make a move first)."""

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


def leave_at_a_turn(prompt: str) -> str:
    """What the person types when asked for a move: q (leave)."""
    return "q"


def run(client: OnlineClient, reasons: list[str]) -> None:
    reasons.append(client.run())


def test_a_waiting_player_and_a_spectator_hear_the_other_leave_and_come_back(
    server: str,
) -> None:
    match = request(
        server, "POST", "/api/matches", {"game": "sudoku", "seats": [{"kind": "human"}] * 2}
    )
    path = f"/api/matches/{match['id']}/join"
    ann = request(server, "POST", path, {"name": "Ann"})["token"]  # seat 0: moves first
    bo = request(server, "POST", path, {"name": "Bo"})["token"]
    # Bo waits (in Dutch), Cy watches (in English); a turn of Bo's would end his client
    # at once (and the test with it).
    buffers = {"Bo": io.StringIO(), "Cy": io.StringIO()}
    clients = [
        OnlineClient(
            server, match["id"], token, Console(file=buffers[who], width=80), leave_at_a_turn, lang
        )
        for who, token, lang in [("Bo", bo, "nl"), ("Cy", None, "en")]
    ]
    reasons: list[str] = []
    threads = [threading.Thread(target=run, args=(c, reasons), daemon=True) for c in clients]
    for thread in threads:
        thread.start()
    waiting, watching = buffers["Bo"], buffers["Cy"]
    try:
        said(waiting, "Verbonden")  # Bo is at the table, Ann is not
        said(watching, "Connected")
        url = clients[0].websocket_url()
        with connect(url) as socket:
            socket.send(json.dumps({"type": "hello", "token": ann}))
            said(waiting, "Ann zit aan tafel.")
            said(watching, "Ann is at the table.")
        said(waiting, "Ann heeft de tafel verlaten (de plaats wacht).")
        said(watching, "Ann left the table (their seat waits).")
        with connect(url) as socket:
            socket.send(json.dumps({"type": "hello", "token": ann}))
            said(waiting, "Ann zit aan tafel.", times=2)
            said(watching, "Ann is at the table.", times=2)
            socket.send(json.dumps({"type": "resign", "id": "r"}))
    finally:
        for thread in threads:  # over once Ann resigned (else the server's end closes them)
            thread.join(TIMEOUT)
    assert reasons == ["over", "over"], [b.getvalue() for b in buffers.values()]
