"""A real, throwaway PostgreSQL server for the tests (no mocks): one cluster per test
session (``tools/throwaway_postgres.py``, shared with the server benchmark); each test
gets its own database (:meth:`PostgresCluster.database`), dropped afterwards.

PostgreSQL is never skipped: when its binaries are missing the tests fail and say how to
install them (``scripts/ensure_postgres.sh``, run by ``./test``, does it in CI).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from throwaway_postgres import PostgresCluster, PostgresError, free_port, throwaway_cluster

__all__ = ["PostgresCluster", "free_port", "postgres_cluster"]

# No test stops PostgreSQL itself (the restart tests kill the server process, not the
# database), so nothing needs its writes on disk before it goes on: without fsync each
# commit skips the wait for the disk, which a shared machine's disk makes long.
TEST_SETTINGS = {
    "shared_buffers": "16MB",
    "max_connections": "100",
    "fsync": "off",
    "synchronous_commit": "off",
    "full_page_writes": "off",
}


@pytest.fixture(scope="session")
def postgres_cluster() -> Iterator[PostgresCluster]:
    """The session's PostgreSQL server (started on first use)."""
    try:
        with throwaway_cluster(TEST_SETTINGS) as cluster:
            yield cluster
    except PostgresError as error:
        pytest.fail(str(error), pytrace=False)
