"""One client cannot lock everyone out: against a real ``spelkast serve`` process (with
small limits), over real sockets. A connection that sends nothing, or only part of its
headers, or only part of its body, is closed; a client holding its cap of idle
connections gets 503 for one more while another client is still served; each limit
reached is logged without anything of the request. Every wait is for a condition (the
server closing, an answer), bounded by a deadline."""

from __future__ import annotations

import contextlib
import socket
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from spelkast.server.connguard import ConnectionGuard

from .realserver import ServerProcess

#: The limits the server under test runs with.
PER_CLIENT = 6
HEADER_TIMEOUT = 1.0
BODY_TIMEOUT = 1.0
#: How long a test waits for the server to act on a limit before it fails.
DEADLINE = 20.0


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    folder = tmp_path_factory.mktemp("connections")
    limits = (
        "--connections-per-client", str(PER_CLIENT),
        "--header-timeout", str(HEADER_TIMEOUT),
        "--body-timeout", str(BODY_TIMEOUT),
    )  # fmt: skip
    process = ServerProcess(
        f"sqlite:///{folder / 'db.sqlite'}", folder / "server.log", bot_workers=0, extra=limits
    )
    try:
        yield process
    finally:
        process.stop()


def open_from(server: ServerProcess, source: str) -> socket.socket:
    """A connection to the server from the loopback address ``source``."""
    conn = socket.create_connection(
        ("127.0.0.1", server.port), timeout=DEADLINE, source_address=(source, 0)
    )
    conn.settimeout(DEADLINE)
    return conn


def read_until_closed(conn: socket.socket) -> bytes:
    """Everything the server sends until it closes the connection (fails after
    :data:`DEADLINE`: a connection left open is what these tests look for)."""
    got = b""
    give_up = time.monotonic() + DEADLINE
    while True:
        assert time.monotonic() < give_up, f"the server kept the connection open: {got!r}"
        try:
            chunk = conn.recv(65536)
        except ConnectionResetError:
            return got
        except TimeoutError:
            raise AssertionError(f"the server kept the connection open: {got!r}") from None
        if not chunk:
            return got
        got += chunk


def wait_for_log(server: ServerProcess, text: str) -> str:
    give_up = time.monotonic() + DEADLINE
    while text not in server.log():
        assert time.monotonic() < give_up, f"{text!r} never appeared in the log"
        time.sleep(0.05)
    return server.log()


def served(server: ServerProcess, source: str) -> bytes:
    with open_from(server, source) as conn:
        conn.sendall(b"GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        return read_until_closed(conn)


def test_a_connection_that_sends_nothing_is_closed(server: ServerProcess) -> None:
    started = time.monotonic()
    with open_from(server, "127.0.0.11") as conn:
        assert read_until_closed(conn) == b""
    assert time.monotonic() - started >= HEADER_TIMEOUT * 0.9
    wait_for_log(server, "header timeout: 127.0.0.11")


def test_half_headers_are_cut_off_even_when_they_trickle(server: ServerProcess) -> None:
    with open_from(server, "127.0.0.12") as conn:
        conn.sendall(b"GET /api/health HTTP/1.1\r\nHost: x\r\n")
        # a byte now and then does not keep the connection: the headers have a deadline
        give_up = time.monotonic() + DEADLINE
        with contextlib.suppress(BrokenPipeError, ConnectionResetError):
            while True:
                assert time.monotonic() < give_up, "the trickling connection stayed open"
                conn.sendall(b"X")
                conn.settimeout(HEADER_TIMEOUT / 4)
                try:
                    if conn.recv(1) == b"":
                        break
                except TimeoutError:
                    continue


def test_a_short_body_is_answered_408_and_closed(server: ServerProcess) -> None:
    with open_from(server, "127.0.0.13") as conn:
        conn.sendall(
            b"POST /api/matches HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            b'Content-Length: 200\r\n\r\n{"game": '
        )
        answer = read_until_closed(conn)
    assert answer.startswith(b"HTTP/1.1 408"), answer
    assert b"request body too slow" in answer
    wait_for_log(server, "body timeout: 127.0.0.13")


def test_a_client_at_its_cap_is_refused_while_another_is_served(server: ServerProcess) -> None:
    idle = [open_from(server, "127.0.0.14") for _ in range(PER_CLIENT)]
    try:
        # each idle connection is counted once the server has accepted it: a refused
        # one more is the sign; open until then
        with open_from(server, "127.0.0.14") as extra:
            answer = read_until_closed(extra)
        assert answer.startswith(b"HTTP/1.1 503"), answer
        assert b"Retry-After: 10" in answer
        assert b"too many connections" in answer
        # another client is served meanwhile
        assert served(server, "127.0.0.15").startswith(b"HTTP/1.1 200")
        log = wait_for_log(server, "connection limit: 127.0.0.14")
        assert f"already has {PER_CLIENT} open connections" in log
    finally:
        for conn in idle:
            conn.close()
    # once its connections are gone (closed by the client, or by the header deadline),
    # the client is served again
    give_up = time.monotonic() + DEADLINE
    while not served(server, "127.0.0.14").startswith(b"HTTP/1.1 200"):
        assert time.monotonic() < give_up, "the client stayed refused"


def test_headers_over_16_kib_are_refused_with_431(server: ServerProcess) -> None:
    with open_from(server, "127.0.0.16") as conn:
        with contextlib.suppress(BrokenPipeError, ConnectionResetError):
            conn.sendall(b"GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 20_000)
        answer = read_until_closed(conn)
    assert answer.startswith(b"HTTP/1.1 431"), answer


def test_a_websocket_outlives_the_header_deadline(server: ServerProcess) -> None:
    from websockets.sync.client import connect

    match = server.post("/api/matches", {"game": "sudoku", "seats": [{"kind": "human"}]}, 201)
    with connect(f"ws://127.0.0.1:{server.port}/api/matches/{match['id']}/ws", proxy=None) as ws:
        ws.send('{"type": "hello", "token": null, "since": null}')
        assert '"welcome"' in ws.recv(timeout=DEADLINE)
        assert '"state"' in ws.recv(timeout=DEADLINE)
        # nothing comes, and the connection is not closed, for three header deadlines
        with pytest.raises(TimeoutError):
            ws.recv(timeout=HEADER_TIMEOUT * 3)
        ws.send('{"type": "ping", "id": 7}')
        assert '"pong"' in ws.recv(timeout=DEADLINE)


def test_the_log_names_no_token(server: ServerProcess, tmp_path: Path) -> None:
    match = server.post("/api/matches", {"game": "sudoku", "seats": [{"kind": "human"}]}, 201)
    joined = server.post(f"/api/matches/{match['id']}/join", {"name": "Anna"})
    # a client that sends the token in half a request and stops
    with open_from(server, "127.0.0.17") as conn:
        conn.sendall(
            b"POST /api/matches/x/seats/0/resign HTTP/1.1\r\nHost: x\r\n"
            b"Authorization: Bearer " + joined["token"].encode() + b"\r\n"
        )
        read_until_closed(conn)
    log = wait_for_log(server, "header timeout: 127.0.0.17")
    assert joined["token"] not in log
    assert match["host_key"] not in log


def test_the_caps_count_per_client_and_in_all_and_spare_the_proxy() -> None:
    guard = ConnectionGuard(per_client=2, header_timeout=1.0, total=4, exempt=("10.0.0.0/8",))
    assert [guard.admit("192.0.2.1") for _ in range(3)] == [None, None, "per_client"]
    # a configured proxy carries many clients: not capped per address
    assert [guard.admit("10.1.2.3") for _ in range(2)] == [None, None]
    assert guard.admit("192.0.2.9") == "total"  # four open: the total is reached
    guard.release("192.0.2.1")
    assert guard.admit("192.0.2.9") is None
    assert guard.open == {"192.0.2.1": 1, "10.1.2.3": 2, "192.0.2.9": 1}
