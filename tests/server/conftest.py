"""Fixtures for the server tests: a database per test, an app, a test client.

``database_url`` runs a test once per database backend: an SQLite file, and a fresh
database on a real PostgreSQL server (see ``tests/server/postgres.py``).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from spelkast.server.app import Settings, create_app

from .nodeplay import shared_nodes as shared_nodes
from .postgres import PostgresCluster
from .postgres import postgres_cluster as postgres_cluster
from .redis_server import redis_server as redis_server
from .redis_server import redis_url as redis_url

BACKENDS = ["sqlite", "postgresql"]


@pytest.fixture(params=BACKENDS)
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'spelkast.db'}"
        return
    cluster: PostgresCluster = request.getfixturevalue("postgres_cluster")
    with cluster.database() as url:
        yield url


@pytest.fixture
def settings(database_url: str) -> Settings:
    # Test clients act at machine speed: lift the rate limit (its own tests set it).
    # ... and create matches without limit (its own test sets one).
    return Settings(
        database_url=database_url,
        bot_workers=0,
        rate_per_second=1e6,
        rate_burst=10**6,
        create_per_minute=1e6,
        create_burst=10**6,
    )


@pytest.fixture
def client(settings: Settings) -> Iterator[TestClient]:
    with TestClient(create_app(settings)) as test_client:
        yield test_client
