"""Every event the server sends carries the move in words (en/nl/fi) and, for a
Labyrinth walk, the pawn's path; a sealed choice carries neither; a match loaded again
from the store sends the same words."""

from __future__ import annotations

from fastapi.testclient import TestClient

from spelkast.games.labyrinth.board import cell_name
from spelkast.server.app import Settings, create_app

from .wsplay import Player, create, join


def test_events_carry_words_and_the_pawns_path(client: TestClient, settings: Settings) -> None:
    match = create(client, "labyrinth", ["human", "human"], seed=4)
    tokens = [join(client, match["id"], name) for name in ("Anna", "Ben")]
    with (
        client.websocket_connect(f"/api/matches/{match['id']}/ws") as ws_anna,
        client.websocket_connect(f"/api/matches/{match['id']}/ws") as ws_ben,
    ):
        anna, ben = Player(ws_anna), Player(ws_ben)
        anna.hello(tokens[0])
        ben.hello(tokens[1])
        assert anna.state is not None
        shift = next(e["action"] for e in anna.state["legal"] if e["action"]["arrow"] == "W2")
        assert anna.act(shift)["type"] == "accepted"
        assert anna.state["version"] == 1
        pawn = cell_name(anna.state["view"]["players"][0]["pawn"])
        walk = anna.state["legal"][-1]["action"]
        assert anna.act(walk)["type"] == "accepted"
        ben.wait_for(lambda s: s["version"] == 2)
    pushed, walked = ben.events[1], ben.events[2]
    assert pushed["words"] == {
        "en": "Anna pushed row 2 in from the left",
        "nl": "Anna schoof rij 2 van links in",
        "fi": "Anna työnsi rivin 2 vasemmalta",
    }
    assert "motion" not in pushed
    assert walked["words"]["en"].startswith("Anna ")
    assert walked["words"]["nl"].startswith("Anna ")
    path = walked["motion"]["path"]
    assert path[-1] == walk["to"]
    assert path[0] == pawn
    # A server started again on the same store says the same words.
    with (
        TestClient(create_app(settings)) as again,
        again.websocket_connect(f"/api/matches/{match['id']}/ws") as ws,
    ):
        watcher = Player(ws)
        watcher.hello(None, 0)
        assert watcher.events[1]["words"] == pushed["words"]
        assert watcher.events[2]["words"] == walked["words"]
        assert watcher.events[2]["motion"] == walked["motion"]


def test_bots_are_named_by_level_in_the_words(client: TestClient) -> None:
    match = create(client, "sudoku", ["bot:medium", "bot:easy"], seed=3)
    with client.websocket_connect(f"/api/matches/{match['id']}/ws") as ws:
        watcher = Player(ws)
        watcher.hello(None, 0)
        watcher.wait_for(lambda s: s["version"] >= 2)
    first = watcher.events[1]["words"]
    assert first["en"].startswith("medium bot ")
    assert first["nl"].startswith("gemiddelde bot ")
    assert first["fi"].startswith("keskitason botti ")


def test_a_sealed_choice_carries_no_words(client: TestClient) -> None:
    match = create(client, "traexx", ["human", "human", "human"], seed=6)
    tokens = [join(client, match["id"], name) for name in ("Ann", "Bo", "Cy")]
    sockets = [client.websocket_connect(f"/api/matches/{match['id']}/ws") for _ in tokens]
    players = [Player(ws.__enter__()) for ws in sockets]
    try:
        for player, token in zip(players, tokens, strict=True):
            player.hello(token)
        start = players[0].state["version"]  # type: ignore[index]
        choice = players[0].state["legal"][-1]["action"]  # type: ignore[index]
        assert players[0].act(choice)["type"] == "accepted"
        cy = players[2].wait_for(lambda s: s["version"] == start + 1)
        sealed = next(e for e in cy["events"] if e["version"] == start + 1)
        assert sealed["sealed"] is True
        assert "words" not in sealed
        own = players[0].wait_for(lambda s: s["version"] == start + 1)
        mine = next(e for e in own["events"] if e["version"] == start + 1)
        assert mine["words"]["en"].startswith("Ann ")
    finally:
        for ws in sockets:
            ws.__exit__(None, None, None)
