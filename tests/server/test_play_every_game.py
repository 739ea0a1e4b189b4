"""Every registered game can be played to the end through the server: people against
people (two WebSocket clients) and against bots."""

from __future__ import annotations

import random

import pytest
from fastapi.testclient import TestClient

from spelkast.core.registry import all_games

from .wsplay import Player, create, join, play_out

GAMES = [game.info.id for game in all_games()]


VARIANTS = [(game_id, {}) for game_id in GAMES] + [
    ("labyrinth", {"day_night": True}),
    ("labyrinth", {"open_cards": True, "no_return": True}),
]


@pytest.mark.parametrize(("game_id", "options"), VARIANTS)
def test_two_people_play_a_whole_game(
    client: TestClient, game_id: str, options: dict[str, object]
) -> None:
    match = create(client, game_id, ["human", "human"], seed=5, options=options)
    assert match["status"] == "open"
    tokens = [join(client, match["id"], "Ann"), join(client, match["id"], "Bo")]
    with (
        client.websocket_connect(f"/api/matches/{match['id']}/ws") as a,
        client.websocket_connect(f"/api/matches/{match['id']}/ws") as b,
    ):
        players = [Player(a), Player(b)]
        for player, token in zip(players, tokens, strict=True):
            welcome = player.hello(token)
            assert welcome["role"] == "player"
        made = play_out(players, random.Random(7))
        assert made > 0
        final = players[0].state
        assert final is not None
        assert final["status"] == "finished"
        assert final["outcome"] is not None
        assert players[1].state is not None
        assert players[1].state["version"] == final["version"]
    summary = client.get(f"/api/matches/{match['id']}").json()
    assert summary["status"] == "finished"
    assert summary["version"] == final["version"]
    history = client.get(f"/api/matches/{match['id']}/history").json()
    assert len(history["events"]) == final["version"]
    assert len(history["views"]) == final["version"] + 1


@pytest.mark.parametrize("game_id", GAMES)
def test_a_person_plays_against_bots(client: TestClient, game_id: str) -> None:
    match = create(client, game_id, ["bot:random", "human", "bot:random"], seed=3)
    token = join(client, match["id"], "Ann")
    with client.websocket_connect(f"/api/matches/{match['id']}/ws") as ws:
        me = Player(ws)
        me.hello(token)
        play_out([me], random.Random(2))
        assert me.state is not None
        assert me.state["outcome"] is not None
    health = client.get("/api/health").json()
    assert health["bot_moves"] > 0
