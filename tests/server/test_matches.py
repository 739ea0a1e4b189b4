"""The lobby and the life of a match: create, join, spectate, reconnect, hand a seat to a
bot, the move clock, sealed simultaneous choices, history."""

from __future__ import annotations

import random
import time

import pytest
from fastapi.testclient import TestClient

from spelkast.server import clock as clock_module
from spelkast.server import turns as turns_module

from .wsplay import TIMEOUT, Player, create, join, play_out


def test_games_list_every_game_with_options_and_bots(client: TestClient) -> None:
    games = {game["id"]: game for game in client.get("/api/games").json()}
    assert {"labyrinth", "labyrinth-cards", "sudoku", "sudoids", "traexx"} <= set(games)
    labyrinth = games["labyrinth"]
    assert labyrinth["names"]["nl"] == "Labyrinth" or labyrinth["names"]["nl"]
    assert {option["name"] for option in labyrinth["options"]} >= {"day_night", "open_cards"}
    assert "greedy" in labyrinth["bots"]
    assert "random" in labyrinth["bots"]
    # what a game is about and what its options do come in every language
    for game in games.values():
        assert set(game["summary"]) == {"en", "nl", "fi"}
        for option in game["options"]:
            assert set(option["description"]) == {"en", "nl", "fi"}
    assert labyrinth["summary"]["nl"].startswith("Verschuif")
    assert client.get("/api/games/nope").status_code == 404


def test_bad_match_requests_are_refused_with_a_reason(client: TestClient) -> None:
    def post(body: object) -> tuple[int, str]:
        response = client.post("/api/matches", json=body)
        return response.status_code, response.text

    assert post({"game": "nope", "seats": [{"kind": "human"}]})[0] == 404
    code, text = post({"game": "labyrinth", "seats": [{"kind": "human"}]})
    assert code == 400
    assert "players" in text
    code, text = post({"game": "labyrinth", "seats": [{"kind": "human"}] * 2, "options": {"x": 1}})
    assert code == 400
    assert "x" in text
    code, text = post({"game": "labyrinth", "seats": [{"kind": "bot", "bot": "nobody"}] * 2})
    assert code == 400
    assert "nobody" in text
    assert post({"game": "labyrinth", "seats": []})[0] == 422
    assert client.get("/api/matches").json() == []


def test_a_match_is_open_until_every_human_seat_is_taken(client: TestClient) -> None:
    match = create(client, "labyrinth", ["human", "human", "bot:greedy"])
    listed = client.get("/api/matches", params={"status": "open"}).json()
    assert [m["id"] for m in listed] == [match["id"]]
    assert match["invite_url"].endswith(f"/match/{match['id']}")
    # the invite link is the web app's match page (503 with build instructions when the
    # app was not built)
    page = client.get(match["invite_url"], follow_redirects=False)
    assert page.status_code in (200, 503)
    assert page.headers["content-type"].startswith("text/html")
    join(client, match["id"], "Ann", seat=1)
    conflict = client.post(f"/api/matches/{match['id']}/join", json={"name": "Bo", "seat": 1})
    assert conflict.status_code == 409
    assert (
        client.post(f"/api/matches/{match['id']}/join", json={"name": "Bo", "seat": 2}).status_code
        == 409
    )
    join(client, match["id"], "Bo")
    summary = client.get(f"/api/matches/{match['id']}").json()
    assert summary["status"] == "running"
    assert [seat["name"] for seat in summary["seats"]] == ["Bo", "Ann", "greedy bot"]
    assert client.post(f"/api/matches/{match['id']}/join", json={"name": "Cy"}).status_code == 409
    running = client.get("/api/matches", params={"status": "running"}).json()
    assert [m["id"] for m in running] == [match["id"]]


def test_tokens_are_long_random_and_open_only_their_own_seat(client: TestClient) -> None:
    match = create(client, "labyrinth", ["human", "human"])
    first = join(client, match["id"], "Ann")
    second = join(client, match["id"], "Bo")
    assert len(first) >= 40
    assert first != second
    with client.websocket_connect(f"/api/matches/{match['id']}/ws") as ws:
        player = Player(ws)
        assert player.hello(second)["seat"] == 1
        player.send({"type": "hello", "token": first[:-1] + ("A" if first[-1] != "A" else "B")})
        error = player.receive()
        assert error["code"] == "bad_token"


def test_actions_before_the_match_starts_are_refused(client: TestClient) -> None:
    match = create(client, "labyrinth", ["human", "human"])
    token = join(client, match["id"], "Ann")
    with client.websocket_connect(f"/api/matches/{match['id']}/ws") as ws:
        player = Player(ws)
        player.hello(token)
        assert player.state is not None
        assert player.state["legal"] == []
        answer = player.act({"type": "stay"})
        assert answer["code"] == "not_started"


def test_a_spectator_follows_the_game_but_cannot_act(client: TestClient) -> None:
    match = create(client, "labyrinth", ["human", "bot:greedy"])
    token = join(client, match["id"], "Ann")
    with (
        client.websocket_connect(f"/api/matches/{match['id']}/ws") as player_ws,
        client.websocket_connect(f"/api/matches/{match['id']}/ws") as watcher_ws,
    ):
        player, watcher = Player(player_ws), Player(watcher_ws)
        player.hello(token)
        assert watcher.hello()["role"] == "spectator"
        assert watcher.state is not None
        assert watcher.state["legal"] == []
        choice = player.state["legal"][0]["action"]  # type: ignore[index]
        assert watcher.act(choice)["code"] == "spectator"
        assert player.act(choice)["type"] == "accepted"
        update = watcher.wait_for(lambda s: s["version"] >= 1)
        assert update["events"][0]["seat"] == 0
        assert update["events"][0]["text"]


def test_a_reconnecting_client_gets_what_it_missed(client: TestClient) -> None:
    match = create(client, "labyrinth", ["human", "human"], seed=4)
    tokens = [join(client, match["id"], "Ann"), join(client, match["id"], "Bo")]
    rng = random.Random(3)
    with client.websocket_connect(f"/api/matches/{match['id']}/ws") as ws:
        ann = Player(ws)
        ann.hello(tokens[0])
        for _ in range(2):  # Ann shifts and moves
            assert ann.act(rng.choice(ann.state["legal"])["action"])["type"] == "accepted"  # type: ignore[index]
            ann.wait_for(lambda s: True)
        seen = ann.state["version"]  # type: ignore[index]
    with client.websocket_connect(f"/api/matches/{match['id']}/ws") as ws:
        bo = Player(ws)
        bo.hello(tokens[1])
        for _ in range(2):
            assert bo.act(rng.choice(bo.state["legal"])["action"])["type"] == "accepted"  # type: ignore[index]
    with client.websocket_connect(f"/api/matches/{match['id']}/ws") as ws:
        back = Player(ws)
        back.hello(tokens[0], since=seen)
        state = back.state
        assert state is not None
        assert state["full"] is False
        assert [event["version"] for event in state["events"]] == [seen + 1, seen + 2]
        assert all(event["seat"] == 1 for event in state["events"])
        assert state["legal"]
        back.send({"type": "sync", "since": None})
        resync = back.receive_until("state")
        assert resync["full"] is True
        assert resync["events"] == []
        assert resync["view"] == state["view"]


def test_a_person_can_hand_their_seat_to_a_bot(client: TestClient) -> None:
    match = create(client, "labyrinth", ["human", "human"], seed=9)
    tokens = [join(client, match["id"], "Ann"), join(client, match["id"], "Bo")]
    url = f"/api/matches/{match['id']}/seats/1/bot"
    assert client.post(url, json={"bot": "greedy"}).status_code == 403
    wrong = {"Authorization": f"Bearer {tokens[0]}"}
    assert client.post(url, json={"bot": "greedy"}, headers=wrong).status_code == 403
    right = {"Authorization": f"Bearer {tokens[1]}"}
    assert client.post(url, json={"bot": "nobody"}, headers=right).status_code == 400
    answer = client.post(url, json={"bot": "greedy"}, headers=right)
    assert answer.status_code == 200
    assert answer.json()["seats"][1]["kind"] == "bot"
    with client.websocket_connect(f"/api/matches/{match['id']}/ws") as ws:
        # The old token no longer opens the seat.
        gone = Player(ws)
        gone.send({"type": "hello", "token": tokens[1]})
        assert gone.receive()["code"] == "bad_token"
    with client.websocket_connect(f"/api/matches/{match['id']}/ws") as ws:
        ann = Player(ws)
        ann.hello(tokens[0])
        play_out([ann], random.Random(1))
        events = [e for e in ann.received if e["type"] == "state" for e in e["events"]]
        assert any(e["seat"] == 1 and e["by"] == "bot" for e in events)


def clock_moves_at_rest(client: TestClient, match_id: str, player: Player) -> tuple[int, int]:
    """The server's count of clock moves, read while the match stood still (its version
    the same just before and just after), with the number of clock moves among that
    match's events up to that version (the player's view of them)."""
    give_up = time.monotonic() + TIMEOUT
    while time.monotonic() < give_up:
        before = client.get(f"/api/matches/{match_id}").json()["version"]
        moves: int = client.get("/api/health").json()["clock_moves"]
        if client.get(f"/api/matches/{match_id}").json()["version"] == before:
            player.wait_for(lambda s, v=before: s["version"] >= v)
            by = [player.events[v]["by"] for v in range(1, before + 1)]
            return moves, by.count("clock")
    raise AssertionError("the match never stood still")


def test_the_move_clock_lets_a_bot_play_for_a_slow_seat(client: TestClient) -> None:
    seconds = 0.3
    started = time.time()
    match = create(client, "labyrinth", ["human", "human"], seed=2, move_seconds=seconds)
    tokens = [join(client, match["id"], "Ann"), join(client, match["id"], "Bo")]
    with client.websocket_connect(f"/api/matches/{match['id']}/ws") as ws:
        bo = Player(ws)
        bo.hello(tokens[1], since=0)  # every event, however soon the clock ran out
        assert bo.state is not None
        # Ann never acts: once her time is up the clock bot makes her whole turn (shift
        # and move), never before.
        state = bo.wait_for(lambda s: 1 in s["to_move"])
        assert state["version"] == 2
        seen = bo.events
        assert [seen[v]["by"] for v in (1, 2)] == ["clock", "clock"]
        assert [seen[v]["seat"] for v in (1, 2)] == [0, 0]
        assert seen[1]["at"] >= started + seconds
        assert state["seats"][1]["deadline"] is not None
        assert state["seats"][0]["deadline"] is None
        # (Bo's clock runs too: the count is read while the match stands still.)
        moves, events = clock_moves_at_rest(client, match["id"], bo)
        assert moves == events >= 2


def test_simultaneous_choices_stay_sealed_until_the_round_ends(client: TestClient) -> None:
    match = create(client, "traexx", ["human", "human", "human"], seed=6)
    tokens = [join(client, match["id"], name) for name in ("Ann", "Bo", "Cy")]
    sockets = [client.websocket_connect(f"/api/matches/{match['id']}/ws") for _ in tokens]
    players = [Player(ws.__enter__()) for ws in sockets]
    try:
        for player, token in zip(players, tokens, strict=True):
            player.hello(token)
        start = players[0].state["version"]  # type: ignore[index]
        # Ann and Bo choose on the same version; neither makes the other stale.
        for player in players[:2]:
            choice = player.state["legal"][-1]["action"]  # type: ignore[index]
            assert player.act(choice, version=start)["type"] == "accepted"
        cy = players[2].wait_for(lambda s: s["version"] == start + 2)
        sealed = [e for e in cy["events"] if e["version"] > start]
        assert all(e["sealed"] and e["action"] is None and e["text"] is None for e in sealed)
        players[0].wait_for(lambda s: s["version"] == start + 2)
        seen = [e for m in players[0].received if m["type"] == "state" for e in m["events"]]
        own = next(e for e in seen if e["seat"] == 0)
        assert next(e for e in seen if e["seat"] == 1)["sealed"] is True
        assert own["sealed"] is False
        assert own["action"] is not None
        # Cy completes the round: now everyone may see every choice.
        choice = players[2].state["legal"][0]["action"]  # type: ignore[index]
        assert players[2].act(choice)["type"] == "accepted"
        players[1].send({"type": "sync", "since": start})
        after = players[1].receive_until("state")
        while after["since"] != start:
            after = players[1].receive_until("state")
        assert [e["sealed"] for e in after["events"]] == [False, False, False]
        assert all(e["text"] is not None for e in after["events"])
    finally:
        for ws in sockets:
            ws.__exit__(None, None, None)


def test_an_all_bot_match_plays_itself_and_has_a_history(client: TestClient) -> None:
    match = create(client, "sudoids", ["bot:random", "bot:random"], seed=8)
    assert match["status"] == "running"
    with client.websocket_connect(f"/api/matches/{match['id']}/ws") as ws:
        watcher = Player(ws)
        watcher.hello()
        final = watcher.wait_for(lambda s: s["status"] == "finished")
    history = client.get(f"/api/matches/{match['id']}/history").json()
    assert [e["version"] for e in history["events"]] == list(range(1, final["version"] + 1))
    assert history["views"][-1] == final["view"]
    assert history["match"]["outcome"] == final["outcome"]


def test_history_is_closed_while_the_game_runs(client: TestClient) -> None:
    match = create(client, "labyrinth", ["human", "human"])
    assert client.get(f"/api/matches/{match['id']}/history").status_code == 409
    assert client.get("/api/matches/nope/history").status_code == 404


class StoppedClock:
    """The server's clock (``time.time`` in the match and turn modules) held still: a
    person always acts in time, however busy the machine, until the test moves the
    clock on (:meth:`advance`). The clock task's own wait stays in real time (it wakes
    after the move time, sees the deadline not yet passed on this clock and waits again)."""

    def __init__(self) -> None:
        self.now = time.time()

    def time(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


#: The move time of a test with a stopped clock: only how often the waiting clock task
#: wakes depends on it.
MOVE_SECONDS = 0.5


def test_a_person_who_acts_in_time_keeps_their_turn(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    clock = StoppedClock()
    monkeypatch.setattr(clock_module, "time", clock)
    monkeypatch.setattr(turns_module, "time", clock)
    match = create(client, "labyrinth", ["human", "human"], seed=2, move_seconds=MOVE_SECONDS)
    tokens = [join(client, match["id"], "Ann"), join(client, match["id"], "Bo")]
    with (
        client.websocket_connect(f"/api/matches/{match['id']}/ws") as ann_ws,
        client.websocket_connect(f"/api/matches/{match['id']}/ws") as bo_ws,
    ):
        ann, bo = Player(ann_ws), Player(bo_ws)
        ann.hello(tokens[0])
        bo.hello(tokens[1])
        rng = random.Random(5)
        for _ in range(2):  # Ann's whole turn, in time
            assert ann.act(rng.choice(ann.state["legal"])["action"])["type"] == "accepted"  # type: ignore[index]
        bo.wait_for(lambda s: s["version"] == 2)
        assert bo.state is not None
        assert bo.state["seats"][1]["deadline"] == clock.now + MOVE_SECONDS
        # Bo's turn: Bo shifts in time, then lets the clock run out on the move.
        assert bo.act(rng.choice(bo.state["legal"])["action"])["type"] == "accepted"
        moving = ann.wait_for(lambda s: s["version"] == 3)
        assert moving["seats"][1]["deadline"] == clock.now + MOVE_SECONDS  # a fresh one
        assert [ann.events[v]["by"] for v in (1, 2, 3)] == ["seat", "seat", "seat"]
        clock.advance(MOVE_SECONDS + 1)
        final = ann.wait_for(lambda s: s["version"] == 4)
        by = {
            e["version"]: e["by"] for m in ann.received if m["type"] == "state" for e in m["events"]
        }
        assert [by[v] for v in (1, 2, 3, 4)] == ["seat", "seat", "seat", "clock"]
        assert final["to_move"] == [0]
        moves, events = clock_moves_at_rest(client, match["id"], ann)
        assert moves == events >= 1


def test_the_clock_runs_per_decision_in_a_one_player_game(client: TestClient) -> None:
    match = create(client, "sudoids", ["human"], seed=3, move_seconds=30)
    token = join(client, match["id"], "Ann")
    with client.websocket_connect(f"/api/matches/{match['id']}/ws") as ws:
        ann = Player(ws)
        ann.hello(token)
        assert ann.state is not None
        first = ann.state["seats"][0]["deadline"]
        # The wall clock has moved past the moment that deadline was set.
        give_up = time.monotonic() + TIMEOUT
        while time.time() <= first - 30:
            assert time.monotonic() < give_up
        assert ann.act(ann.state["legal"][0]["action"])["type"] == "accepted"
        state = ann.wait_for(lambda s: s["version"] == 1)
        # The same seat must act again: it gets a fresh deadline, not the rest of the old.
        assert state["seats"][0]["deadline"] > first
