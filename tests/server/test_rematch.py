"""Rematch: one person of a finished match offers, every other person accepts (bots
accept by themselves), and the server makes the same game with the same options and
players, seats rotated, everyone already seated with a new token; a decline ends the
offer; the players watching the old match hear of every step."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from spelkast.server.app import Settings, create_app

from .wsplay import Player, create, join


def _bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def _finish(client: TestClient, match_id: str, token: str, seat: int) -> None:
    answer = client.post(f"/api/matches/{match_id}/seats/{seat}/resign", headers=_bearer(token))
    assert answer.status_code == 200, answer.text


def _rematch(client: TestClient, match_id: str, token: str, accept: bool = True) -> Any:
    return client.post(
        f"/api/matches/{match_id}/rematch", headers=_bearer(token), json={"accept": accept}
    )


def test_offer_accept_and_both_land_in_the_rotated_rematch(
    client: TestClient, settings: Settings
) -> None:
    match = create(client, "sudoku", ["human", "human", "bot:easy"], seed=4)
    mid = match["id"]
    anna, ben = join(client, mid, "Anna"), join(client, mid, "Ben")
    with client.websocket_connect(f"/api/matches/{mid}/ws") as ws:
        watcher = Player(ws)
        watcher.hello(ben)
        _finish(client, mid, anna, 0)
        watcher.wait_for(lambda s: s["status"] == "finished")
        offered = _rematch(client, mid, anna)
        assert offered.status_code == 200, offered.text
        assert offered.json() == {
            "offered_by": 0,
            "accepted": [0],
            "waiting": [1],
            "declined_by": None,
            "new_match": None,
            "seat": None,
            "token": None,
        }
        told = watcher.receive_until("rematch")
        assert told == {
            "type": "rematch",
            "match": mid,
            "offered_by": 0,
            "accepted": [0],
            "waiting": [1],
            "declined_by": None,
            "new_match": None,
        }
        accepted = _rematch(client, mid, ben).json()
        new_id = accepted["new_match"]
        assert new_id
        assert new_id != mid
        assert accepted["seat"] == 0
        assert accepted["token"]
        assert accepted["waiting"] == []
        assert watcher.receive_until("rematch")["new_match"] == new_id
    # Anna asks again and gets her own seat and token.
    hers = _rematch(client, mid, anna).json()
    assert hers["new_match"] == new_id
    assert hers["seat"] == 2
    assert hers["token"]
    assert hers["token"] != accepted["token"]
    assert client.get(f"/api/matches/{mid}/rematch", headers=_bearer(anna)).json() == hers
    new = client.get(f"/api/matches/{new_id}").json()
    assert new["status"] == "running"
    assert new["game"] == "sudoku"
    assert new["options"] == match["options"]
    assert [(s["kind"], s["name"], s["bot"]) for s in new["seats"]] == [
        ("human", "Ben", None),
        ("bot", "easy bot", "easy"),
        ("human", "Anna", None),
    ]
    assert not any(s["open"] for s in new["seats"])
    # the new tokens open the new seats
    for token, seat in ((accepted["token"], 0), (hers["token"], 2)):
        with client.websocket_connect(f"/api/matches/{new_id}/ws") as ws:
            player = Player(ws)
            assert player.hello(token)["seat"] == seat
    # an old token opens nothing in the new match
    with client.websocket_connect(f"/api/matches/{new_id}/ws") as ws:
        stranger = Player(ws)
        stranger.send({"type": "hello", "token": anna, "since": None})
        assert stranger.receive()["code"] == "bad_token"
    # the rematch is stored like any match
    with TestClient(create_app(settings)) as again:
        stored = again.get(f"/api/matches/{new_id}").json()
        assert [s["name"] for s in stored["seats"]] == ["Ben", "easy bot", "Anna"]
        assert stored["status"] == "running"


def test_against_bots_only_the_offer_makes_the_rematch(client: TestClient) -> None:
    match = create(client, "traexx", ["human", "bot:easy"], seed=8, move_seconds=60)
    token = join(client, match["id"], "Cleo")
    _finish(client, match["id"], token, 0)
    made = _rematch(client, match["id"], token).json()
    assert made["new_match"]
    assert made["seat"] == 1
    new = client.get(f"/api/matches/{made['new_match']}").json()
    assert new["move_seconds"] == 60
    assert [s["kind"] for s in new["seats"]] == ["bot", "human"]
    assert new["seats"][1]["name"] == "Cleo"


def test_a_decline_ends_the_offer_and_a_new_offer_may_follow(client: TestClient) -> None:
    match = create(client, "sudoku", ["human", "human"], seed=9)
    mid = match["id"]
    anna, ben = join(client, mid, "Anna"), join(client, mid, "Ben")
    _finish(client, mid, ben, 1)
    assert _rematch(client, mid, anna).json()["waiting"] == [1]
    declined = _rematch(client, mid, ben, accept=False).json()
    assert declined["declined_by"] == 1
    assert declined["new_match"] is None
    assert declined["waiting"] == []
    # declining again: there is no offer
    assert _rematch(client, mid, anna, accept=False).status_code == 409
    again = _rematch(client, mid, ben).json()
    assert again["offered_by"] == 1
    assert again["waiting"] == [0]
    assert again["declined_by"] is None
    made = _rematch(client, mid, anna).json()
    assert made["new_match"]
    assert made["seat"] == 1


def test_bad_rematch_requests_are_refused(client: TestClient) -> None:
    match = create(client, "sudoku", ["human", "human"], seed=10)
    mid = match["id"]
    anna, ben = join(client, mid, "Anna"), join(client, mid, "Ben")
    running = _rematch(client, mid, anna)
    assert running.status_code == 409
    assert "over" in running.json()["detail"]
    _finish(client, mid, anna, 0)
    assert client.post(f"/api/matches/{mid}/rematch", json={}).status_code == 403
    assert _rematch(client, mid, "not a token").status_code == 403
    assert client.get(f"/api/matches/{mid}/rematch").status_code == 403
    assert _rematch(client, "nosuchmatch", anna).status_code == 404
    bad = client.post(f"/api/matches/{mid}/rematch", headers=_bearer(ben), json={"accept": "x"})
    assert bad.status_code == 422
    status = client.get(f"/api/matches/{mid}/rematch", headers=_bearer(ben)).json()
    assert status["offered_by"] is None
    assert status["new_match"] is None
