"""The daily challenge: one deal a day for everyone, secret until the day is over, one
scored attempt per account and game, anonymous play unranked, and the day's leaderboard."""

from __future__ import annotations

import datetime as dt
import random
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from spelkast.server.accounts.sessions import COOKIE
from spelkast.server.db import MatchRow

from .accountflow import csrf, sign_up
from .wsplay import Player as WsPlayer
from .wsplay import play_out

DAY = dt.datetime(2030, 3, 14, 12, 0, tzinfo=dt.UTC)


class Account:
    """A signed-up account whose requests carry its own cookie and CSRF token."""

    def __init__(self, client: TestClient, name: str) -> None:
        self.client = client
        client.cookies.clear()
        self.account = sign_up(client, name)
        self.cookie = client.cookies[COOKIE]
        client.cookies.clear()

    def play(self, game: str) -> Any:
        self.client.cookies.clear()
        self.client.cookies.set(COOKIE, self.cookie)
        try:
            return self.client.post(
                f"/api/daily/{game}/play", json={"name": "x"}, headers=csrf(self.account)
            )
        finally:
            self.client.cookies.clear()

    def today(self) -> Any:
        self.client.cookies.set(COOKIE, self.cookie)
        try:
            return self.client.get("/api/daily").json()
        finally:
            self.client.cookies.clear()


def at(client: TestClient, moment: dt.datetime) -> None:
    client.app.state.daily_clock = lambda: moment  # type: ignore[attr-defined]


def seed_of(client: TestClient, match_id: str) -> str:
    with Session(client.app.state.lobby.store.engine) as session:  # type: ignore[attr-defined]
        row = session.get(MatchRow, match_id)
        assert row is not None
        return row.seed


def resign(client: TestClient, played: dict[str, Any]) -> None:
    match = played["match"]["id"]
    answer = client.post(
        f"/api/matches/{match}/seats/0/resign",
        headers={"Authorization": f"Bearer {played['token']}"},
    )
    assert answer.status_code == 200, answer.text


def test_one_deal_a_day_kept_secret_until_the_day_is_over(client: TestClient) -> None:
    at(client, DAY)
    ada, bob = Account(client, "ada"), Account(client, "bob")
    first, second = ada.play("traexx").json(), bob.play("traexx").json()
    assert first["scored"]
    assert second["scored"]
    assert seed_of(client, first["match"]["id"]) == seed_of(client, second["match"]["id"])
    assert seed_of(client, first["match"]["id"]) != seed_of(
        client, ada.play("sudoku").json()["match"]["id"]
    )
    resign(client, first)
    history = client.get(f"/api/matches/{first['match']['id']}/history")
    assert history.status_code == 409
    assert set(history.json()["words"]) == {"en", "nl", "fi"}
    board = client.get("/api/daily/traexx/leaderboard").json()
    assert board["seed"] is None
    assert not board["over"]

    at(client, DAY + dt.timedelta(days=1))
    later = ada.play("traexx").json()  # a new day: a new attempt and a new deal
    assert seed_of(client, later["match"]["id"]) != seed_of(client, first["match"]["id"])
    history = client.get(f"/api/matches/{first['match']['id']}/history")
    assert history.status_code == 200
    published = client.get("/api/daily/traexx/leaderboard", params={"day": "2030-03-14"}).json()
    assert published["over"]
    assert published["seed"] == history.json()["seed"] == seed_of(client, first["match"]["id"])


def test_one_scored_attempt_and_anonymous_play_is_never_ranked(client: TestClient) -> None:
    at(client, DAY)
    ada = Account(client, "ada")
    assert ada.play("sudoids").status_code == 201
    again = ada.play("sudoids")
    assert again.status_code == 409
    assert "already played" in again.json()["detail"]
    assert set(again.json()["words"]) == {"en", "nl", "fi"}
    anonymous = [client.post("/api/daily/sudoids/play", json={"name": "Anna"}) for _ in range(2)]
    assert [a.status_code for a in anonymous] == [201, 201]
    assert not any(a.json()["scored"] for a in anonymous)
    for played in anonymous:
        resign(client, played.json())
    assert client.get("/api/daily/sudoids/leaderboard").json()["standings"] == []
    assert client.get("/api/daily").json()["signed_in"] is False


def test_the_leaderboard_ranks_scores_best_first(client: TestClient) -> None:
    at(client, DAY)
    ada, bob = Account(client, "ada"), Account(client, "bob")
    quick = bob.play("sudoids").json()
    resign(client, quick)
    full = ada.play("sudoids").json()
    with client.websocket_connect(f"/api/matches/{full['match']['id']}/ws") as ws:
        player = WsPlayer(ws)
        player.hello(full["token"])
        play_out([player], random.Random(3))
    mine = {c["game"]: c["attempt"] for c in ada.today()["challenges"]}["sudoids"]
    assert mine["result"] == "scored"
    assert mine["score"] > 0
    assert mine["share"]["en"] == f"spelkast daily Sudoids 2030-03-14: {int(mine['score'])} points"
    assert set(mine["share"]) == {"en", "nl", "fi"}
    standings = client.get("/api/daily/sudoids/leaderboard").json()["standings"]
    assert [s["name"] for s in standings] == ["ada", "bob"]
    assert standings[0] == {"place": 1, "name": "ada", "score": mine["score"]}
    assert standings[1]["place"] == 2


def test_bad_requests_are_clear_4xx(client: TestClient) -> None:
    at(client, DAY)
    assert client.post("/api/daily/chess/play", json={"name": "a"}).status_code == 404
    assert client.post("/api/daily/labyrinth/play", json={"name": "a"}).status_code == 404
    assert client.post("/api/daily/sudoku/play", json={}).status_code == 422
    board = "/api/daily/sudoku/leaderboard"
    assert client.get(board, params={"day": "2030-3-1"}).status_code == 422
    assert client.get(board, params={"day": "2030-02-31"}).status_code == 404
    assert client.get(board, params={"day": "2030-03-15"}).status_code == 404


def test_the_all_time_leaderboard_averages_days_with_a_minimum(client: TestClient) -> None:
    ada, bob, cy = Account(client, "ada"), Account(client, "bob"), Account(client, "cyd")
    for offset in range(5):
        at(client, DAY + dt.timedelta(days=offset))
        resign(client, cy.play("sudoku").json())  # 0 points each day
        if offset < 4:  # bob misses a day: under the minimum
            resign(client, bob.play("sudoku").json())
        full = ada.play("sudoku").json()
        with client.websocket_connect(f"/api/matches/{full['match']['id']}/ws") as ws:
            player = WsPlayer(ws)
            player.hello(full["token"])
            play_out([player], random.Random(offset))
    board = client.get("/api/daily/sudoku/alltime").json()
    assert board["min_days"] == 5
    names = [s["name"] for s in board["standings"]]
    assert names == ["ada", "cyd"]
    assert board["standings"][0]["days"] == 5
    assert board["standings"][0]["points"] > board["standings"][1]["points"]
