"""Fair shuffles: the seed of an online match (it decides every deal) comes from the
server's secure randomness; no request can choose it, and it leaves the server only in
the history of a finished match: not in any WebSocket message, HTTP answer or log line
before that."""

from __future__ import annotations

import logging
import random

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import create_engine, text

from spelkast.server.app import Settings, create_app

from .wsplay import Player, join, play_out

#: A seed whose decimal digits cannot turn up by chance in a message.
SEED = 7_340_917_226_581_309_413


def stored_seed(database_url: str, match_id: str) -> int:
    engine = create_engine(database_url)
    try:
        with engine.connect() as db:
            found = db.execute(
                text("SELECT seed FROM matches WHERE id = :m"), {"m": match_id}
            ).scalar_one()
    finally:
        engine.dispose()
    return int(found)


def test_the_server_draws_every_seed_itself(settings: Settings) -> None:
    body = {"game": "labyrinth-cards", "seats": [{"kind": "human"}, {"kind": "human"}]}
    with TestClient(create_app(settings)) as client:
        ids = [client.post("/api/matches", json=body).json()["id"] for _ in range(3)]
        chosen = client.post("/api/matches", json={**body, "seed": 1})
        assert chosen.status_code == 422
        assert "seed" in str(chosen.json()["detail"])
    assert settings.database_url is not None
    seeds = {stored_seed(settings.database_url, match_id) for match_id in ids}
    assert len(seeds) == 3  # 63 random bits each: equal seeds would be a broken source
    assert all(0 <= seed < 2**63 for seed in seeds)


def test_the_seed_never_leaves_the_server_before_the_end(
    settings: Settings, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    answers: list[str] = []
    with TestClient(create_app(settings, seeds=lambda: SEED)) as client:
        body = {"game": "sudoids", "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"}]}
        created = client.post("/api/matches", json=body)
        match_id = created.json()["id"]
        answers.append(created.text)
        answers.append(client.get("/api/matches").text)
        early = client.get(f"/api/matches/{match_id}/history")
        assert early.status_code == 409
        answers.append(early.text)
        joined = client.post(f"/api/matches/{match_id}/join", json={"name": "Ann"})
        answers.append(joined.text)
        with (
            client.websocket_connect(f"/api/matches/{match_id}/ws") as a,
            client.websocket_connect(f"/api/matches/{match_id}/ws") as watching,
        ):
            ann, spectator = Player(a), Player(watching)
            ann.hello(joined.json()["token"])
            spectator.hello(None)
            answers.append(client.get(f"/api/matches/{match_id}").text)
            play_out([ann], random.Random(3))
            spectator.wait_for(lambda s: s["status"] == "finished")
        answers.extend([*ann.raw, *spectator.raw])
        answers.append(client.get("/api/health").text)
        answers.append(client.get("/api/matches?status=finished").text)
        answers.extend(record.getMessage() for record in caplog.records)
        leaks = [answer for answer in answers if str(SEED) in answer]
        assert not leaks
        # Over: the replay shows the seed, so anyone can check the deals.
        history = client.get(f"/api/matches/{match_id}/history").json()
    assert history["seed"] == str(SEED)
    assert settings.database_url is not None
    assert stored_seed(settings.database_url, match_id) == SEED


def test_the_injected_source_fixes_the_deal(settings: Settings) -> None:
    """The test-only way to fix a seed works, and only through the app factory."""
    views = []
    for _ in range(2):
        with TestClient(create_app(settings, seeds=lambda: SEED)) as client:
            match = client.post(
                "/api/matches",
                json={"game": "labyrinth", "seats": [{"kind": "human"}, {"kind": "human"}]},
            ).json()
            token = join(client, match["id"], "Ann")
            with client.websocket_connect(f"/api/matches/{match['id']}/ws") as socket:
                ann = Player(socket)
                ann.hello(token)
                assert ann.state is not None
                views.append(ann.state["view"])
    assert views[0] == views[1]
