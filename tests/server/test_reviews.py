"""Post-game reviews over HTTP: started on a finished match, computed in the background
with progress, stored and reused, refused while the match runs, run again after a
restart; "practise your mistakes" judged by the engine and the review's estimator."""

from __future__ import annotations

import asyncio
import os
import signal
import time
from collections.abc import Iterator
from concurrent.futures.process import BrokenProcessPool
from typing import Any

import pytest
from fastapi.testclient import TestClient

import event_loop
from spelkast.core.registry import get_game
from spelkast.server.app import Settings, create_app
from spelkast.server.db import make_engine
from spelkast.server.reviews.jobs import ReviewLane
from spelkast.server.reviews.record import review_task, stored_record
from spelkast.server.reviews.store import FAILED, MAX_ATTEMPTS, ReviewStore
from spelkast.server.store import Store

from .nodeplay import wait_until
from .wsplay import Player, create, join

BUDGET = 10  # a small search budget: sudoids' hard bot values every move exactly anyway


def finished_match(client: TestClient, seed: int = 8) -> dict[str, Any]:
    """A short sudoids game of two random bots, played to its end."""
    match = create(client, "sudoids", ["bot:random", "bot:random"], seed=seed)
    with client.websocket_connect(f"/api/matches/{match['id']}/ws") as ws:
        watcher = Player(ws)
        watcher.hello()
        watcher.wait_for(lambda s: s["status"] == "finished")
    return match


def wait_done(client: TestClient, poll: str) -> tuple[dict[str, Any], list[tuple[int, Any]]]:
    """Poll a review until it is done; returns it and the progress seen on the way."""
    seen: list[tuple[int, Any]] = []

    def done() -> dict[str, Any] | None:
        answer = client.get(poll)
        assert answer.status_code == 200, answer.text
        body: dict[str, Any] = answer.json()
        seen.append((body["done"], body["total"]))
        assert body["status"] != "failed", body["error"]
        return body if body["status"] == "done" else None

    return wait_until(done, "the review"), seen


@pytest.fixture
def reviewed(client: TestClient) -> Iterator[tuple[dict[str, Any], dict[str, Any]]]:
    match = finished_match(client)
    started = client.post(f"/api/matches/{match['id']}/reviews", json={"iterations": BUDGET})
    assert started.status_code == 202, started.text
    review, _ = wait_done(client, started.json()["poll"])
    return match, review


def test_a_finished_match_is_reviewed_in_the_background_with_progress(
    client: TestClient,
) -> None:
    match = finished_match(client)
    started = client.post(f"/api/matches/{match['id']}/reviews", json={"iterations": BUDGET})
    assert started.status_code == 202
    body = started.json()
    assert started.headers["location"] == body["poll"] == f"/api/reviews/{body['id']}"
    assert body["status"] in ("queued", "running", "done")
    assert body["players"] == [0, 1]
    assert body["iterations"] == BUDGET
    review, seen = wait_done(client, body["poll"])
    assert all(total is None or 0 <= done <= total for done, total in seen)
    assert review["done"] == review["total"] > 0
    data = review["review"]
    assert data["game"] == "sudoids"
    assert data["iterations"] == BUDGET
    assert len(data["decisions"]) == review["total"]
    assert {s["player"] for s in data["players_summary"]} == {0, 1}
    assert set(data["key_moments"]) == {"en", "nl", "fi"}
    # every record move has the match version it made, for the replay
    history = client.get(f"/api/matches/{match['id']}/history").json()
    assert review["versions"] == [e["version"] for e in history["events"]]


def test_a_review_is_stored_once_per_match_players_and_budget(
    client: TestClient, reviewed: tuple[dict[str, Any], dict[str, Any]]
) -> None:
    match, review = reviewed
    again = client.post(f"/api/matches/{match['id']}/reviews", json={"iterations": BUDGET})
    assert again.status_code == 202
    assert again.json()["id"] == review["id"]
    assert again.json()["status"] == "done"
    assert again.json()["review"] == review["review"]
    one = client.post(
        f"/api/matches/{match['id']}/reviews", json={"iterations": BUDGET, "players": [1]}
    )
    assert one.json()["id"] != review["id"]
    alone, _ = wait_done(client, one.json()["poll"])
    assert {d["player"] for d in alone["review"]["decisions"]} == {1}


def test_a_review_is_refused_while_the_match_runs_with_its_words(client: TestClient) -> None:
    match = create(client, "labyrinth", ["human", "bot:easy"])
    join(client, match["id"], "Anna")
    refused = client.post(f"/api/matches/{match['id']}/reviews", json={})
    assert refused.status_code == 409
    body = refused.json()
    assert body["code"] == "review_not_finished"
    assert set(body["words"]) == {"en", "nl", "fi"}
    assert len(set(body["words"].values())) == 3  # said in each language, not English thrice
    open_match = create(client, "labyrinth", ["human", "human"])
    assert client.post(f"/api/matches/{open_match['id']}/reviews", json={}).status_code == 409


def test_bad_input_gets_a_4xx_never_a_500(
    client: TestClient, reviewed: tuple[dict[str, Any], dict[str, Any]]
) -> None:
    match, review = reviewed
    url = f"/api/matches/{match['id']}/reviews"
    assert client.post("/api/matches/nope/reviews", json={}).status_code == 404
    for body in (
        {"players": [2]},
        {"players": [-1]},
        {"iterations": 3},
        {"iterations": 10**9},
        {"iterations": "many"},
        {"colour": "red"},
        {"players": list(range(9))},
    ):
        assert client.post(url, json=body).status_code == 422, body
    assert client.post(url, content=b"{not json").status_code == 422
    assert client.get("/api/reviews/not-a-review").status_code == 422
    missing = client.get("/api/reviews/" + "0" * 32)
    assert missing.status_code == 404
    assert missing.json()["code"] == "no_such_review"
    base = f"/api/reviews/{review['id']}/practise"
    unmarked = next(d["move"] for d in review["review"]["decisions"] if not d["mark"])
    assert client.get(f"{base}/{unmarked}").status_code == 404
    assert client.get(f"{base}/0").status_code == 422
    assert client.get(f"{base}/99999").status_code == 404
    marked = next(d for d in review["review"]["decisions"] if d["mark"])
    for body in (
        {"actions": []},
        {"actions": [{}] * 5},
        {"actions": ["x" * 10_000]},
        {"actions": [1], "lang": "de"},
        {},
    ):
        answer = client.post(f"{base}/{marked['move']}", json=body)
        assert answer.status_code in (413, 422), (body, answer.text)  # 413: over the cap
    two = client.post(f"{base}/{marked['move']}", json={"actions": [marked["played"][0]] * 2})
    assert two.status_code == 422
    assert two.json()["code"] == "malformed"


def test_practise_judges_with_the_engine_and_the_estimator_from_the_players_view(
    client: TestClient, reviewed: tuple[dict[str, Any], dict[str, Any]]
) -> None:
    _match, review = reviewed
    data = review["review"]
    marked = [d for d in data["decisions"] if d["mark"]]
    assert marked, "random bots make mistakes"
    decision = marked[0]
    base = f"/api/reviews/{review['id']}/practise/{decision['move']}"
    position = client.get(base).json()
    assert position["player"] == decision["player"]
    assert position["mark"] == decision["mark"]
    game = get_game("sudoids")
    legal = [entry["action"] for entry in position["legal"]]
    assert decision["played"][0] in legal
    assert decision["best"][0] in legal

    def verdict(action: Any, lang: str = "en") -> dict[str, Any]:
        answer = client.post(base, json={"actions": [action], "lang": lang})
        assert answer.status_code == 200, answer.text
        found: dict[str, Any] = answer.json()
        assert found["said"] == found["words"][lang]
        return found

    assert verdict(decision["played"][0])["outcome"] == "same"
    best = verdict(decision["best"][0], "nl")
    assert best["outcome"] == "best"
    assert best["said"] != best["words"]["en"]
    inaccuracy = data["thresholds"]["inaccuracy"]
    outcomes = set()
    for action in legal:
        if action in (decision["played"][0],):
            continue
        found = verdict(action)
        values = found["values"]
        expected = (
            "best"
            if values["value"] >= values["best"] - inaccuracy
            else "better"
            if values["value"] > values["played"]
            else "not_better"
        )
        assert found["outcome"] == expected
        outcomes.add(expected)
    assert "best" in outcomes
    # an action the engine refuses: its coded reason, in words
    played = game.action_from_json(decision["played"][0])
    taken = next(
        d for d in data["decisions"] if d["move"] < decision["move"]
    )  # a cell filled before this decision
    refused = verdict(taken["played"][0], "fi")
    assert game.action_from_json(taken["played"][0]) != played
    assert refused["outcome"] == "refused"
    assert refused["code"] == "sudoku.not_empty"  # the engine's reason, coded
    assert refused["said"] == refused["words"]["fi"] != refused["words"]["en"]
    garbled = verdict({"no": "such action"}, "nl")
    assert garbled["outcome"] == "refused"
    assert garbled["code"]
    assert garbled["said"] == garbled["words"]["nl"]


def test_a_half_done_review_is_run_again_after_a_restart(
    settings: Settings, database_url: str
) -> None:
    with TestClient(create_app(settings)) as client:
        match = finished_match(client)
    engine = make_engine(database_url)
    try:
        store = ReviewStore(engine)
        stored, added = store.find_or_add(match["id"], (0, 1), BUDGET)
        assert added
        # a run began and stopped halfway (its server was killed)
        assert store.claim(stored.id, "a" * 32, lease=3600.0)
        assert store.progress(stored.id, "a" * 32, 2, 9, lease=3600.0)
        with TestClient(create_app(settings)) as client:
            review, _ = wait_done(client, f"/api/reviews/{stored.id}")
            assert review["done"] == review["total"]
        after = store.load(stored.id)
        assert after is not None
        assert after.attempts == 2
        # the stopped run can no longer write
        assert not store.progress(stored.id, "a" * 32, 3, 9, lease=3600.0)
        with TestClient(create_app(settings)) as client:  # and a restart keeps it
            again = client.get(f"/api/reviews/{stored.id}").json()
            assert again["status"] == "done"
            assert again["review"] == review["review"]
    finally:
        engine.dispose()


def test_a_review_whose_runs_keep_stopping_is_reported_failed(
    settings: Settings, database_url: str
) -> None:
    with TestClient(create_app(settings)) as client:
        match = finished_match(client)
    engine = make_engine(database_url)
    try:
        store = ReviewStore(engine)
        stored, _ = store.find_or_add(match["id"], (0,), BUDGET)
        for attempt in range(MAX_ATTEMPTS):
            assert store.claim(stored.id, f"{attempt:032x}", lease=-1.0)  # stops at once
        assert not store.claim(stored.id, "f" * 32, lease=60.0)
        failed = store.load(stored.id)
        assert failed is not None
        assert failed.status == FAILED
        assert failed.error
        with TestClient(create_app(settings)) as client:
            shown = client.get(f"/api/reviews/{stored.id}").json()
            assert shown["status"] == "failed"
            assert "stopped" in shown["error"]
    finally:
        engine.dispose()


def test_a_review_whose_process_dies_is_run_again_in_a_fresh_one(
    settings: Settings, database_url: str
) -> None:
    with TestClient(create_app(settings)) as client:
        match = create(client, "sudoku", ["bot:random"], seed=4)  # solo: 72 decisions
        with client.websocket_connect(f"/api/matches/{match['id']}/ws") as ws:
            Player(ws).hello()
            Player(ws).wait_for(lambda s: s["status"] == "finished")
    engine = make_engine(database_url)
    lane = ReviewLane(1)  # a process, as a server with bot workers runs it
    try:
        reviews = ReviewStore(engine)
        stored, _ = reviews.find_or_add(match["id"], (0,), 40)
        loaded = Store(engine).load_match(match["id"])
        assert loaded is not None
        task = review_task(stored, stored_record(loaded), database_url, lease_seconds=1.0)

        async def scenario() -> None:
            running = asyncio.ensure_future(lane.run(task))

            def begun() -> bool:
                found = reviews.load(stored.id)
                return found is not None and found.done > 0

            while not begun():
                await asyncio.sleep(0.02)
            for process in list(getattr(lane._executor, "_processes", {}).values()):
                os.kill(process.pid, signal.SIGKILL)
            with pytest.raises(BrokenProcessPool):
                await running
            halfway = reviews.load(stored.id)
            assert halfway is not None
            assert halfway.status == "running"
            assert 0 < halfway.done < (halfway.total or 0)
            while not (reviews.load(stored.id) or halfway).stalled(time.time()):
                await asyncio.sleep(0.05)  # its lease runs out
            assert await lane.run(task) == "done"  # a fresh process runs it again

        event_loop.run(scenario())
        done = reviews.load(stored.id)
        assert done is not None
        assert done.status == "done"
        assert done.attempts == 2
        assert done.done == done.total
    finally:
        lane.shutdown()
        engine.dispose()


def test_a_resigned_match_is_reviewed_to_its_result(client: TestClient, database_url: str) -> None:
    """A resignation ends a match its rules did not end: the review's graph still ends at
    the result (the resigner last), from the match in memory and from its stored rows."""
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
        anna.wait_for(lambda s: s["status"] == "finished")
    started = client.post(f"/api/matches/{match['id']}/reviews", json={"iterations": BUDGET})
    assert started.status_code == 202, started.text
    review, _ = wait_done(client, started.json()["poll"])
    data = review["review"]
    assert data["results"] == [1.0, 0.0]
    end = data["moves"] + 1
    assert [s["series"][-1] for s in data["players_summary"]] == [[end, 1.0], [end, 0.0]]
    engine = make_engine(database_url)
    try:
        loaded = Store(engine).load_match(match["id"])
        assert loaded is not None
        assert stored_record(loaded).record.meta["outcome"]["ranks"] == [1, 2]  # type: ignore[index]
    finally:
        engine.dispose()
