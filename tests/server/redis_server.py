"""A real, throwaway Redis server for the multi-node tests (no mocks): one per test
session (``tools/throwaway_redis.py``, shared with the server benchmark); each test gets a
URL on a database number of its own, emptied before use.

Redis is never skipped: when ``redis-server`` is missing the tests fail and say how to
install it (``scripts/ensure_redis.sh``, run by ``./test``, does it in CI).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pytest
import redis

from throwaway_redis import RedisError, RedisServer, throwaway_redis

__all__ = ["RedisServer", "redis_server", "redis_url"]

# Redis has 16 numbered databases by default; tests take them in turn.
_numbers = itertools.cycle(range(16))


@pytest.fixture(scope="session")
def redis_server() -> Iterator[RedisServer]:
    """The session's Redis server (started on first use)."""
    try:
        with throwaway_redis() as server:
            yield server
    except RedisError as error:
        pytest.fail(str(error), pytrace=False)


@pytest.fixture
def redis_url(redis_server: RedisServer) -> str:
    """A URL to an emptied database of the session's Redis (restarted if a test stopped it)."""
    redis_server.start()
    url = redis_server.url(next(_numbers))
    client = redis.Redis.from_url(url)
    try:
        client.flushdb()
    finally:
        client.close()
    return url
