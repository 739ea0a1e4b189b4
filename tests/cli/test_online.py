"""The terminal client plays on a real server over real HTTP and WebSockets."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import pytest
from rich.console import Console
from typer.testing import CliRunner

from inprocess_server import running_server
from spelkast.cli.app import app
from spelkast.cli.online import (
    OnlineClient,
    ServerError,
    invite_secret,
    request,
    result_of,
    split_invite,
)


@pytest.fixture
def server(tmp_path: Path) -> Iterator[str]:
    with running_server(tmp_path) as address:
        yield address


TYPED = "to play it, type: "


def hint_follower(buffer: io.StringIO) -> object:
    """A person who asks for a hint and then types the move the server's Help proposed."""
    asked = [False]

    def read(prompt: str) -> str:
        if not asked[0]:
            asked[0] = True
            return "hint"
        asked[0] = False
        last = [line for line in buffer.getvalue().splitlines() if line.startswith(TYPED)][-1]
        return last.removeprefix(TYPED).strip()

    return read


def test_a_person_plays_sudoids_against_a_bot_on_the_server(server: str) -> None:
    """Hints are on against a bot: each turn's hint and Help come from the server, which
    counts them in the match's history."""
    match = request(
        server,
        "POST",
        "/api/matches",
        {"game": "sudoids", "seats": [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}]},
    )
    token = request(server, "POST", f"/api/matches/{match['id']}/join", {"name": "Ann"})["token"]
    buffer = io.StringIO()
    out = Console(file=buffer, width=120, force_terminal=False)
    client = OnlineClient(server, match["id"], token, out, hint_follower(buffer))  # type: ignore[arg-type]
    assert client.run() == "over"
    text = buffer.getvalue()
    assert "Connected to Sudoids as seat 1." in text
    assert "Winner:" in text
    assert "greedy bot:" in text
    assert "help: " in text
    finished = request(server, "GET", f"/api/matches/{match['id']}")
    assert finished["status"] == "finished"
    history = request(server, "GET", f"/api/matches/{match['id']}/history")
    turns = text.count(TYPED)
    assert turns >= 2
    assert history["hints_used"] == [{"hints": turns, "helps": turns}, {"hints": 0, "helps": 0}]


def test_hint_is_refused_in_the_persons_language_when_the_match_has_none(server: str) -> None:
    """Between people online hints are off by default: the server refuses, in Finnish,
    and nothing is counted."""
    seats = [{"kind": "human"}, {"kind": "human"}]
    match = request(server, "POST", "/api/matches", {"game": "sudoku", "seats": seats})
    ann = request(server, "POST", f"/api/matches/{match['id']}/join", {"name": "Ann"})["token"]
    request(server, "POST", f"/api/matches/{match['id']}/join", {"name": "Bo"})
    buffer = io.StringIO()
    out = Console(file=buffer, width=120, force_terminal=False)
    lines = iter(["vihje", "q"])
    client = OnlineClient(server, match["id"], ann, out, lambda prompt: next(lines), "fi")
    assert client.run() == "left"
    text = buffer.getvalue()
    assert "tässä ottelussa ei ole vihjeitä" in text
    assert "vihje: " not in text


def test_host_and_connect_commands(server: str) -> None:
    runner = CliRunner()
    # Every seat a bot: the host watches the whole game.
    result = runner.invoke(
        app, ["host", "traexx", "--seats", "bot:greedy,bot:random", "--server", server]
    )
    assert result.exit_code == 0, result.output
    assert "Invite link:" in result.output
    assert "Every seat is a bot: watching." in result.output
    assert "Winner:" in result.output
    # A person joins from an invite link and leaves at once: the seat waits for them.
    match = request(
        server,
        "POST",
        "/api/matches",
        {"game": "labyrinth", "seats": [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}]},
    )
    result = runner.invoke(app, ["connect", match["invite_url"], "--name", "Bo"], input="q\n")
    assert result.exit_code == 0, result.output
    assert "Connected to Labyrinth as seat 1." in result.output
    assert "your seat waits" in result.output
    summary = request(server, "GET", f"/api/matches/{match['id']}")
    assert [seat["name"] for seat in summary["seats"]] == ["Bo", "greedy bot"]
    assert summary["version"] == 0


def test_host_and_connect_a_private_match(server: str) -> None:
    runner = CliRunner()
    hosted = runner.invoke(
        app,
        ["host", "traexx", "--private", "--seats", "bot:greedy,bot:random", "--server", server],
    )
    assert hosted.exit_code == 0, hosted.output
    assert "Private match: send the link only to the players you invite." in hosted.output
    shown = " ".join(hosted.output.split()).split("Invite link: ")[1].split()[0]
    assert "#invite=" in shown
    # a private match with a seat for Bo
    seats = [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}]
    match = request(
        server, "POST", "/api/matches", {"game": "labyrinth", "seats": seats, "private": True}
    )
    link = match["invite_url"]
    base, _, secret = link.partition("#invite=")
    assert secret == match["invite_secret"]
    match_id = match["id"]
    assert match_id not in {m["id"] for m in request(server, "GET", "/api/matches")}
    # without the link's secret: refused in one line
    refused = runner.invoke(app, ["connect", base, "--name", "Eve"])
    assert refused.exit_code == 2
    assert "this match is private" in refused.output
    # with it: Bo takes the second seat
    joined = runner.invoke(app, ["connect", link, "--name", "Bo"], input="q\n")
    assert joined.exit_code == 0, joined.output
    assert "Connected to Labyrinth as seat 1." in joined.output
    summary = request(server, "GET", f"/api/matches/{match_id}")
    assert [seat["name"] for seat in summary["seats"]] == ["Bo", "greedy bot"]
    assert invite_secret(link) == secret
    assert invite_secret(base) is None


def test_online_errors_are_one_clear_line(server: str) -> None:
    runner = CliRunner()
    result = runner.invoke(app, ["connect", f"{server}/match/nothing-here"])
    assert result.exit_code == 2
    assert "there is no match" in result.output
    result = runner.invoke(app, ["host", "labyrinth", "--server", "http://127.0.0.1:9"])
    assert result.exit_code == 2
    assert "cannot reach" in result.output
    with pytest.raises(ServerError):
        split_invite("abc", None)
    assert split_invite("http://h:1/match/abc", None) == ("http://h:1", "abc")


def test_a_result_names_the_winner_even_when_the_server_gave_no_name() -> None:
    outcome = {"winners": [1], "scores": [3, 5], "ranks": [2, 1], "reason": "done"}
    assert result_of(outcome, {0: "Ann", 1: "Bo"}, "en").winners == ("Bo",)  # type: ignore[union-attr]
    unnamed = result_of(outcome, {}, "nl")
    assert unnamed is not None
    assert unnamed.winners == ("plaats 2",)
    assert all(line.startswith("plaats ") for line in unnamed.scores)
