"""Fuzzing the server's two doors with Hypothesis, from a grammar of what went wrong
before: nesting thousands deep, NaN and the infinities, numbers beyond floating point,
lone surrogates and control characters in strings, messages just over the size limit.

* WebSocket: any sequence of frames gets answers from the protocol's closed set of
  messages (an ``error`` with a known code for every bad frame), and after each frame the
  connection still answers a ping.
* HTTP: no body, on any lobby route that takes one, is answered with a server error;
  every answer is JSON.

Both check that the server logged no error and no traceback. Bounded: few examples, no
deadline (a busy machine only makes them slower)."""

from __future__ import annotations

import json
import logging
from typing import Any

import pytest
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from spelkast.server import inbound, protocol
from spelkast.server.app import Settings, create_app

from .wsplay import Player, create, join

FUZZ = hypothesis_settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

# ------------------------------------------------------------------- the grammar
#: JSON text of values that broke the server before, or could.
NASTY_ATOMS = st.sampled_from(
    [
        "NaN",
        "Infinity",
        "-Infinity",
        "1e400",
        "-1e400",
        "1" * 5000,  # beyond Python's int-from-text limit
        '"\\ud800"',
        '"\\udfff"',
        '"Ann\\u0000"',
        '"\\u202e"',
        '"\\u001b[31m"',
        '""',
        "null",
        "true",
        "-1",
        "0",
        "7",
        '"greedy"',
        '"labyrinth"',
        '"human"',
    ]
)


def nested(depth: int) -> str:
    return "[" * depth + "1" + "]" * depth


ATOMS = NASTY_ATOMS | st.integers(1, 2500).map(nested) | st.integers().map(str)


@st.composite
def json_value(draw: st.DrawFn, depth: int = 0) -> str:
    """JSON-like text: mostly JSON, with the nasty atoms inside."""
    if depth >= 2 or draw(st.booleans()):
        return draw(ATOMS)
    if draw(st.booleans()):
        items = draw(st.lists(json_value(depth + 1), max_size=3))
        return "[" + ",".join(items) + "]"
    keys = draw(st.lists(st.sampled_from(['"a"', '"\\ud800"', '"type"', '"x"']), max_size=3))
    return "{" + ",".join(f"{key}:{draw(json_value(depth + 1))}" for key in keys) + "}"


@st.composite
def json_object(draw: st.DrawFn, fields: dict[str, list[str]]) -> str:
    """An object with some of ``fields``, each a good value or a nasty one."""
    chosen = draw(st.lists(st.sampled_from(sorted(fields)), unique=True))
    parts = []
    for name in chosen:
        good = st.sampled_from(fields[name]) if fields[name] else st.nothing()
        parts.append(f'"{name}":{draw(good | json_value())}')
    return "{" + ",".join(parts) + "}"


MESSAGE_FIELDS = {
    "type": ['"hello"', '"action"', '"sync"', '"ping"', '"bogus"'],
    "token": ["null", '"nonsense"'],
    "since": ["0", "null", "3"],
    "version": ["0", "1"],
    "action": ['{"type": "shift", "at": "A2", "turn": 0}'],
    "text": ['"a1"'],
    "id": ['"m1"', "1"],
}
FRAMES = (
    json_object(MESSAGE_FIELDS)
    | json_value()
    | st.text(max_size=50)
    | st.integers(inbound.MAX_MESSAGE_CHARS - 10, inbound.MAX_MESSAGE_CHARS + 10).map(
        lambda n: json.dumps({"type": "ping", "id": "x" * n})
    )
)


def no_errors_logged(caplog: pytest.LogCaptureFixture) -> None:
    bad = [r for r in caplog.records if r.exc_info or r.levelno >= logging.ERROR]
    assert not bad, [r.getMessage()[:300] for r in bad]


# ------------------------------------------------------------------------ WebSocket
def test_fuzzed_frames_get_protocol_answers_and_the_socket_stays_usable(
    settings: Settings, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    with TestClient(create_app(settings)) as client:
        match = create(client, "labyrinth", ["human", "human"], seed=5)
        tokens = [join(client, match["id"], "Ann"), join(client, match["id"], "Bo")]
        url = f"/api/matches/{match['id']}/ws"

        def answered(player: Player, until: str, marker: Any = None) -> None:
            """Read answers until one of type ``until`` (with ``id == marker``), each from
            the protocol's set, each error with a known code and a message."""
            while True:
                answer = player.receive()
                assert answer["type"] in {"welcome", "state", "error", "pong", "accepted"}
                if answer["type"] == "error":
                    assert answer["code"] in protocol.ERROR_CODES
                    assert answer["message"]
                if answer["type"] == until and (marker is None or answer.get("id") == marker):
                    return

        @FUZZ
        @given(st.sampled_from([None, 0, 1]), st.lists(FRAMES, min_size=1, max_size=6))
        def run(seat: int | None, frames: list[str]) -> None:
            with client.websocket_connect(url) as socket:
                player = Player(socket)
                # The first frame comes before any hello; a hello after it still works.
                player.send(frames[0])
                player.send({"type": "hello", "token": None if seat is None else tokens[seat]})
                answered(player, "welcome")
                for number, frame in enumerate(frames):
                    player.send(frame)
                    player.send({"type": "ping", "id": number})
                    answered(player, "pong", number)

        run()
    no_errors_logged(caplog)


# ----------------------------------------------------------------------------- HTTP
CREATE_FIELDS = {
    "game": ['"labyrinth"', '"sudoids"', '"nope"'],
    "seats": ['[{"kind": "human"}, {"kind": "bot", "bot": "greedy"}]', '[{"kind": "human"}]'],
    "options": ["{}", '{"open_cards": true}'],
    "move_seconds": ["30", "0.5"],
}
JOIN_FIELDS = {"name": ['"Ann"', '"Päivi"'], "seat": ["0", "1", "null"]}
BOT_FIELDS = {"bot": ['"greedy"', '"random"']}


def test_fuzzed_request_bodies_never_get_a_server_error(
    settings: Settings, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    with TestClient(create_app(settings)) as client:
        match = create(client, "labyrinth", ["human", "human"], seed=5)
        token = join(client, match["id"], "Ann")

        @FUZZ
        @given(
            st.sampled_from(["create", "join", "bot"]),
            st.data(),
        )
        def run(route: str, data: st.DataObject) -> None:
            fields = {"create": CREATE_FIELDS, "join": JOIN_FIELDS, "bot": BOT_FIELDS}[route]
            body = data.draw(json_object(fields) | json_value())
            path = {
                "create": "/api/matches",
                "join": f"/api/matches/{match['id']}/join",
                "bot": f"/api/matches/{match['id']}/seats/0/bot",
            }[route]
            headers: dict[str, Any] = {"content-type": "application/json"}
            if route == "bot":
                headers["authorization"] = f"Bearer {token}x"  # never hands the seat over
            answer = client.post(
                path, content=body.encode("utf-8", "surrogatepass"), headers=headers
            )
            assert answer.status_code < 500, (body[:200], answer.text[:300])
            answer.json()

        run()
    no_errors_logged(caplog)
