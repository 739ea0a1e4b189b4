"""Hints in a match: the option (its defaults, the creator's choice, shown with the match),
hints and help only for the seat to move and only in a match that shows them (refused
with a code and words otherwise, never sent to anyone else), a Labyrinth push previewed
before it is played, and the count of turns each seat used them on: in every state,
stored as it happens (a new server on the same database counts the same), in the
history of the finished match."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

from spelkast.server.app import Settings, create_app
from spelkast.server.db import make_engine
from spelkast.server.store import Store

from .wsplay import Player, create, join

LANGS = ["en", "fi", "nl"]


def _bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def _create(client: TestClient, game: str, seats: list[dict[str, Any]], **extra: Any) -> Any:
    response = client.post("/api/matches", json={"game": game, "seats": seats, **extra})
    assert response.status_code == 201, response.text
    return response.json()


HUMAN = {"kind": "human"}
BOT = {"kind": "bot", "bot": "greedy"}


@pytest.mark.parametrize(
    ("game", "seats", "options", "chosen", "shown"),
    [
        ("sudoku", [HUMAN, BOT], {}, None, True),  # against a bot
        ("sudoku", [HUMAN, HUMAN], {}, None, False),  # online between people
        ("sudoku", [HUMAN, HUMAN], {}, True, True),  # ... unless the creator turns them on
        ("sudoku", [HUMAN, BOT], {}, False, False),  # ... or off
        ("labyrinth", [HUMAN, HUMAN], {"open_cards": True}, None, False),
        ("labyrinth", [HUMAN, BOT], {"no_return": True}, None, True),
        ("traexx", [HUMAN], {}, None, False),  # alone, no bot, no children's options
    ],
    ids=["bot", "people", "people-on", "bot-off", "people-children", "bot-children", "solo"],
)
def test_the_option_has_its_defaults_and_is_shown_with_the_match(
    client: TestClient,
    game: str,
    seats: list[dict[str, Any]],
    options: dict[str, Any],
    chosen: bool | None,
    shown: bool,
) -> None:
    extra: dict[str, Any] = {"options": options}
    if chosen is not None:
        extra["hints"] = chosen
    match = _create(client, game, seats, **extra)
    assert match["hints"] is shown
    assert client.get(f"/api/matches/{match['id']}").json()["hints"] is shown
    listed = {m["id"]: m for m in client.get("/api/matches?status=open&status=running").json()}
    assert listed[match["id"]]["hints"] is shown


@pytest.mark.parametrize(("options", "shown"), [({"open_cards": True}, True), ({}, False)])
def test_hot_seat_with_young_children_has_hints(
    client: TestClient, options: dict[str, Any], shown: bool
) -> None:
    match = _create(client, "labyrinth", [HUMAN, HUMAN], options=options, hot_seat=True)
    assert match["hints"] is shown


def test_only_the_seat_to_move_gets_a_hint_and_only_it_hears_of_it(client: TestClient) -> None:
    match = _create(client, "sudoku", [HUMAN, HUMAN], hints=True)
    anna_token, ben_token = (join(client, match["id"], n) for n in ("Anna", "Ben"))
    url = f"/api/matches/{match['id']}/ws"
    with (
        client.websocket_connect(url) as ws_anna,
        client.websocket_connect(url) as ws_ben,
        client.websocket_connect(url) as ws_watch,
    ):
        anna, ben, watcher = Player(ws_anna), Player(ws_ben), Player(ws_watch)
        anna.hello(anna_token)
        ben.hello(ben_token)
        watcher.hello(None)
        assert anna.state is not None
        assert anna.state["to_move"] == [0]
        assert anna.state["hints"] == {"on": True, "used": [{"hints": 0, "helps": 0}] * 2}

        anna.send({"type": "hint", "id": "h1"})
        got = anna.receive_until("hint")
        assert got["id"] == "h1"
        assert got["seat"] == 0
        assert got["version"] == 0
        hint = got["hint"]
        assert hint["game"] == "sudoku"
        assert hint["tile"] == anna.state["view"]["hand"]
        placeable = {e["action"]["cell"] for e in anna.state["legal"] if "cell" in e["action"]}
        assert {f["cell"] for f in hint["fits"]} <= placeable
        assert sorted(hint["summary"]) == LANGS

        ben.send({"type": "hint", "id": "h2"})
        refused = ben.answer()
        assert refused["code"] == "wrong_player"
        assert refused["id"] == "h2"
        assert sorted(refused["words"]) == LANGS
        ben.send({"type": "help", "id": "h3"})
        assert ben.answer()["code"] == "wrong_player"
        watcher.send({"type": "hint", "id": "h4"})
        refused = watcher.answer()
        assert refused["code"] == "spectator"
        assert sorted(refused["words"]) == LANGS
        for other in (ben, watcher):
            other.ping()
            assert not [m for m in other.received if m["type"] in {"hint", "help"}]

        # A second hint on the same turn counts once; help counts apart.
        anna.send({"type": "hint", "id": "h5"})
        anna.receive_until("hint")
        anna.send({"type": "help", "id": "h6"})
        helped = anna.receive_until("help")["help"]
        assert [a in [e["action"] for e in anna.state["legal"]] for a in helped["actions"]] == [
            True
        ]
        assert sorted(helped["summary"]) == LANGS
        assert anna.act(helped["actions"][0])["type"] == "accepted"
        state = ben.wait_for(lambda s: s["version"] == 1)
        assert state["hints"]["used"] == [{"hints": 1, "helps": 1}, {"hints": 0, "helps": 0}]
        # Ben's turn now: his hint is his, Anna's is refused.
        ben.send({"type": "hint", "id": "h7"})
        assert ben.receive_until("hint")["hint"]["seat"] == 1
        anna.wait_for(lambda s: s["version"] == 1)
        anna.send({"type": "hint", "id": "h8"})
        assert anna.answer()["code"] == "wrong_player"


def test_a_match_without_hints_refuses_them_with_words(client: TestClient) -> None:
    match = _create(client, "labyrinth", [HUMAN, BOT], hints=False)
    token = join(client, match["id"], "Anna")
    with client.websocket_connect(f"/api/matches/{match['id']}/ws") as ws:
        anna = Player(ws)
        anna.hello(token)
        assert anna.state is not None
        assert anna.state["hints"]["on"] is False
        for kind in ("hint", "help"):
            anna.send({"type": kind, "id": kind})
            refused = anna.answer()
            assert refused["code"] == "hints_off"
            assert sorted(refused["words"]) == LANGS
            assert refused["words"]["nl"] != refused["words"]["en"]
    response = client.post(
        f"/api/matches/{match['id']}/seats/0/hint", json={}, headers=_bearer(token)
    )
    assert response.status_code == 409


def test_labyrinth_previews_a_push_and_helps_with_a_push_and_a_walk(client: TestClient) -> None:
    match = _create(client, "labyrinth", [HUMAN, BOT])
    assert match["hints"] is True
    token = join(client, match["id"], "Anna")
    base = f"/api/matches/{match['id']}/seats/0"
    state = client.get(f"/api/matches/{match['id']}").json()
    assert state["to_move"] == [0]
    everything = client.post(f"{base}/hint", json={}, headers=_bearer(token)).json()["hint"]
    assert len(everything["pushes"]) > 1
    push = everything["pushes"][3]["push"]
    previewed = client.post(f"{base}/hint", json={"push": push}, headers=_bearer(token))
    assert previewed.status_code == 200, previewed.text
    (only,) = previewed.json()["hint"]["pushes"]
    assert only == everything["pushes"][3]
    assert only["pawn"] in only["floor"]
    wrong = client.post(
        f"{base}/hint", json={"push": {"arrow": "Zz", "open": "NS"}}, headers=_bearer(token)
    )
    assert wrong.status_code == 400
    assert wrong.json()["detail"]
    # Another seat's token, and no token, open nothing.
    assert client.post(f"{base}/help").status_code == 403
    helped = client.post(f"{base}/help", headers=_bearer(token)).json()["help"]
    kinds = [a["type"] for a in helped["actions"]]
    assert kinds == ["shift", "move"]
    assert helped["by"] in {"rules", "bot"}
    with client.websocket_connect(f"/api/matches/{match['id']}/ws") as ws:
        anna = Player(ws)
        anna.hello(token)
        assert anna.state is not None
        legal = [e["action"] for e in anna.state["legal"]]
        assert helped["actions"][0] in legal
        assert anna.state["hints"]["used"][0] == {"hints": 1, "helps": 1}


def test_the_count_is_stored_and_the_finished_history_carries_it(
    client: TestClient, settings: Settings
) -> None:
    match = create(client, "sudoku", ["human", "human"], seed=5)
    assert match["hints"] is False
    match = _create(client, "sudoku", [HUMAN, HUMAN], hints=True)
    anna_token, ben_token = (join(client, match["id"], n) for n in ("Anna", "Ben"))
    hint_url = f"/api/matches/{match['id']}/seats/0/hint"
    assert client.post(hint_url, json={}, headers=_bearer(anna_token)).status_code == 200
    with TestClient(create_app(settings)) as again:
        with again.websocket_connect(f"/api/matches/{match['id']}/ws") as ws:
            anna = Player(ws)
            anna.hello(anna_token)
            assert anna.state is not None
            assert anna.state["hints"]["used"][0] == {"hints": 1, "helps": 0}
            # The same turn, asked of the new server: still one.
            anna.send({"type": "hint", "id": 1})
            anna.receive_until("hint")
            anna.send({"type": "resign", "id": 2})
            assert anna.answer()["type"] == "accepted"
            state = anna.wait_for(lambda s: s["status"] == "finished")
            assert state["hints"]["used"][0] == {"hints": 1, "helps": 0}
            anna.send({"type": "hint", "id": 3})
            assert anna.answer()["code"] == "wrong_player"
        history = again.get(f"/api/matches/{match['id']}/history").json()
    assert history["hints"] is True
    assert history["hints_used"] == [{"hints": 1, "helps": 0}, {"hints": 0, "helps": 0}]
    assert ben_token


def test_traexx_hints_every_seat_still_choosing_in_a_round(client: TestClient) -> None:
    match = _create(client, "traexx", [HUMAN, HUMAN], hints=True)
    tokens = [join(client, match["id"], n) for n in ("Anna", "Ben")]
    for seat, token in enumerate(tokens):
        url = f"/api/matches/{match['id']}/seats/{seat}/hint"
        found = client.post(url, json={}, headers=_bearer(token)).json()["hint"]
        assert found["seat"] == seat
        assert found["ends"]
        assert all(entry["fields"] for entry in found["ends"])


def test_a_use_is_stored_once_whichever_server_stores_it(
    client: TestClient, database_url: str
) -> None:
    match = _create(client, "sudoku", [HUMAN, BOT])
    engine = make_engine(database_url)
    try:
        store = Store(engine)
        assert store.add_hint_use(match["id"], 0, "hint", 0) is True
        assert store.add_hint_use(match["id"], 0, "hint", 0) is False  # another node, same turn
        assert store.add_hint_use(match["id"], 0, "help", 0) is True
        stored = store.load_match(match["id"])
        assert stored is not None
        assert stored.hints is True
        assert sorted(stored.hint_uses) == [(0, "help", 0), (0, "hint", 0)]
    finally:
        engine.dispose()
