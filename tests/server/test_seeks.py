"""Play now through the HTTP API: seekers paired into a new running match where each
one's token opens its seat, anonymous and signed-in seekers kept apart, cancelling, and
clear refusals of bad requests."""

from __future__ import annotations

import datetime as dt
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import update
from sqlalchemy.orm import Session

from spelkast.server.db import utcnow
from spelkast.server.seeks.model import SeekRow
from spelkast.server.seeks.pool import STALE_AFTER

from .accountflow import csrf
from .ratingflow import Player as Account
from .wsplay import Player


def seek(client: TestClient, expect: int = 201, **body: Any) -> dict[str, Any]:
    response = client.post("/api/seeks", json={"game": "traexx", **body})
    assert response.status_code == expect, response.text
    found: dict[str, Any] = response.json()
    return found


def state(client: TestClient, made: dict[str, Any], **params: Any) -> dict[str, Any]:
    response = client.get(
        f"/api/seeks/{made['id']}",
        headers={"Authorization": f"Bearer {made['token']}"},
        params=params,
    )
    assert response.status_code == 200, response.text
    found: dict[str, Any] = response.json()
    return found


def test_two_anonymous_seekers_land_in_one_running_match_each_in_its_own_seat(
    client: TestClient,
) -> None:
    first = seek(client, name="Ann", move_seconds=60)
    assert first["status"] == "waiting"
    assert first["signed_in"] is False
    assert first["window"] is None
    second = seek(client, name="Bo", move_seconds=60)
    assert second["status"] == "paired"
    first = first | state(client, first)
    assert first["status"] == "paired"
    assert first["match_id"] == second["match_id"]
    assert {first["seat"], second["seat"]} == {0, 1}
    match = client.get(f"/api/matches/{first['match_id']}").json()
    assert match["status"] == "running"
    assert match["rated"] is False
    assert match["move_seconds"] == 60
    names = {seat["seat"]: seat["name"] for seat in match["seats"]}
    assert names[first["seat"]] == "Ann"
    assert names[second["seat"]] == "Bo"
    with client.websocket_connect(f"/api/matches/{first['match_id']}/ws") as ws:
        player = Player(ws)
        assert player.hello(first["token"])["seat"] == first["seat"]
        assert player.hello(second["token"])["seat"] == second["seat"]


def test_a_signed_in_seeker_is_not_paired_with_an_anonymous_one(client: TestClient) -> None:
    anna = Account(client, "Anna")
    made = anna.post("/api/seeks", json={"game": "traexx"}, headers=csrf(anna.account))
    assert made.status_code == 201, made.text
    mine = made.json()
    assert mine["signed_in"] is True
    assert 100.0 <= mine["window"] < 600.0
    client.cookies.clear()
    anonymous = seek(client, name="Bo")
    assert anonymous["status"] == "waiting"
    bert = Account(client, "Bert")
    made = bert.post("/api/seeks", json={"game": "traexx"}, headers=csrf(bert.account))
    theirs = made.json()
    assert theirs["status"] == "paired"
    assert state(client, mine)["match_id"] == theirs["match_id"]
    assert state(client, anonymous)["status"] == "waiting"
    # accounts' seats belong to them
    games = anna.get("/api/account/games").json()
    assert theirs["match_id"] in str(games)


def test_accounts_paired_with_a_clock_play_a_rated_match(client: TestClient) -> None:
    anna, bert = Account(client, "Anna"), Account(client, "Bert")
    body = {"game": "traexx", "move_seconds": 30}
    anna.post("/api/seeks", json=body, headers=csrf(anna.account))
    paired = bert.post("/api/seeks", json=body, headers=csrf(bert.account)).json()
    match = client.get(f"/api/matches/{paired['match_id']}").json()
    assert match["rated"] is True


def test_a_cancelled_seek_is_never_paired_and_a_paired_one_stays_paired(
    client: TestClient,
) -> None:
    gone = seek(client, name="Ann")
    cancel = client.post(
        f"/api/seeks/{gone['id']}/cancel", headers={"Authorization": f"Bearer {gone['token']}"}
    )
    assert cancel.status_code == 200
    assert cancel.json()["status"] == "cancelled"
    first = seek(client, name="Bo")
    assert first["status"] == "waiting"
    second = seek(client, name="Cy")
    assert second["status"] == "paired"
    late = client.post(
        f"/api/seeks/{first['id']}/cancel", headers={"Authorization": f"Bearer {first['token']}"}
    )
    assert late.json()["status"] == "paired"
    assert late.json()["match_id"] == second["match_id"]


def test_player_count_ranges_and_clocks_decide_who_meets(client: TestClient) -> None:
    three = seek(client, name="Ann", min_players=3, max_players=4)
    two = seek(client, name="Bo")
    assert two["status"] == "waiting"
    other_clock = seek(client, name="Cy", min_players=3, max_players=3, move_seconds=30)
    assert other_clock["status"] == "waiting"
    seek(client, name="Di", min_players=3, max_players=3)  # with Ann: three need one more
    last = seek(client, name="Ed", min_players=3, max_players=4)
    assert last["status"] == "paired"
    match = client.get(f"/api/matches/{last['match_id']}").json()
    assert len(match["seats"]) == 3
    assert state(client, three)["match_id"] == last["match_id"]
    assert state(client, two)["status"] == "waiting"


def test_waiting_for_a_seek_answers_when_it_is_paired(client: TestClient) -> None:
    first = seek(client, name="Ann")
    waited = state(client, first, wait=0.3)
    assert waited["status"] == "waiting"
    assert waited["waited"] >= 0.3
    seek(client, name="Bo")
    assert state(client, first, wait=5)["status"] == "paired"


def test_bad_seeks_are_refused_with_clear_errors(client: TestClient) -> None:
    seek(client, 404, game="chess")
    seek(client, 422, min_players=1)
    seek(client, 422, move_seconds=45)
    seek(client, 422, surprise=True)
    refused = seek(client, 400, min_players=4, max_players=3)
    assert refused["words"]["nl"]
    refused = seek(client, 400, game="sudoku", min_players=5, max_players=6)
    assert "players" in refused["words"]["en"]
    made = seek(client, name="Ann")
    wrong = client.get(f"/api/seeks/{made['id']}", headers={"Authorization": "Bearer nope"})
    assert wrong.status_code == 404
    assert client.get(f"/api/seeks/{made['id']}").status_code == 404
    assert client.post("/api/seeks/nothing/cancel").status_code == 404
    assert client.get(f"/api/seeks/{made['id']}", params={"wait": 99}).status_code == 422


def test_a_seek_nobody_asks_for_leaves_the_pool(client: TestClient) -> None:
    left = seek(client, name="Ann")
    engine = client.app.state.lobby.store.engine  # type: ignore[attr-defined]
    with Session(engine) as session, session.begin():
        session.execute(
            update(SeekRow)
            .where(SeekRow.id == left["id"])
            .values(seen_at=utcnow() - dt.timedelta(seconds=STALE_AFTER + 1))
        )
    late = seek(client, name="Bo")
    assert late["status"] == "waiting"
    assert state(client, left)["status"] == "gone"


def test_a_bad_name_is_refused(client: TestClient) -> None:
    assert "1 to 40" in seek(client, 400, name="")["detail"]
    assert "space" in seek(client, 400, name=" Ann")["detail"]
