"""Seats cannot be sniped: a private match is joined only with its invite's secret and
is never listed; joins are rate-limited per client; the creator frees a seat nobody has
played from (its token stops working, the seat is open again, everyone is told)."""

from __future__ import annotations

import dataclasses
from typing import Any

from fastapi.testclient import TestClient

from spelkast.server.app import Settings, create_app
from spelkast.server.models import INVITE_FRAGMENT

from .wsplay import Player

SUDOKU = {"game": "sudoku", "seats": [{"kind": "human"}, {"kind": "human"}]}


def _bearer(key: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {key}"}


def _create(client: TestClient, private: bool, **more: Any) -> dict[str, Any]:
    client.app.state.lobby.seeds = lambda: 5  # type: ignore[attr-defined]
    answer = client.post("/api/matches", json={**SUDOKU, "private": private, **more})
    assert answer.status_code == 201, answer.text
    made: dict[str, Any] = answer.json()
    return made


def _join(client: TestClient, match_id: str, name: str, **more: Any) -> Any:
    return client.post(f"/api/matches/{match_id}/join", json={"name": name, **more})


# -------------------------------------------------------------------- private matches
def test_a_private_match_is_joined_only_with_its_invite_secret(client: TestClient) -> None:
    made = _create(client, private=True)
    secret = made["invite_secret"]
    assert made["private"] is True
    assert len(secret) >= 40
    # the link holds the secret in its fragment, which a browser never sends a server
    assert made["invite_url"].endswith(f"/match/{made['id']}{INVITE_FRAGMENT}{secret}")
    for wrong in ({}, {"invite": None}, {"invite": "guess"}, {"invite": secret[:-1]}):
        refused = _join(client, made["id"], "Mallory", **wrong)
        assert refused.status_code == 403, refused.text
        assert "invite link" in refused.json()["detail"]
    after = client.get(f"/api/matches/{made['id']}").json()
    assert all(seat["open"] for seat in after["seats"])  # nothing was taken
    assert _join(client, made["id"], "Anna", invite=secret).status_code == 200
    # the secret is told only to the creator: no later answer holds it
    assert secret not in client.get(f"/api/matches/{made['id']}").text
    assert secret not in client.get("/api/matches?status=open&status=running").text


def test_private_matches_are_not_listed_and_public_ones_are(client: TestClient) -> None:
    public = _create(client, private=False)
    private = _create(client, private=True)
    assert public["private"] is False
    assert public["invite_secret"] is None
    assert public["invite_url"].endswith(f"/match/{public['id']}")
    listed = {m["id"] for m in client.get("/api/matches?status=open").json()}
    assert public["id"] in listed
    assert private["id"] not in listed
    # a public match needs no secret
    assert _join(client, public["id"], "Ben").status_code == 200


def test_a_private_match_stays_private_after_a_restart(
    client: TestClient, settings: Settings
) -> None:
    made = _create(client, private=True)
    with TestClient(create_app(settings)) as again:
        assert _join(again, made["id"], "Mallory").status_code == 403
        assert _join(again, made["id"], "Anna", invite=made["invite_secret"]).status_code == 200
        assert made["id"] not in {m["id"] for m in again.get("/api/matches").json()}


# ------------------------------------------------------------------------ join limit
def test_joins_are_rate_limited_per_client_with_retry_after(settings: Settings) -> None:
    limited = dataclasses.replace(settings, join_burst=3, join_per_minute=6.0)
    with TestClient(create_app(limited)) as client:
        full = _create(client, private=False)
        answers = [_join(client, full["id"], f"P{n}").status_code for n in range(5)]
        # two seats taken, a refused third (409), then the limit
        assert answers == [200, 200, 409, 429, 429]
        refused = _join(client, full["id"], "P9")
        wait = int(refused.headers["retry-after"])
        assert 1 <= wait <= 10
        assert f"try again in {wait} s" in refused.json()["detail"]
        assert "join" in refused.json()["detail"]
        # another client address has its own allowance
        other = TestClient(client.app, client=("192.0.2.7", 50000))
        assert _join(other, full["id"], "Q").status_code == 409


# ---------------------------------------------------------------------- freeing seats
def test_the_creator_frees_a_seat_nobody_played_from(client: TestClient) -> None:
    made = _create(client, private=False)
    match_id = made["id"]
    anna = _join(client, match_id, "Anna").json()
    mallory = _join(client, match_id, "Mallory").json()
    assert client.get(f"/api/matches/{match_id}").json()["status"] == "running"
    with (
        client.websocket_connect(f"/api/matches/{match_id}/ws") as ws_anna,
        client.websocket_connect(f"/api/matches/{match_id}/ws") as ws_mallory,
        client.websocket_connect(f"/api/matches/{match_id}/ws") as ws_watcher,
    ):
        players = Player(ws_anna), Player(ws_mallory), Player(ws_watcher)
        players[0].hello(anna["token"])
        players[1].hello(mallory["token"])
        players[2].hello(None)
        # only with the creator's key
        path = f"/api/matches/{match_id}/seats/{mallory['seat']}/free"
        assert client.post(path).status_code == 403
        assert client.post(path, headers=_bearer(mallory["token"])).status_code == 403
        freed = client.post(path, headers=_bearer(made["host_key"]))
        assert freed.status_code == 200, freed.text
        seat = freed.json()["seats"][mallory["seat"]]
        assert seat["open"] is True
        assert seat["name"] == ""
        assert freed.json()["status"] == "open"
        # everyone is told, in every language, with the name of who held it
        for player in players:
            notice = player.receive_until("notice")
            assert notice["code"] == "seat_freed"
            assert notice["seat"] == mallory["seat"]
            assert notice["name"] == "Mallory"
            assert set(notice["text"]) == {"en", "nl", "fi"}
            assert all("Mallory" in text for text in notice["text"].values())
            player.wait_for(lambda s: s["status"] == "open")
        # the freed seat's connection watches now: it cannot act
        players[1].send({"type": "resign", "id": "r"})
        assert players[1].answer()["code"] == "spectator"
    # the old token opens nothing
    with client.websocket_connect(f"/api/matches/{match_id}/ws") as ws:
        again = Player(ws)
        again.send({"type": "hello", "token": mallory["token"], "since": None})
        assert again.receive()["code"] == "bad_token"
    gone = client.post(
        f"/api/matches/{match_id}/seats/{mallory['seat']}/resign",
        headers=_bearer(mallory["token"]),
    )
    assert gone.status_code == 403
    # the seat is open again: a friend takes it and the match runs
    ben = _join(client, match_id, "Ben").json()
    assert ben["seat"] == mallory["seat"]
    assert ben["match"]["status"] == "running"


def test_a_seat_someone_played_from_cannot_be_freed(client: TestClient) -> None:
    made = _create(client, private=False)
    match_id = made["id"]
    first = _join(client, match_id, "Anna").json()
    second = _join(client, match_id, "Ben").json()
    state = client.get(f"/api/matches/{match_id}").json()
    mover = state["to_move"][0]
    token = first["token"] if first["seat"] == mover else second["token"]
    with client.websocket_connect(f"/api/matches/{match_id}/ws") as ws:
        player = Player(ws)
        player.hello(token)
        assert player.act(player.state["legal"][0]["action"])["type"] == "accepted"  # type: ignore[index]
    key = _bearer(made["host_key"])
    refused = client.post(f"/api/matches/{match_id}/seats/{mover}/free", headers=key)
    assert refused.status_code == 409
    assert "stays taken" in refused.json()["detail"]
    listed = client.get(f"/api/matches/{match_id}").json()["seats"]
    assert listed[mover]["played"] is True
    assert listed[1 - mover]["played"] is False
    # an open seat, a bot's seat and a seat that does not exist are refused too
    bots = client.post(
        "/api/matches",
        json={"game": "sudoku", "seats": [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}]},
    ).json()
    bot_key = _bearer(bots["host_key"])
    for seat in (0, 1, 5):
        answer = client.post(f"/api/matches/{bots['id']}/seats/{seat}/free", headers=bot_key)
        assert answer.status_code == 409, (seat, answer.text)


def test_a_freed_seat_is_stored(client: TestClient, settings: Settings) -> None:
    made = _create(client, private=True)
    secret = made["invite_secret"]
    _join(client, made["id"], "Anna", invite=secret)
    mallory = _join(client, made["id"], "Mallory", invite=secret).json()
    key = _bearer(made["host_key"])
    path = f"/api/matches/{made['id']}/seats/{mallory['seat']}/free"
    assert client.post(path, headers=key).status_code == 200
    with TestClient(create_app(settings)) as again:
        summary = again.get(f"/api/matches/{made['id']}").json()
        assert summary["status"] == "open"
        assert summary["seats"][mallory["seat"]]["open"] is True
        # the key works on the new server too, and the freed seat cannot be freed again
        assert again.post(path, headers=key).status_code == 409
