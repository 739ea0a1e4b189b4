"""The full-screen client on a real server (real HTTP and WebSockets): a player against
a bot, a spectator, a waiting player who sees the other's move and hears them leave
and come back, and a Träxx move refused as stale with the path kept."""

from __future__ import annotations

import asyncio
import contextlib
import io
import json
from collections.abc import Iterator
from typing import Any

from rich.console import Console
from textual.pilot import Pilot
from websockets.sync.client import ClientConnection, connect

from spelkast.cli.online import OnlineClient, SocketTransport, request
from spelkast.games.traexx import board as B
from spelkast.tui.live.app import LiveApp
from spelkast.tui.traexx.draw import offers

from .drive import a_legal_spot, click, cursor_to, my_turn, typed, until


def create(server: str, game: str, seats: list[dict[str, str]]) -> dict[str, Any]:
    return dict(request(server, "POST", "/api/matches", {"game": game, "seats": seats}))


def join(server: str, match_id: str, name: str) -> str:
    return str(request(server, "POST", f"/api/matches/{match_id}/join", {"name": name})["token"])


@contextlib.contextmanager
def online_app(
    server: str, match_id: str, token: str | None, lang: str = "en"
) -> Iterator[LiveApp]:
    """The client ``spelkast connect`` starts, on the full screen."""
    client = OnlineClient(server, match_id, token, Console(file=io.StringIO()), input, lang)
    with connect(client.websocket_url(), max_size=1 << 22) as socket:
        socket.send(json.dumps({"type": "hello", "token": token}))
        transport = client.welcome(socket)
        assert transport is not None
        yield LiveApp(transport, lang)


@contextlib.contextmanager
def other_player(server: str, match_id: str, token: str) -> Iterator[ClientConnection]:
    """Another person at the table: a bare WebSocket client, greeted."""
    with connect(f"ws{server[4:]}/api/matches/{match_id}/ws") as socket:
        socket.send(json.dumps({"type": "hello", "token": token}))
        yield socket


def next_state(socket: ClientConnection) -> dict[str, Any]:
    while True:
        message = json.loads(socket.recv(timeout=30))
        if message["type"] == "state":
            return dict(message)


def test_a_player_plays_labyrinth_against_a_bot_by_mouse_and_cursor(server: str) -> None:
    human = {"kind": "human"}
    match = create(server, "labyrinth", [human, {"kind": "bot", "bot": "greedy"}])
    token = join(server, match["id"], "Ann")

    async def play() -> None:
        with online_app(server, match["id"], token) as app:
            async with app.run_test(size=(80, 24)) as pilot:
                await until(pilot, lambda: my_turn(app), "Ann's turn")
                assert "Ann" in app.screen_text
                await click(pilot, "Nb")
                await until(pilot, lambda: my_turn(app) and "Nb" not in str(app.picture.legal[:1]))
                await until(pilot, lambda: len(app.moves) >= 1, "the shift in the moves")
                await cursor_to(pilot, a_legal_spot(app))
                await until(pilot, lambda: any("greedy bot" in m for m in app.moves), "the bot")
                assert app.moves[0] == "Ann pushed column b in from the top"
                lines = app.screen_text.splitlines()
                assert len(lines) <= 24
                assert all(len(line) <= 80 for line in lines)
                await pilot.press("ctrl+q")
            assert app.return_value == "quit"

    asyncio.run(play())
    summary = request(server, "GET", f"/api/matches/{match['id']}")
    assert summary["version"] >= 3


def test_a_spectator_sees_the_board_live_to_the_end(server: str) -> None:
    # Ann moves only when the spectator's board is up: two bots alone could finish the
    # game before a busy machine has started the client, and nothing would move on screen.
    match = create(server, "traexx", [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}])
    ann = join(server, match["id"], "Ann")

    async def watch() -> None:
        with online_app(server, match["id"], None, "nl") as app:
            async with app.run_test(size=(80, 24)) as pilot:
                await until(pilot, lambda: app.picture is not None, "the board")
                first = app.board_text
                with other_player(server, match["id"], ann) as socket:
                    state = next_state(socket)
                    action = state["legal"][0]["action"]
                    socket.send(
                        json.dumps(
                            {"type": "action", "version": state["version"], "action": action}
                        )
                    )
                    await until(pilot, lambda: app.board_text != first, "a board that moved on")
                    assert "●" in app.board_text
                    socket.send(json.dumps({"type": "resign", "id": "r1"}))
                    await until(pilot, lambda: "Winnaar" in app.screen_text, "the result")
                assert "●" in app.board_text  # the boards stay on the game-over screen
                assert "Het spel is voorbij" in app.screen_text
                await pilot.press("ctrl+q")
            assert app.return_value == "over"

    asyncio.run(watch())


def test_a_waiting_player_sees_the_other_move_leave_and_come_back(server: str) -> None:
    match = create(server, "sudoku", [{"kind": "human"}, {"kind": "human"}])
    ann = join(server, match["id"], "Ann")
    bo = join(server, match["id"], "Bo")

    async def play() -> None:
        with online_app(server, match["id"], bo) as app:
            async with app.run_test(size=(80, 24)) as pilot:
                await until(pilot, lambda: app.picture is not None, "the board")
                assert not my_turn(app)
                assert "Ann" in app.screen_text  # waiting for Ann, with the board on screen
                assert "a  b  c" in app.board_text
                with other_player(server, match["id"], ann) as socket:
                    state = next_state(socket)
                    await until(pilot, lambda: "Ann is at the table" in app.screen_text, "Ann")
                    action = {"action": state["legal"][0]["action"]}
                    socket.send(
                        json.dumps({"type": "action", "version": state["version"], **action})
                    )
                    await until(pilot, lambda: any(m.startswith("Ann") for m in app.moves), "move")
                    await until(pilot, lambda: my_turn(app), "Bo's turn")
                await until(pilot, lambda: "Ann left the table" in app.screen_text, "Ann leaves")
                await typed(pilot, "q")
            assert app.return_value == "quit"

    asyncio.run(play())


def test_a_stale_traexx_move_is_explained_and_the_path_kept(server: str) -> None:
    match = create(server, "traexx", [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}])
    token = join(server, match["id"], "Ann")

    async def one_field(pilot: Pilot[str], app: LiveApp) -> list[int]:
        """Ann clicks a field that only one end of her path reaches: her steps so far."""
        assert app.picture is not None
        pairs = offers(app.picture.legal, app.ui_state(0))
        fields = [f for _, f in pairs]
        field = next(f for f in fields if fields.count(f) == 1)
        await click(pilot, B.field_name(field))
        steps = list(app.ui_state(0)["steps"])
        assert steps == [field]
        return steps

    async def play() -> None:
        with online_app(server, match["id"], token) as app:
            async with app.run_test(size=(80, 24)) as pilot:
                await until(pilot, lambda: my_turn(app), "Ann's turn")
                await one_field(pilot, app)
                await typed(pilot, "ok")
                await until(pilot, lambda: my_turn(app) and app.picture.view["round"] == 2)
                steps = await one_field(pilot, app)
                transport = app.transport
                assert isinstance(transport, SocketTransport)
                # The move goes out on version 0, as if chosen before round 1 was played.
                # (Not by changing the transport's last state: a state arriving before the
                # move is sent, the bot's choice or a presence sync, would put it back.)
                real_submit = transport.submit

                def stale_submit(seat: int, action: Any) -> None:
                    transport.submit = real_submit  # type: ignore[method-assign]
                    body = {"version": 0, "action": transport.game.action_to_json(action)}
                    assert transport.socket is not None
                    transport.socket.send(json.dumps({"type": "action", **body}))

                transport.submit = stale_submit  # type: ignore[method-assign]
                await typed(pilot, "ok")
                await until(pilot, lambda: "not played" in app.message, "the refusal")
                assert "version" in app.screen_text
                assert app.ui_state(0)["steps"] == steps  # the path Ann built is still there
                assert "+" in app.board_text  # and drawn
                await typed(pilot, "ok")
                await until(pilot, lambda: sum(m.startswith("Ann") for m in app.moves) == 2)
                await pilot.press("ctrl+q")

    asyncio.run(play())


def test_a_hint_online_is_the_servers_and_counted(server: str) -> None:
    """F2 asks the server (off the screen's thread): its hint and Help proposal are said,
    the proposal typed is played, and the server counted the turn."""
    match = create(server, "sudoids", [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}])
    token = join(server, match["id"], "Ann")
    typed_line = "to play it, type: "

    async def play() -> None:
        with online_app(server, match["id"], token) as app:
            async with app.run_test(size=(80, 24)) as pilot:
                await until(pilot, lambda: my_turn(app), "Ann's turn")
                await pilot.press("f2")
                await until(pilot, lambda: typed_line in app.message, "the server's answer")
                assert "help: " in app.message
                proposal = app.message.partition(typed_line)[2].strip()
                await typed(pilot, proposal)
                await until(pilot, lambda: any(m.startswith("Ann") for m in app.moves), "Ann")
                transport = app.transport
                assert isinstance(transport, SocketTransport)
                await until(
                    pilot,
                    lambda: transport.state["hints"]["used"][0] == {"hints": 1, "helps": 1},
                    "the count",
                )
                await pilot.press("ctrl+q")

    asyncio.run(play())
