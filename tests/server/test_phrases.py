"""Preset phrases over the match socket: a seated player says one by id, everyone who
watches hears it (players and spectators), an unknown id and a spectator are refused,
a seat is limited to a few per window, and a kid-mode account's connection neither says
nor hears any."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from spelkast.server.phrases import PHRASE_BURST, PHRASE_WINDOW, PHRASES, PhraseLimit

from .accountflow import csrf, sign_up
from .wsplay import Player, create, join


def _say(player: Player, phrase: Any, id: str = "p") -> dict[str, Any]:
    player.send({"type": "say", "phrase": phrase, "id": id})
    return player.answer()


def _heard(player: Player) -> dict[str, Any]:
    """The first phrase this player was sent (read up to it if it has not come yet)."""
    for message in player.received:
        if message["type"] == "phrase":
            return message
    return player.receive_until("phrase")


def test_a_phrase_reaches_players_and_spectators(client: TestClient) -> None:
    match = create(client, "sudoku", ["human", "human"], seed=5)
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
        assert _say(ben, "good_luck", "g1") == {"type": "accepted", "id": "g1", "version": 0}
        said = {"type": "phrase", "match": match["id"], "seat": 1, "phrase": "good_luck"}
        for player in (anna, ben, watcher):
            assert _heard(player) == said
        # Only ids, never text: an unknown id and a wrong type are refused.
        refused = _say(anna, "You lose!")
        assert refused["type"] == "error"
        assert refused["code"] == "unknown_phrase"
        assert _say(anna, 3)["code"] == "invalid"
        # A spectator has no seat to speak from; the refusal is translated.
        refused = _say(watcher, "hello")
        assert refused["code"] == "spectator"
        assert set(refused["words"]) == {"en", "nl", "fi"}


def test_a_seat_is_limited_to_a_few_phrases_at_a_time(client: TestClient) -> None:
    match = create(client, "sudoku", ["human", "human"], seed=5)
    anna_token = join(client, match["id"], "Anna")
    with client.websocket_connect(f"/api/matches/{match['id']}/ws") as ws:
        anna = Player(ws)
        anna.hello(anna_token)
        for n in range(PHRASE_BURST):
            assert _say(anna, "oops", f"o{n}")["type"] == "accepted"
        refused = _say(anna, "oops", "over")
        assert refused["code"] == "phrase_limit"
        assert refused["id"] == "over"
        assert refused["words"]["nl"].startswith("Je kunt hoogstens")


def test_the_limit_counts_a_sliding_window_per_seat() -> None:
    now = [100.0]
    limit = PhraseLimit(clock=lambda: now[0])
    for _ in range(PHRASE_BURST):
        assert limit.take(0)
        now[0] += 1.0
    assert not limit.take(0)
    assert limit.take(1)  # each seat has a count of its own
    now[0] = 100.0 + PHRASE_WINDOW - 0.5  # the first phrase is not yet a window old
    assert not limit.take(0)
    now[0] = 100.0 + PHRASE_WINDOW  # ... and now it is: one more may be said
    assert limit.take(0)
    assert not limit.take(0)


def test_kid_mode_neither_says_nor_hears_phrases(client: TestClient) -> None:
    match = create(client, "sudoku", ["human", "human"], seed=5)
    anna_token = join(client, match["id"], "Anna")
    kid_token = join(client, match["id"], "Kid")
    account = sign_up(client, "kiddo")
    response = client.patch(
        "/api/account/preferences", json={"kid_mode": True}, headers=csrf(account)
    )
    assert response.status_code == 200, response.text
    url = f"/api/matches/{match['id']}/ws"
    with client.websocket_connect(url) as ws_kid:  # the session cookie goes along
        client.cookies.clear()
        with client.websocket_connect(url) as ws_anna:
            kid, anna = Player(ws_kid), Player(ws_anna)
            kid.hello(kid_token)
            anna.hello(anna_token)
            refused = _say(kid, "hello")
            assert refused["code"] == "phrases_off"
            assert refused["words"]["fi"] == "Fraasit ovat pois päältä lapsitilassa."
            assert _say(anna, "well_played")["type"] == "accepted"
            assert _heard(anna)["phrase"] == "well_played"
            # The phrase went out before the answer to Anna; the kid's next message after
            # a ping is the pong, with no phrase before it.
            kid.ping()
            assert all(m["type"] != "phrase" for m in kid.received)


def test_every_phrase_is_translated() -> None:
    for words in PHRASES.values():
        assert set(words) == {"en", "nl", "fi"}
        assert all(words.values())
