"""Resigning: a seat gives up over its WebSocket (``{"type": "resign"}``) or over HTTP
with its token; the match ends at once with the resigner last, the event and the reason
name the player in three languages, and all of it is stored (a new server on the same
database shows the same). Spectators, wrong tokens, open and finished matches are
refused with a clear error and change nothing."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from spelkast.server.app import Settings, create_app

from .wsplay import Player, create, join

RESIGNED = {"en": "Ben resigned", "nl": "Ben gaf op", "fi": "Ben luovutti"}


def _bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def test_resigning_over_the_socket_ends_the_match_and_is_stored(
    client: TestClient, settings: Settings
) -> None:
    match = create(client, "sudoku", ["human", "human"], seed=5)
    anna_token, ben_token = (join(client, match["id"], n) for n in ("Anna", "Ben"))
    with (
        client.websocket_connect(f"/api/matches/{match['id']}/ws") as ws_anna,
        client.websocket_connect(f"/api/matches/{match['id']}/ws") as ws_ben,
    ):
        anna, ben = Player(ws_anna), Player(ws_ben)
        anna.hello(anna_token)
        ben.hello(ben_token)
        assert anna.act(anna.state["legal"][0]["action"])["type"] == "accepted"  # type: ignore[index]
        ben.wait_for(lambda s: s["version"] == 1)
        ben.send({"type": "resign", "id": "r1"})
        answer = ben.answer()
        assert answer == {"type": "accepted", "id": "r1", "version": 2}
        state = anna.wait_for(lambda s: s["status"] == "finished")
    assert state["version"] == 2
    assert state["legal"] == []
    assert state["to_move"] == []
    outcome = state["outcome"]
    assert outcome["winners"] == [0]
    assert outcome["ranks"] == [1, 2]
    assert outcome["details"] == {"resigned": 1}
    assert outcome["reason"] == "Ben resigned"
    assert outcome["reason_words"] == RESIGNED
    event = anna.events[2]
    assert event["by"] == "resign"
    assert event["seat"] == 1
    assert event["action"] == {"type": "resign"}
    assert event["text"] == "resign"
    assert event["words"] == RESIGNED
    # Stored: a new server on the same database says the same, and the history opens.
    with TestClient(create_app(settings)) as again:
        summary = again.get(f"/api/matches/{match['id']}").json()
        assert summary["status"] == "finished"
        assert summary["outcome"] == outcome
        history = again.get(f"/api/matches/{match['id']}/history").json()
        assert [e["by"] for e in history["events"]] == ["seat", "resign"]
        assert history["events"][1]["words"] == RESIGNED
        assert len(history["views"]) == 3
        assert history["views"][2] == history["views"][1]  # the position stays
        with again.websocket_connect(f"/api/matches/{match['id']}/ws") as ws:
            watcher = Player(ws)
            watcher.hello(None, 0)
            assert watcher.events[2]["words"] == RESIGNED
            assert watcher.state["outcome"]["reason_words"] == RESIGNED  # type: ignore[index]


def test_with_more_players_the_resigner_is_last_and_the_others_ranked_by_points(
    client: TestClient,
) -> None:
    match = create(client, "labyrinth-cards", ["human", "bot:random", "bot:random"], seed=2)
    token = join(client, match["id"], "Ann")
    with client.websocket_connect(f"/api/matches/{match['id']}/ws") as ws:
        ann = Player(ws)
        ann.hello(token)
        # play until someone has taken cards, so the standing is not all equal
        for _ in range(60):
            state = ann.wait_for(lambda s: bool(s["legal"]) or s["status"] == "finished")
            scores = [p["score"] for p in state["view"]["players"]]
            if state["status"] == "finished" or len(set(scores[1:])) > 1:
                break
            assert ann.act(state["legal"][0]["action"])["type"] == "accepted"
        state = ann.wait_for(lambda s: bool(s["legal"]))
        scores = [float(p["score"]) for p in state["view"]["players"]]
        ann.send({"type": "resign"})
        assert ann.answer()["type"] == "accepted"
        over = ann.wait_for(lambda s: s["status"] == "finished")
    outcome = over["outcome"]
    assert outcome["scores"] == scores
    assert outcome["ranks"][0] == 3
    one, two = scores[1], scores[2]
    expected = [1, 1] if one == two else ([1, 2] if one > two else [2, 1])
    assert outcome["ranks"][1:] == expected
    assert outcome["reason_words"]["en"] == "Ann resigned"


def test_resigning_over_http_with_the_seats_token(client: TestClient) -> None:
    match = create(client, "traexx", ["human", "bot:easy"], seed=3)
    url = f"/api/matches/{match['id']}/seats/0/resign"
    assert client.post(url).status_code == 403  # the match is open, but no token at all
    token = join(client, match["id"], "Cleo")
    answer = client.post(url, headers=_bearer(token))
    assert answer.status_code == 200, answer.text
    body: dict[str, Any] = answer.json()
    assert body["status"] == "finished"
    assert body["outcome"]["winners"] == [1]
    assert body["outcome"]["reason_words"]["nl"] == "Cleo gaf op"


def test_bad_resignations_are_refused_and_change_nothing(client: TestClient) -> None:
    match = create(client, "sudoku", ["human", "human"], seed=7)
    anna_token = join(client, match["id"], "Anna")
    url = f"/api/matches/{match['id']}/seats/0/resign"
    # open: the match has not started
    refused = client.post(url, headers=_bearer(anna_token))
    assert refused.status_code == 409
    assert "not started" in refused.json()["detail"]
    ben_token = join(client, match["id"], "Ben")
    # wrong token, another seat's token, no token
    assert client.post(url, headers=_bearer("nonsense")).status_code == 403
    assert client.post(url, headers=_bearer(ben_token)).status_code == 403
    assert client.post(url).status_code == 403
    assert client.get(f"/api/matches/{match['id']}").json()["status"] == "running"
    with client.websocket_connect(f"/api/matches/{match['id']}/ws") as ws:
        watcher = Player(ws)
        watcher.hello(None)
        watcher.send({"type": "resign", "id": 9})
        error = watcher.answer()
        assert error["code"] == "spectator"
        assert error["id"] == 9
        watcher.send({"type": "resign", "extra": 1})
        assert watcher.answer()["code"] == "invalid"
    assert client.get(f"/api/matches/{match['id']}").json()["version"] == 0
    assert client.post(url, headers=_bearer(anna_token)).status_code == 200
    # finished: nobody can resign any more
    again = client.post(url, headers=_bearer(anna_token))
    assert again.status_code == 409
    assert "over" in again.json()["detail"]
    with client.websocket_connect(f"/api/matches/{match['id']}/ws") as ws:
        ben = Player(ws)
        ben.hello(ben_token)
        ben.send({"type": "resign"})
        assert ben.answer()["code"] == "game_over"
    summary = client.get(f"/api/matches/{match['id']}").json()
    assert summary["version"] == 1
    assert summary["outcome"]["winners"] == [1]


def test_in_a_game_of_one_nobody_wins_a_resignation(client: TestClient) -> None:
    match = create(client, "sudoku", ["human"], seed=12)
    token = join(client, match["id"], "Solo")
    answer = client.post(f"/api/matches/{match['id']}/seats/0/resign", headers=_bearer(token))
    assert answer.status_code == 200, answer.text
    outcome = answer.json()["outcome"]
    assert outcome["winners"] == []
    assert outcome["ranks"] == [1]
    assert outcome["reason_words"]["fi"] == "Solo luovutti"


def test_resigning_during_a_simultaneous_round_opens_the_sealed_choices(
    client: TestClient,
) -> None:
    match = create(client, "traexx", ["human", "human", "human"], seed=6)
    tokens = [join(client, match["id"], name) for name in ("Ann", "Bo", "Cy")]
    with (
        client.websocket_connect(f"/api/matches/{match['id']}/ws") as ws_ann,
        client.websocket_connect(f"/api/matches/{match['id']}/ws") as ws_cy,
    ):
        ann, cy = Player(ws_ann), Player(ws_cy)
        ann.hello(tokens[0])
        cy.hello(tokens[2])
        start = ann.state["version"]  # type: ignore[index]
        choice = ann.state["legal"][-1]["action"]  # type: ignore[index]
        assert ann.act(choice)["type"] == "accepted"
        sealed = cy.wait_for(lambda s: s["version"] == start + 1)["events"][-1]
        assert sealed["sealed"] is True
        cy.send({"type": "resign"})
        assert cy.answer()["type"] == "accepted"
        over = cy.wait_for(lambda s: s["status"] == "finished")
        # asked again (as the web app does when an open event follows a sealed one),
        # Ann's choice is open now
        cy.send({"type": "sync", "since": start})
        cy.receive_until("state")
    assert over["outcome"]["ranks"][2] == 3
    assert over["outcome"]["winners"] == [0, 1]  # no points yet: the two others share
    shown = cy.events[start + 1]
    assert shown["sealed"] is False
    assert shown["action"] == choice
    assert cy.events[start + 2]["words"]["nl"] == "Cy gaf op"
    history = client.get(f"/api/matches/{match['id']}/history").json()
    assert [e["by"] for e in history["events"]][-2:] == ["seat", "resign"]
