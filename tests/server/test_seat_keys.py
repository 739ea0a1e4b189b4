"""A seat taken while signed in opens on every device signed in to the account: its
token is the account's key for it, which a signed-in device fetches (with the CSRF
token) and sends in the hello like any seat token."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from .accountflow import csrf, sign_in, sign_up
from .wsplay import Player, create, join


def _join(client: TestClient, account: dict[str, Any], match_id: str, seat: int) -> str:
    response = client.post(
        f"/api/matches/{match_id}/join", json={"name": "Ada", "seat": seat}, headers=csrf(account)
    )
    assert response.status_code == 200, response.text
    token: str = response.json()["token"]
    return token


def _keys(client: TestClient, account: dict[str, Any], match_id: str) -> dict[int, str]:
    response = client.post(f"/api/account/games/{match_id}/keys", headers=csrf(account))
    assert response.status_code == 200, response.text
    return {k["seat"]: k["token"] for k in response.json()["keys"]}


def test_a_seat_taken_on_one_device_is_played_from_another(client: TestClient) -> None:
    sign_up(client, "ada")
    account = sign_in(client, "ada")
    match = create(client, "sudoku", ["human", "bot:random"])
    token = _join(client, account, match["id"], 0)
    with TestClient(client.app) as phone:
        on_phone = sign_in(phone, "ada")
        games = phone.get("/api/account/games").json()
        assert [(g["match"]["id"], g["anywhere"]) for g in games] == [(match["id"], [0])]
        keys = _keys(phone, on_phone, match["id"])
        assert keys == {0: token}
        with phone.websocket_connect(f"/api/matches/{match['id']}/ws") as socket:
            player = Player(socket)
            assert player.hello(keys[0])["seat"] == 0


def test_keys_need_the_csrf_token_and_the_account(client: TestClient) -> None:
    account = sign_up(client, "ada")
    match = create(client, "sudoku", ["human", "human"])
    _join(client, account, match["id"], 1)
    assert client.post(f"/api/account/games/{match['id']}/keys").status_code == 403
    with TestClient(client.app) as stranger:
        assert stranger.post(f"/api/account/games/{match['id']}/keys").status_code == 401
        other = sign_up(stranger, "bob")
        assert _keys(stranger, other, match["id"]) == {}
        assert _keys(client, account, "no-such-match") == {}


def test_two_seats_of_one_account_have_different_keys(client: TestClient) -> None:
    account = sign_up(client, "ada")
    match = create(client, "sudoku", ["human", "human"])
    tokens = [_join(client, account, match["id"], seat) for seat in (0, 1)]
    assert tokens[0] != tokens[1]
    assert _keys(client, account, match["id"]) == {0: tokens[0], 1: tokens[1]}


def test_a_join_without_a_seat_takes_the_first_open_one_with_its_key(client: TestClient) -> None:
    account = sign_up(client, "ada")
    match = create(client, "sudoku", ["human", "human"])
    join(client, match["id"], "Bob", seat=0)  # anonymous (no CSRF token): a random token
    response = client.post(
        f"/api/matches/{match['id']}/join", json={"name": "Ada"}, headers=csrf(account)
    )
    assert response.status_code == 200
    assert response.json()["seat"] == 1
    assert _keys(client, account, match["id"]) == {1: response.json()["token"]}


def test_seats_from_before_signing_in_and_seats_handed_to_a_bot_stay_here(
    client: TestClient,
) -> None:
    match = create(client, "sudoku", ["human", "human"])
    token = join(client, match["id"], "Ada", seat=0)
    account = sign_up(client, "ada")
    attach = {"seats": [{"match_id": match["id"], "seat": 0, "token": token}]}
    assert client.post("/api/account/seats", json=attach, headers=csrf(account)).json() == {
        "attached": 1
    }
    handed = _join(client, account, match["id"], 1)
    assert set(_keys(client, account, match["id"])) == {1}
    bot = client.post(
        f"/api/matches/{match['id']}/seats/1/bot",
        json={"bot": "random"},
        headers={"Authorization": f"Bearer {handed}"},
    )
    assert bot.status_code == 200, bot.text
    assert _keys(client, account, match["id"]) == {}
    games = client.get("/api/account/games").json()
    assert [(g["seats"], g["anywhere"]) for g in games] == [([0, 1], [])]


def test_a_huge_match_id_is_refused(client: TestClient) -> None:
    account = sign_up(client, "ada")
    response = client.post(f"/api/account/games/{'x' * 200}/keys", headers=csrf(account))
    assert response.status_code in (400, 422)
