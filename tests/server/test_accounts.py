"""Accounts over HTTP: sign-up and sign-in, the session cookie, the CSRF check,
throttling, revocation, seats that belong to an account, export and deletion. Each
protection has a test that fails without it."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from spelkast.server.accounts.store import BLOCKING_FAILURES, SESSION_IDLE, AccountStore
from spelkast.server.app import Settings, create_app
from spelkast.server.db import ThrottleRow

from .accountflow import PASSWORD, csrf, sign_in, sign_up, signed_account
from .wsplay import create, join


@pytest.fixture
def other(client: TestClient) -> Iterator[TestClient]:
    """A second browser on the same server."""
    with TestClient(client.app) as second:
        yield second


def test_sign_up_sets_an_http_only_lax_cookie_and_signs_in(client: TestClient) -> None:
    response = client.post("/api/account/signup", json={"name": "Ada", "password": PASSWORD})
    assert response.status_code == 201, response.text
    cookie = response.headers["set-cookie"]
    assert "spelkast_session=" in cookie
    assert "HttpOnly" in cookie
    assert "SameSite=lax" in cookie
    assert "Secure" not in cookie  # plain HTTP: a Secure cookie would never come back
    account = signed_account(client)
    assert account is not None
    assert account["name"] == "Ada"
    assert len(account["csrf_token"]) == 64
    assert account["kid_mode"] is False


def test_the_cookie_is_secure_over_https(settings: Settings) -> None:
    with TestClient(create_app(settings), base_url="https://testserver") as client:
        response = client.post("/api/account/signup", json={"name": "Ada", "password": PASSWORD})
        assert response.status_code == 201
        assert "Secure" in response.headers["set-cookie"]


def test_names_that_fold_together_are_one_account(client: TestClient, other: TestClient) -> None:
    sign_up(client, "Ada.Lovelace")
    for name in ("ada_lovelace", "ADA-LOVELACE", "ada.iovelace"):
        response = other.post("/api/account/signup", json={"name": name, "password": PASSWORD})
        assert response.status_code == 409, name
    assert sign_in(other, "ADA_LOVELACE")["name"] == "Ada.Lovelace"


@pytest.mark.parametrize("name", ["ab", "аda", "ada lovelace", "a\u200bda", "x" * 25, "_ada"])
def test_bad_names_are_refused_with_400(client: TestClient, name: str) -> None:
    response = client.post("/api/account/signup", json={"name": name, "password": PASSWORD})
    assert response.status_code == 400
    assert "name" in response.json()["detail"]


@pytest.mark.parametrize("password", ["password123", "iloveyou", "short", "Ada_Lovelace"])
def test_weak_passwords_are_refused(client: TestClient, password: str) -> None:
    response = client.post(
        "/api/account/signup", json={"name": "Ada_Lovelace", "password": password}
    )
    assert response.status_code == 400
    assert signed_account(client) is None


def test_a_wrong_name_and_a_wrong_password_get_one_message(
    client: TestClient, other: TestClient
) -> None:
    sign_up(client, "ada")
    wrong_password = other.post(
        "/api/account/signin", json={"name": "ada", "password": "nope nope"}
    )
    no_such_name = other.post("/api/account/signin", json={"name": "bob", "password": PASSWORD})
    assert wrong_password.status_code == no_such_name.status_code == 401
    assert wrong_password.json() == no_such_name.json() == {"detail": "wrong name or password"}
    assert "set-cookie" not in wrong_password.headers


def test_sign_in_is_throttled_per_name(client: TestClient, other: TestClient) -> None:
    sign_up(client, "ada")
    for _ in range(BLOCKING_FAILURES):
        response = other.post("/api/account/signin", json={"name": "ada", "password": "wrong one"})
        assert response.status_code == 401
    # Now even the right password waits: a guesser gets no more tries.
    response = other.post("/api/account/signin", json={"name": "ADA", "password": PASSWORD})
    assert response.status_code == 429
    assert int(response.headers["Retry-After"]) >= 1
    # A name that has no account is throttled the same way (nothing tells them apart).
    for _ in range(BLOCKING_FAILURES):
        other.post("/api/account/signin", json={"name": "nobody", "password": "wrong one"})
    response = other.post("/api/account/signin", json={"name": "nobody", "password": "x"})
    assert response.status_code == 429


def test_the_block_ends_and_a_success_clears_the_count(client: TestClient) -> None:
    sign_up(client, "ada")
    with TestClient(client.app) as guesser:
        for _ in range(BLOCKING_FAILURES):
            guesser.post("/api/account/signin", json={"name": "ada", "password": "wrong one"})
        accounts = AccountStore(client.app.state.lobby.store)  # type: ignore[attr-defined]
        later = dt.datetime.now(dt.UTC) + dt.timedelta(hours=1)
        assert accounts.blocked_for("ada", later) == 0
        assert accounts.blocked_for("ada", dt.datetime.now(dt.UTC)) > 0
        accounts.clear_failures("ada")
        sign_in(guesser, "ada")


def test_sign_in_is_throttled_per_address(database_url: str) -> None:
    settings = Settings(database_url=database_url, bot_workers=0, sign_in_burst=3)
    with TestClient(create_app(settings)) as client:
        answers = [
            client.post("/api/account/signin", json={"name": f"name{i}", "password": "x"})
            for i in range(4)
        ]
        assert [a.status_code for a in answers] == [401, 401, 401, 429]
        assert "Retry-After" in answers[-1].headers


def test_changes_need_the_csrf_token(client: TestClient) -> None:
    account = sign_up(client, "ada")
    for method, path, body in [
        ("POST", "/api/account/signout", None),
        ("POST", "/api/account/signout-everywhere", None),
        ("PATCH", "/api/account/preferences", {"kid_mode": True}),
        ("POST", "/api/account/password", {"current": PASSWORD, "new": "another long one"}),
        ("DELETE", "/api/account", {"password": PASSWORD}),
        ("POST", "/api/account/seats", {"seats": []}),
        ("POST", "/api/account/passkeys/options", None),
    ]:
        missing = client.request(method, path, json=body)
        assert missing.status_code == 403, (path, missing.text)
        wrong = client.request(method, path, json=body, headers={"X-CSRF-Token": "0" * 64})
        assert wrong.status_code == 403, path
    # Nothing changed: the session lives, kid mode is off.
    still = signed_account(client)
    assert still is not None
    assert still["kid_mode"] is False
    # The right token from another site's page is refused too.
    response = client.patch(
        "/api/account/preferences",
        json={"kid_mode": True},
        headers={**csrf(account), "Origin": "https://evil.example"},
    )
    assert response.status_code == 403
    response = client.patch(
        "/api/account/preferences",
        json={"kid_mode": True, "language": "fi"},
        headers={**csrf(account), "Origin": "http://testserver"},
    )
    assert response.status_code == 200
    assert response.json()["kid_mode"] is True
    assert response.json()["language"] == "fi"


def test_another_sites_page_cannot_sign_anyone_in(client: TestClient) -> None:
    sign_up(client, "ada")
    with TestClient(client.app) as victim:
        evil = {"Origin": "https://evil.example"}
        for path in ("/api/account/signin", "/api/account/signup"):
            body = {"name": "ada", "password": PASSWORD}
            assert victim.post(path, json=body, headers=evil).status_code == 403
        assert victim.post("/api/account/passkey-signin/options", headers=evil).status_code == 403
        assert signed_account(victim) is None


def test_sign_out_ends_the_session_on_the_server(client: TestClient) -> None:
    account = sign_up(client, "ada")
    cookie = client.cookies.get("spelkast_session")
    assert cookie
    assert client.post("/api/account/signout", headers=csrf(account)).status_code == 204
    assert signed_account(client) is None
    # The old cookie, sent again by anyone, opens nothing.
    with TestClient(client.app, cookies={"spelkast_session": cookie}) as thief:
        assert signed_account(thief) is None


def test_sign_out_everywhere_ends_every_session(client: TestClient, other: TestClient) -> None:
    account = sign_up(client, "ada")
    sign_in(other, "ada")
    assert signed_account(other) is not None
    response = client.post("/api/account/signout-everywhere", headers=csrf(account))
    assert response.status_code == 200
    assert response.json()["sessions_ended"] == 2
    assert signed_account(other) is None
    assert signed_account(client) is None


def test_a_password_change_ends_the_other_sessions(client: TestClient, other: TestClient) -> None:
    account = sign_up(client, "ada")
    sign_in(other, "ada")
    response = client.post(
        "/api/account/password",
        json={"current": PASSWORD, "new": "a brand new passphrase"},
        headers=csrf(account),
    )
    assert response.status_code == 200, response.text
    assert signed_account(other) is None  # the other device must sign in again
    assert signed_account(client) is not None  # this browser got a new session
    with TestClient(client.app) as third:
        failed = third.post("/api/account/signin", json={"name": "ada", "password": PASSWORD})
        assert failed.status_code == 401
        sign_in(third, "ada", "a brand new passphrase")


def test_a_password_change_needs_the_current_password(client: TestClient) -> None:
    account = sign_up(client, "ada")
    response = client.post(
        "/api/account/password",
        json={"current": "not it at all", "new": "a brand new passphrase"},
        headers=csrf(account),
    )
    assert response.status_code == 401
    sign_in(client, "ada")


def test_seats_taken_signed_in_belong_to_the_account_on_every_device(
    client: TestClient, other: TestClient
) -> None:
    account = sign_up(client, "ada")
    match = create(client, "sudoku", ["human", "bot:random"])
    response = client.post(
        f"/api/matches/{match['id']}/join", json={"name": "Ada"}, headers=csrf(account)
    )
    assert response.status_code == 200
    sign_in(other, "ada")
    games = other.get("/api/account/games").json()
    assert [(g["match"]["id"], g["seats"]) for g in games] == [(match["id"], [0])]


def test_a_seat_taken_without_the_csrf_token_stays_anonymous(client: TestClient) -> None:
    sign_up(client, "ada")
    match = create(client, "sudoku", ["human", "bot:random"])
    join(client, match["id"], "Ada")  # the cookie goes along, the token does not
    assert client.get("/api/account/games").json() == []


def test_seats_held_before_signing_in_can_be_attached(client: TestClient) -> None:
    match = create(client, "sudoku", ["human", "human"])
    token = join(client, match["id"], "Ada", seat=1)
    other = create(client, "sudoku", ["human", "bot:random"])
    account = sign_up(client, "ada")
    response = client.post(
        "/api/account/seats",
        json={
            "seats": [
                {"match_id": match["id"], "seat": 1, "token": token},
                {"match_id": match["id"], "seat": 0, "token": token},  # not its seat
                {"match_id": other["id"], "seat": 0, "token": token},  # an open seat
                {"match_id": "nosuchmatch", "seat": 0, "token": token},
            ]
        },
        headers=csrf(account),
    )
    assert response.status_code == 200
    assert response.json() == {"attached": 1}
    games = client.get("/api/account/games").json()
    assert [(g["match"]["id"], g["seats"]) for g in games] == [(match["id"], [1])]


def test_export_holds_the_profile_and_games_and_no_secret(client: TestClient) -> None:
    account = sign_up(client, "ada")
    match = create(client, "sudoku", ["human", "bot:random"])
    client.post(f"/api/matches/{match['id']}/join", json={"name": "Ada"}, headers=csrf(account))
    response = client.get("/api/account/export")
    assert response.status_code == 200
    assert "attachment" in response.headers["content-disposition"]
    data = response.json()
    assert data["account"]["name"] == "ada"
    assert [g["match"] for g in data["games"]] == [match["id"]]
    assert data["games"][0]["seats"][0]["name"] == "Ada"
    text = response.text
    assert "argon2" not in text
    assert PASSWORD not in text
    assert account["csrf_token"] not in text


def test_delete_erases_the_account_and_keeps_other_peoples_games(client: TestClient) -> None:
    account = sign_up(client, "ada")
    match = create(client, "sudoku", ["human", "human"])
    client.post(f"/api/matches/{match['id']}/join", json={"name": "Ada"}, headers=csrf(account))
    with TestClient(client.app) as bob:
        join(bob, match["id"], "Bob")
        wrong = client.request(
            "DELETE", "/api/account", json={"password": "not my password"}, headers=csrf(account)
        )
        assert wrong.status_code == 401
        response = client.request(
            "DELETE", "/api/account", json={"password": PASSWORD}, headers=csrf(account)
        )
        assert response.status_code == 204
        assert signed_account(client) is None
        names = [seat["name"] for seat in bob.get(f"/api/matches/{match['id']}").json()["seats"]]
        assert names == ["deleted player", "Bob"]
        failed = bob.post("/api/account/signin", json={"name": "ada", "password": PASSWORD})
        assert failed.status_code == 401
        # The name is free again.
        sign_up(bob, "ada")


def test_any_server_on_the_database_serves_the_session(settings: Settings) -> None:
    """Sessions live in the database: a cookie from one server works on another."""
    with TestClient(create_app(settings)) as first, TestClient(create_app(settings)) as second:
        account = sign_up(first, "ada")
        second.cookies.set("spelkast_session", first.cookies["spelkast_session"])
        assert signed_account(second) == account
        assert second.post("/api/account/signout", headers=csrf(account)).status_code == 204
        assert signed_account(first) is None


def test_anonymous_play_needs_no_account(client: TestClient) -> None:
    assert signed_account(client) is None
    match = create(client, "sudoku", ["human", "bot:random"])
    join(client, match["id"], "Ada")
    assert client.get("/api/account/games").status_code == 401


def test_an_unused_session_ends_and_is_deleted(client: TestClient) -> None:
    account = sign_up(client, "ada")
    store = AccountStore(client.app.state.lobby.store)  # type: ignore[attr-defined]
    long_ago = dt.datetime.now(dt.UTC) - SESSION_IDLE - dt.timedelta(minutes=1)
    store.add_session(account["id"], "0" * 64, long_ago)
    assert store.session_count(account["id"]) == 2
    assert store.session_account("0" * 64, dt.datetime.now(dt.UTC)) is None
    assert store.session_count(account["id"]) == 1  # the idle one is gone
    assert signed_account(client) is not None  # the one in use lives on


def test_failures_are_forgotten_a_day_after_the_last(client: TestClient) -> None:
    store = AccountStore(client.app.state.lobby.store)  # type: ignore[attr-defined]
    then = dt.datetime.now(dt.UTC) - dt.timedelta(days=2)
    for _ in range(BLOCKING_FAILURES - 1):
        store.fail("ada", then)
        store.fail("bob", then)
    now = dt.datetime.now(dt.UTC)
    store.fail("ada", now)  # the count starts again: one failure, no block
    assert store.blocked_for("ada", now) == 0
    with Session(store.engine) as session:
        assert [row.name_folded for row in session.scalars(select(ThrottleRow))] == ["ada"]
