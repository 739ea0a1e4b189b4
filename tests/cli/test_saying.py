"""Preset phrases at the terminal, on a real server: ``say gl`` says one to the table
(``say`` alone lists them; the server's limit is refused in the person's language), and
a phrase another seat says is shown as "Bo: Good luck!" in the reader's language."""

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
from spelkast.cli.saying import phrase_of
from spelkast.server.phrases import PHRASE_BURST


@pytest.fixture
def server(tmp_path: Path) -> Iterator[str]:
    with running_server(tmp_path) as address:
        yield address


def _people(server: str, first: str, second: str) -> tuple[str, str, str]:
    """A Sudoku match between two people; its id and their tokens (in join order)."""
    seats = [{"kind": "human"}, {"kind": "human"}]
    match = request(server, "POST", "/api/matches", {"game": "sudoku", "seats": seats})
    tokens = [
        request(server, "POST", f"/api/matches/{match['id']}/join", {"name": name})["token"]
        for name in (first, second)
    ]
    return match["id"], tokens[0], tokens[1]


def test_phrases_are_named_by_short_word_id_or_words_in_any_language() -> None:
    assert phrase_of("gl") == "good_luck"
    assert phrase_of("Good luck!") == "good_luck"
    assert phrase_of("well_played") == "well_played"
    assert phrase_of("bedankt") == "thanks"
    assert phrase_of("hups") == "oops"
    assert phrase_of("you lose") is None


def test_say_sends_a_phrase_lists_them_and_is_limited(server: str) -> None:
    match_id, ann, _ = _people(server, "Ann", "Bo")
    buffer = io.StringIO()
    out = Console(file=buffer, width=120, force_terminal=False)
    typed = ["?", "zeg gl", "zeg", "zeg banaan", "say wp", "zeg bedankt", "zeg oeps", "q"]
    assert PHRASE_BURST == 3  # the fourth phrase is over the limit
    lines = iter(typed)
    client = OnlineClient(server, match_id, ann, out, lambda prompt: next(lines), "nl")
    assert client.run() == "left"
    text = buffer.getvalue()
    assert "zeg gl = zeg een zinnetje" in text  # in the help
    assert "Ann: Veel succes!" in text
    assert "Ann: Goed gespeeld!" in text
    assert "Ann: Bedankt!" in text
    assert text.count("zeg een van: hi (Hallo), gl (Veel succes)") == 2
    assert "Je kunt hoogstens 3 zinnetjes per 10 seconden zeggen." in text
    assert "Ann: Oeps!" not in text


def test_a_phrase_of_another_seat_is_shown_in_the_readers_language(server: str) -> None:
    match_id, bo, ann = _people(server, "Bo", "Ann")  # Bo moves first: Ann waits
    buffer = io.StringIO()
    out = Console(file=buffer, width=120, force_terminal=False)
    client = OnlineClient(server, match_id, ann, out, lambda prompt: "q", "fi")
    ended: list[str] = []
    thread = threading.Thread(target=lambda: ended.append(client.run()), daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while request(server, "GET", f"/api/matches/{match_id}")["seats"][1]["connected"] == 0:
        assert time.monotonic() < deadline, "Ann's terminal never came to the table"
        time.sleep(0.05)
    ws_url = server.replace("http://", "ws://") + f"/api/matches/{match_id}/ws"
    with connect(ws_url) as socket:
        socket.send(json.dumps({"type": "hello", "token": bo}))
        socket.send(json.dumps({"type": "say", "id": "g", "phrase": "good_luck"}))
        while json.loads(socket.recv(timeout=30)).get("id") != "g":
            pass
        while "Bo: Onnea!" not in buffer.getvalue():
            assert time.monotonic() < deadline, buffer.getvalue()
            time.sleep(0.05)
        socket.send(json.dumps({"type": "resign", "id": "r"}))
        thread.join(timeout=30)
    assert ended == ["over"]
