"""Fixtures for the server tests: a database per test, an app, a test client.

``database_url`` runs a test once per database backend: an SQLite file, and a real
PostgreSQL server (see ``tests/server/postgres.py``).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from spelkast.server.app import Settings, create_app


@pytest.fixture(params=["sqlite"])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'spelkast.db'}"
    raise AssertionError(request.param)


@pytest.fixture
def settings(database_url: str) -> Settings:
    # Test clients act at machine speed: lift the rate limit (its own tests set it).
    return Settings(database_url=database_url, bot_workers=0, rate_per_second=1e6, rate_burst=10**6)


@pytest.fixture
def client(settings: Settings) -> Iterator[TestClient]:
    with TestClient(create_app(settings)) as test_client:
        yield test_client
