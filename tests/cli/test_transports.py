"""Local and online play are one loop over two transports: the same typed lines give the
same screens and words whether the game is held here or on a real server."""

from __future__ import annotations

import io
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import uvicorn
from rich.console import Console

from ports import free_port
from spelkast.cli.local import LocalTransport
from spelkast.cli.online import OnlineClient, request
from spelkast.core.registry import get_game
from spelkast.match import Match, parse_seats
from spelkast.server.app import Settings, create_app
from spelkast.tui import words
from spelkast.tui.lines import LineLoop

SEED = 7


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A real server whose every match has the seed ``SEED``."""
    folder: Path = tmp_path_factory.mktemp("server")
    settings = Settings(database_url=f"sqlite:///{folder / 'db.sqlite'}", bot_workers=0)
    port = free_port()
    app = create_app(settings, seeds=lambda: SEED)
    config = uvicorn.Config(app, port=port, log_level="warning", lifespan="on")
    running = uvicorn.Server(config)
    thread = threading.Thread(target=running.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not running.started:
        assert time.monotonic() < deadline, "the server did not start"
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}"
    running.should_exit = True
    thread.join(timeout=10)


def flat(text: str) -> str:
    """``text`` with its line breaks (a long line wraps at the console's width) undone."""
    return " ".join(text.split())


def script(lines: list[str]) -> Callable[[str], str]:
    typed = iter(lines)
    return lambda prompt: next(typed)


def console() -> Console:
    return Console(file=io.StringIO(), width=100, color_system=None, force_terminal=False)


def play_locally(game_id: str, lines: list[str], lang: str) -> tuple[str, str]:
    match = Match(get_game(game_id), parse_seats("human,bot:greedy"), {}, SEED)
    out = console()
    reason = LineLoop(LocalTransport(match), out, lang, script(lines)).run()
    return reason, out.file.getvalue()  # type: ignore[attr-defined]


def play_online(server: str, game_id: str, lines: list[str], lang: str) -> tuple[str, str]:
    seats = [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}]
    match = request(server, "POST", "/api/matches", {"game": game_id, "seats": seats})
    token = request(server, "POST", f"/api/matches/{match['id']}/join", {"name": "Ann"})["token"]
    out = console()
    reason = OnlineClient(server, match["id"], token, out, script(lines), lang).run()
    text = out.file.getvalue()  # type: ignore[attr-defined]
    first, _, rest = text.partition("\n")
    assert first.startswith(words.text("on_connected", lang, game="", role="")[:4]), first
    return reason, rest


# Lines each game's screen refuses or handles before the rules are asked, then quit.
LINES = {
    "labyrinth": ["log", "banana", "Xz", "r", "", "q"],
    "sudoids": ["log", "zz9", "", "c9", "q"],
}


@pytest.mark.parametrize("lang", ["en", "fi"])
@pytest.mark.parametrize("game_id", sorted(LINES))
def test_the_same_lines_give_the_same_screens_locally_and_online(
    server: str, game_id: str, lang: str
) -> None:
    lines = LINES[game_id]
    local_reason, local = play_locally(game_id, lines, lang)
    online_reason, online = play_online(server, game_id, lines, lang)
    assert (local_reason, online_reason) == ("quit", "left")
    assert online == local
    # It is the loop's work that is compared: boards, the empty log, refusals, redraws.
    assert words.text("log_empty", lang) in local
    assert local.count("✗ ") == 2
    assert local.count(words.text("type_help", lang)) == 2


def test_hint_log_and_help_are_the_loops_online_too(server: str) -> None:
    """Online, ``log`` answers as at home and ``hint`` asks the server (its hint and Help
    proposal, which a game held here without chosen hints suggests itself); help names
    what ``q`` does there."""
    lines = ["hint", "log", "?", "q"]
    _, local = play_locally("sudoids", lines, "nl")
    _, online = play_online(server, "sudoids", lines, "nl")
    assert "tip: " in local
    assert "hulp: Voorstel van de moeilijke bot: " in online
    assert "om die te spelen, typ: " in online
    for text in (local, online):
        assert words.text("log_empty", "nl") in text
        assert words.text("back", "nl") in text
    assert flat(words.text("shared_help", "nl")) in flat(local)
    assert flat(words.text("on_help", "nl")) in flat(online)


def test_a_move_the_server_would_refuse_is_refused_before_it_is_sent(server: str) -> None:
    """Online the legal actions sent by the server decide; locally the rules do: each
    says why in the session's language and asks again, nothing is played."""
    lines = ["d4", "q"]  # Labyrinth: a cell before the maze is shifted
    _, local = play_locally("labyrinth", lines, "nl")
    _, online = play_online(server, "labyrinth", lines, "nl")
    for text in (local, online):
        assert text.count("✗ ") == 1
        assert words.text("type_help", "nl") in text
    assert "schuif eerst het doolhof" in local
    assert "dat is nu geen toegestane zet voor jou" in online
