"""Rematch: one person of a finished match offers, every other person accepts (bots
accept by themselves), and the server makes the same game with the same options and
players, seats rotated, everyone already seated with a new token; a decline ends the
offer; the players watching the old match hear of every step."""

from __future__ import annotations

import threading
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


def test_an_offer_survives_a_restart(settings: Settings) -> None:
    with TestClient(create_app(settings)) as first:
        match = create(first, "sudoku", ["human", "human"], seed=11)
        mid = match["id"]
        anna, ben = join(first, mid, "Anna"), join(first, mid, "Ben")
        _finish(first, mid, anna, 0)
        assert _rematch(first, mid, anna).json()["waiting"] == [1]
    with TestClient(create_app(settings)) as again:
        # whoever connects after the restart hears of the offer on hello
        with again.websocket_connect(f"/api/matches/{mid}/ws") as ws:
            watcher = Player(ws)
            watcher.send({"type": "hello", "token": ben, "since": None})
            told = watcher.receive_until("rematch")
            assert (told["offered_by"], told["waiting"], told["new_match"]) == (0, [1], None)
        status = again.get(f"/api/matches/{mid}/rematch", headers=_bearer(ben)).json()
        assert status["offered_by"] == 0
        assert status["waiting"] == [1]
        made = _rematch(again, mid, ben).json()
        new_id = made["new_match"]
        assert new_id
        assert made["seat"] == 0
    with TestClient(create_app(settings)) as third:
        hers = _rematch(third, mid, anna).json()
        assert hers["new_match"] == new_id
        assert hers["seat"] == 1
        for token, seat in ((made["token"], 0), (hers["token"], 1)):
            with third.websocket_connect(f"/api/matches/{new_id}/ws") as ws:
                assert Player(ws).hello(token)["seat"] == seat
        with third.websocket_connect(f"/api/matches/{mid}/ws") as ws:
            watcher = Player(ws)
            watcher.send({"type": "hello", "token": anna, "since": None})
            assert watcher.receive_until("rematch")["new_match"] == new_id


def _race(posts: list[tuple[TestClient, str, str]]) -> list[Any]:
    """Send the rematch answers ``posts`` (client, match, token) at the same moment."""
    barrier = threading.Barrier(len(posts))
    answers: list[Any] = [None] * len(posts)

    def send(index: int) -> None:
        client, mid, token = posts[index]
        barrier.wait(timeout=30)
        answers[index] = _rematch(client, mid, token)

    threads = [threading.Thread(target=send, args=(i,)) for i in range(len(posts))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    return answers


def test_racing_last_acceptances_on_two_servers_make_exactly_one_rematch(
    settings: Settings,
) -> None:
    """Two server processes on one database (as two nodes): the last two acceptances,
    or the same person's last acceptance sent to both, arrive at once."""
    trials = 6
    with TestClient(create_app(settings)) as one, TestClient(create_app(settings)) as two:
        for trial in range(trials):
            match = create(one, "sudoku", ["human", "human", "human"], seed=20 + trial)
            mid = match["id"]
            tokens = [join(one, mid, name) for name in ("Anna", "Ben", "Cleo")]
            _finish(one, mid, tokens[0], 0)
            assert _rematch(two, mid, tokens[0]).json()["waiting"] == [1, 2]
            if trial % 2 == 0:  # Ben on one server, Cleo on the other
                posts = [(one, mid, tokens[1]), (two, mid, tokens[2])]
            else:  # Ben accepts first; then Cleo's acceptance reaches both servers
                assert _rematch(one, mid, tokens[1]).json()["waiting"] == [2]
                posts = [(one, mid, tokens[2]), (two, mid, tokens[2])]
            answers = _race(posts)
            assert all(a is not None and a.status_code == 200 for a in answers), answers
            made = {a.json()["new_match"] for a in answers} - {None}
            assert len(made) == 1, made
            (new_id,) = made
            for client in (one, two):
                for seat, token in enumerate(tokens):
                    mine = _rematch(client, mid, token).json()
                    assert mine["new_match"] == new_id
                    assert mine["seat"] == (seat - 1) % 3
            new = two.get(f"/api/matches/{new_id}").json()
            assert [s["name"] for s in new["seats"]] == ["Ben", "Cleo", "Anna"]
        # exactly one rematch per finished match in the database
        listed = one.get("/api/matches", params={"status": ["running"], "limit": 500}).json()
        assert len(listed) == trials
