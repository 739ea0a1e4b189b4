"""Test helpers: create matches, join seats and play through the WebSocket protocol."""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable, Sequence
from typing import Any

import anyio
from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession

from spelkast.bots.base import available_bots, get_bot
from spelkast.core.registry import get_game

#: How long any single wait (for a message, or for a state to come) may take before the
#: test fails instead of hanging.
TIMEOUT = 30.0


def create(
    client: TestClient,
    game: str,
    seats: Sequence[str],
    *,
    options: dict[str, Any] | None = None,
    seed: int = 1,
    move_seconds: float | None = None,
) -> dict[str, Any]:
    """``seats`` like ``["human", "bot:greedy"]``; returns the match JSON. No request
    can choose a match's seed: the test fixes it by setting the in-process server's
    seed source (the way ``create_app(seeds=...)`` does)."""
    client.app.state.lobby.seeds = lambda: seed  # type: ignore[attr-defined]
    body: dict[str, Any] = {
        "game": game,
        "seats": [
            {"kind": "bot", "bot": s.split(":", 1)[1]} if s.startswith("bot") else {"kind": "human"}
            for s in seats
        ],
        "options": options or {},
    }
    if move_seconds is not None:
        body["move_seconds"] = move_seconds
    response = client.post("/api/matches", json=body)
    assert response.status_code == 201, response.text
    match: dict[str, Any] = response.json()
    return match


def join(client: TestClient, match_id: str, name: str, seat: int | None = None) -> str:
    body: dict[str, Any] = {"name": name}
    if seat is not None:
        body["seat"] = seat
    response = client.post(f"/api/matches/{match_id}/join", json=body)
    assert response.status_code == 200, response.text
    token: str = response.json()["token"]
    return token


def bot_action(game_id: str, state: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """The action a bot-speed client plays: the game's greedy bot (else its first bot) on
    the seat's view and legal actions from ``state``."""
    game = get_game(game_id)
    actions = [game.action_from_json(item["action"]) for item in state["legal"]]
    names = available_bots(game_id)
    bot = get_bot(game_id, "greedy" if "greedy" in names else names[0])
    chosen = bot.choose(game, state["seat"], state["view"], actions, rng)
    action: dict[str, Any] = game.action_to_json(chosen)
    return action


class ProtocolClient:
    """A client of the WebSocket protocol over some transport. Keeps every message it
    received, the latest state, and every event it was shown by version (the latest
    telling wins: a sealed choice is revealed later)."""

    def __init__(self) -> None:
        self.received: list[dict[str, Any]] = []
        self.raw: list[str] = []
        self.state: dict[str, Any] | None = None
        self.events: dict[int, dict[str, Any]] = {}
        self.game_id = ""
        self.seat: int | None = None
        #: Per seat, how many clients act for it, as the last ``presence`` push said.
        self.presence: dict[int, int] = {}
        self._pings = 0

    def _send_text(self, text: str) -> None:
        raise NotImplementedError

    def _receive_text(self) -> str:
        raise NotImplementedError

    def send(self, message: Any) -> None:
        self._send_text(message if isinstance(message, str) else json.dumps(message))

    def receive_any(self) -> dict[str, Any]:
        """The next message the server sent, whatever its type."""
        raw = self._receive_text()
        self.raw.append(raw)
        message: dict[str, Any] = json.loads(raw)
        self.received.append(message)
        if message["type"] == "state":
            self.state = message
            for event in message["events"]:
                self.events[event["version"]] = event
        elif message["type"] == "presence":
            self.presence = {entry["seat"]: entry["connected"] for entry in message["seats"]}
        return message

    def receive(self) -> dict[str, Any]:
        """The next message that is no ``presence`` push. The server pushes presence
        whenever a seat's player connects or leaves, between any two other messages; a
        client takes it in as it comes (:attr:`presence`, :attr:`received`) and reads
        on, the way the terminal and the browser do. A test of presence itself reads
        it with :meth:`receive_until` or :meth:`receive_any`."""
        message = self.receive_any()
        while message["type"] == "presence":
            message = self.receive_any()
        return message

    def receive_until(self, kind: str) -> dict[str, Any]:
        give_up = time.monotonic() + TIMEOUT
        while time.monotonic() < give_up:
            message = self.receive_any()
            if message["type"] == kind:
                return message
        raise AssertionError(f"no {kind!r} message came within {TIMEOUT} s")

    def greet(self, token: str | None = None, since: int | None = None) -> dict[str, Any]:
        """Say hello and read up to the first state; returns the welcome."""
        self.send({"type": "hello", "token": token, "since": since})
        welcome = self.receive()
        assert welcome["type"] == "welcome", welcome
        self.game_id = welcome["game"]
        self.seat = welcome["seat"]
        self.receive_until("state")
        return welcome

    def wait_for(self, predicate: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
        """Read state messages until one satisfies ``predicate``."""
        give_up = time.monotonic() + TIMEOUT
        while self.state is None or not predicate(self.state):
            if time.monotonic() > give_up:
                raise AssertionError(f"no state as awaited came within {TIMEOUT} s")
            self.receive_until("state")
        return self.state

    def ping(self) -> None:
        """A round trip: send a ping and read (keeping what comes first) up to its pong."""
        self._pings += 1
        self.send({"type": "ping", "id": self._pings})
        give_up = time.monotonic() + TIMEOUT
        while time.monotonic() < give_up:
            message = self.receive()
            if message["type"] == "pong" and message.get("id") == self._pings:
                return
        raise AssertionError(f"no pong came within {TIMEOUT} s")

    def act(self, action: dict[str, Any], version: int | None = None) -> dict[str, Any]:
        """Send one action and return the answer (``accepted`` or ``error``)."""
        assert self.state is not None
        self.send(
            {
                "type": "action",
                "version": self.state["version"] if version is None else version,
                "action": action,
            }
        )
        return self.answer()

    def answer(self) -> dict[str, Any]:
        """Read (keeping what comes first) up to the answer to an action: ``accepted``
        or ``error``."""
        give_up = time.monotonic() + TIMEOUT
        while time.monotonic() < give_up:
            message = self.receive()
            if message["type"] in {"accepted", "error"}:
                return message
        raise AssertionError(f"no answer to the action came within {TIMEOUT} s")


class Player(ProtocolClient):
    """A client over the test client's in-process WebSocket."""

    def __init__(self, ws: WebSocketTestSession) -> None:
        super().__init__()
        self.ws = ws

    def _send_text(self, text: str) -> None:
        self.ws.send_text(text)

    def _receive_text(self) -> str:
        """The next message, or a failure after :data:`TIMEOUT` (the test client's own
        ``receive_text`` would wait forever)."""

        async def next_message() -> Any:
            with anyio.fail_after(TIMEOUT):
                return await self.ws._send_rx.receive()

        try:
            message = self.ws.portal.call(next_message)
        except TimeoutError:
            raise AssertionError(f"no message came within {TIMEOUT} s") from None
        self.ws._raise_on_close(message)
        return str(message["text"])

    def hello(self, token: str | None = None, since: int | None = None) -> dict[str, Any]:
        return self.greet(token, since)


def choose(player: Player, rng: random.Random) -> Any:
    """What a bot-speed client plays: the game's greedy bot on the seat's view where the
    game has one (games end sooner), else a random legal action."""
    state = player.state
    assert state is not None
    if "greedy" not in available_bots(player.game_id):
        return rng.choice([item["action"] for item in state["legal"]])
    return bot_action(player.game_id, state, rng)


def play_out(players: Sequence[Player], rng: random.Random, max_actions: int = 5000) -> int:
    """Drive every human client (see :func:`choose`) until the game ends (bots in
    other seats play on their own). Returns the number of actions these clients made."""
    made = 0
    while made < max_actions:
        latest = max(p.state["version"] for p in players if p.state is not None)
        for player in players:
            player.wait_for(lambda s, v=latest: s["version"] >= v)  # type: ignore[misc]
        states = [p.state for p in players]
        if any(s is not None and s["status"] == "finished" for s in states):
            return made
        mover = next((p for p in players if p.state is not None and p.state["legal"]), None)
        if mover is None:  # a bot is thinking: wait for the next update
            players[0].receive_until("state")
            continue
        assert mover.state is not None
        answer = mover.act(choose(mover, rng))
        assert answer["type"] == "accepted", answer
        made += 1
    raise AssertionError("the game did not end")
