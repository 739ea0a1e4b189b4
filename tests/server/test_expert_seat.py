"""The expert level at the server: the games list offers it among the levels, and a
match seats it and plays to the end with it."""

from __future__ import annotations

import random

from fastapi.testclient import TestClient

from spelkast.bots.levels import LEVELS, levels_of

from .wsplay import Player, create, join, play_out


def test_the_games_list_gives_every_game_its_levels_expert_last(client: TestClient) -> None:
    games = client.get("/api/games").json()
    assert games
    for game in games:
        assert game["levels"] == levels_of(game["id"]) == list(LEVELS)
        assert game["levels"][-1] == "expert"
        assert "expert" in game["bots"]


def test_a_person_plays_a_whole_game_against_the_expert_bot(client: TestClient) -> None:
    # Two-player Sudoids: the expert's exact search decides in milliseconds.
    match = create(client, "sudoids", ["bot:expert", "human"], seed=4)
    assert match["seats"][0]["name"] == "expert bot"
    token = join(client, match["id"], "Ann")
    with client.websocket_connect(f"/api/matches/{match['id']}/ws") as ws:
        me = Player(ws)
        me.hello(token)
        play_out([me], random.Random(3))
        assert me.state is not None
        assert me.state["outcome"] is not None
    history = client.get(f"/api/matches/{match['id']}/history").json()
    assert any(event.get("seat") == 0 for event in history["events"])
