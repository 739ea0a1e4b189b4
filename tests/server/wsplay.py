"""Test helpers: create matches, join seats and play through the WebSocket protocol."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence
from typing import Any

from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession

from spelkast.bots.base import available_bots, get_bot
from spelkast.core.registry import get_game


def create(
    client: TestClient,
    game: str,
    seats: Sequence[str],
    *,
    options: dict[str, Any] | None = None,
    seed: int = 1,
    move_seconds: float | None = None,
) -> dict[str, Any]:
    """``seats`` like ``["human", "bot:greedy"]``; returns the match JSON."""
    body: dict[str, Any] = {
        "game": game,
        "seats": [
            {"kind": "bot", "bot": s.split(":", 1)[1]} if s.startswith("bot") else {"kind": "human"}
            for s in seats
        ],
        "options": options or {},
        "seed": seed,
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


class Player:
    """One WebSocket client; keeps every message it received (for the secrecy tests)."""

    def __init__(self, ws: WebSocketTestSession) -> None:
        self.ws = ws
        self.received: list[dict[str, Any]] = []
        self.raw: list[str] = []
        self.state: dict[str, Any] | None = None
        self.game = ""

    def send(self, message: Any) -> None:
        self.ws.send_text(message if isinstance(message, str) else json.dumps(message))

    def receive(self) -> dict[str, Any]:
        raw = self.ws.receive_text()
        self.raw.append(raw)
        message: dict[str, Any] = json.loads(raw)
        self.received.append(message)
        if message["type"] == "state":
            self.state = message
        return message

    def receive_until(self, kind: str) -> dict[str, Any]:
        while True:
            message = self.receive()
            if message["type"] == kind:
                return message

    def hello(self, token: str | None = None, since: int | None = None) -> dict[str, Any]:
        self.send({"type": "hello", "token": token, "since": since})
        welcome = self.receive()
        assert welcome["type"] == "welcome", welcome
        self.game = welcome["game"]
        self.receive_until("state")
        return welcome

    def wait_for(self, predicate: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
        """Read state messages until one satisfies ``predicate``."""
        while self.state is None or not predicate(self.state):
            self.receive_until("state")
        return self.state

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
        while True:
            message = self.receive()
            if message["type"] in {"accepted", "error"}:
                return message


def choose(player: Player, rng: random.Random) -> Any:
    """What a bot-speed client plays: the game's greedy bot on the seat's view where the
    game has one (games end sooner), else a random legal action."""
    state = player.state
    assert state is not None
    legal = [item["action"] for item in state["legal"]]
    if "greedy" not in available_bots(player.game):
        return rng.choice(legal)
    game = get_game(player.game)
    actions = [game.action_from_json(item) for item in legal]
    chosen = get_bot(player.game, "greedy").choose(game, state["seat"], state["view"], actions, rng)
    return game.action_to_json(chosen)


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
