"""Test helpers for rated matches: accounts that take turns at one test client (each
with its own session cookie: one client, so one server lifespan and one event loop),
a rated match they sit at, and ending it by resigning or leaving."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from fastapi.testclient import TestClient

from spelkast.server.accounts.sessions import COOKIE

from .accountflow import csrf, sign_up


class Player:
    """A signed-in account: its requests go out with its own session cookie."""

    def __init__(self, client: TestClient, name: str) -> None:
        self.client = client
        self.name = name
        client.cookies.clear()
        self.account = sign_up(client, name)
        self.cookie = client.cookies[COOKIE]
        client.cookies.clear()
        self.token = ""
        self.seat = -1

    def _signed(self) -> TestClient:
        self.client.cookies.clear()
        self.client.cookies.set(COOKIE, self.cookie)
        return self.client

    def get(self, url: str) -> Any:
        return self._signed().get(url)

    def post(self, url: str, **kwargs: Any) -> Any:
        return self._signed().post(url, **kwargs)

    def patch(self, url: str, **kwargs: Any) -> Any:
        return self._signed().patch(url, **kwargs)

    def join(self, match_id: str, seat: int | None = None) -> None:
        body: dict[str, Any] = {"name": self.name}
        if seat is not None:
            body["seat"] = seat
        response = self.post(f"/api/matches/{match_id}/join", json=body, headers=csrf(self.account))
        assert response.status_code == 200, response.text
        self.token, self.seat = response.json()["token"], response.json()["seat"]

    def resign(self, match_id: str) -> dict[str, Any]:
        response = self.post(
            f"/api/matches/{match_id}/seats/{self.seat}/resign",
            headers={"Authorization": f"Bearer {self.token}"},
        )
        assert response.status_code == 200, response.text
        match: dict[str, Any] = response.json()
        return match

    def leave(self, match_id: str, bot: str = "medium") -> None:
        response = self.post(
            f"/api/matches/{match_id}/seats/{self.seat}/bot",
            json={"bot": bot},
            headers={"Authorization": f"Bearer {self.token}"},
        )
        assert response.status_code == 200, response.text


def rated_match(
    client: TestClient, game: str, seats: Sequence[str], move_seconds: float = 600.0
) -> dict[str, Any]:
    """Create a rated match; ``seats`` like ``["human", "bot:medium"]``."""
    body = {
        "game": game,
        "seats": [
            {"kind": "bot", "bot": s.split(":", 1)[1]} if s.startswith("bot") else {"kind": "human"}
            for s in seats
        ],
        "move_seconds": move_seconds,
        "rated": True,
    }
    response = client.post("/api/matches", json=body)
    assert response.status_code == 201, response.text
    match: dict[str, Any] = response.json()
    assert match["rated"] is True
    return match


def play_rated(client: TestClient, winner: Player, loser: Player, game: str = "labyrinth") -> str:
    """A rated two-player match the loser resigns; returns its id."""
    match = rated_match(client, game, ["human", "human"])
    winner.join(match["id"])
    loser.join(match["id"])
    loser.resign(match["id"])
    return str(match["id"])


def ratings_of(client: TestClient, name: str) -> dict[str, Any]:
    """``name``'s ratings by game, as anyone (no session) sees them."""
    client.cookies.clear()
    response = client.get(f"/api/players/{name}/ratings")
    assert response.status_code == 200, response.text
    found: dict[str, Any] = {r["game"]: r for r in response.json()["ratings"]}
    return found
