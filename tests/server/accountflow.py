"""Test helpers for accounts: sign up or in through the API, and the CSRF header."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

PASSWORD = "a long enough secret 42"


def sign_up(client: TestClient, name: str, password: str = PASSWORD) -> dict[str, Any]:
    response = client.post("/api/account/signup", json={"name": name, "password": password})
    assert response.status_code == 201, response.text
    account: dict[str, Any] = response.json()
    return account


def sign_in(client: TestClient, name: str, password: str = PASSWORD) -> dict[str, Any]:
    response = client.post("/api/account/signin", json={"name": name, "password": password})
    assert response.status_code == 200, response.text
    account: dict[str, Any] = response.json()
    return account


def signed_account(client: TestClient) -> dict[str, Any] | None:
    response = client.get("/api/account")
    assert response.status_code == 200, response.text
    account: dict[str, Any] | None = response.json()["account"]
    return account


def csrf(account: dict[str, Any]) -> dict[str, str]:
    return {"X-CSRF-Token": account["csrf_token"]}
