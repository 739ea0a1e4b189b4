"""Fixtures for the server tests: a database per test, an app, a test client.

``database_url`` is an SQLite file; where the backend matters (the store and group
commit, races, restarts, migrations, the text a database may refuse) the test runs once
more on a fresh database of a real PostgreSQL server (see ``tests/server/postgres.py``).
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

# The tests that run on both backends: every test of a module named here with ``None``,
# else the tests named. The others run on SQLite only: what they check goes through the
# same store, whose behaviour on PostgreSQL these tests pin down.
ON_BOTH_BACKENDS: dict[str, set[str] | None] = {
    "test_group_commit": None,
    "test_race": None,
    "test_restart": None,
    "test_migrations": None,
    "test_rematch": None,  # an offer survives a restart; acceptances race on two servers
    "test_nodes": None,
    "test_daily": None,  # one scored attempt a day: a unique key, as each database keeps it
    "test_hints": {
        "test_a_use_is_stored_once_whichever_server_stores_it",
        "test_the_count_is_stored_and_the_finished_history_carries_it",
    },
    # the seat-freeing store update and the private column, as stored
    "test_invites": {
        "test_a_freed_seat_is_stored",
        "test_a_private_match_stays_private_after_a_restart",
    },
    "test_reviews": {  # a review is stored, reused and run again after a restart
        "test_a_review_is_stored_once_per_match_players_and_budget",
        "test_a_half_done_review_is_run_again_after_a_restart",
    },
    "test_ratings": {  # ratings moved with the result, once; recomputed the same
        "test_a_rated_result_moves_both_ratings_and_the_match_shows_the_change",
        "test_a_finished_result_is_counted_once",
        "test_a_failure_before_the_commit_leaves_neither_result_nor_rating",
        "test_recomputing_gives_the_same_figures",
    },
    "test_ratings_kill": None,  # committed with the result on either database
    "test_accounts": None,  # names fold the same way; sessions and throttle in either
    "test_hardening": {
        "test_a_lone_surrogate_token_as_first_message_gets_an_error_and_hello_still_works",
        "test_bad_names_are_refused_the_same_way_on_every_database",
        "test_good_names_are_stored_and_shown_as_given",
        "test_untouched_open_and_running_matches_expire",
        "test_a_restart_loads_only_running_matches_and_expires_first",
    },
}


def on_both_backends(module: str, function: str) -> bool:
    names = ON_BOTH_BACKENDS.get(module.rsplit(".", 1)[-1], set())
    return names is None or function in names


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "database_url" in metafunc.fixturenames:
        both = on_both_backends(metafunc.module.__name__, metafunc.function.__name__)
        metafunc.parametrize("database_url", BACKENDS if both else BACKENDS[:1], indirect=True)


@pytest.fixture
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
        join_per_minute=1e6,
        join_burst=10**6,
    )


@pytest.fixture
def client(settings: Settings) -> Iterator[TestClient]:
    with TestClient(create_app(settings)) as test_client:
        yield test_client
