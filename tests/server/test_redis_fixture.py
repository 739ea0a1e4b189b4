"""The throwaway Redis the multi-node tests use: it answers, each test gets an empty
database, and it can be stopped and started again on the same port (how the tests restart
Redis under a running match)."""

from __future__ import annotations

import redis

from throwaway_redis import RedisServer


def test_each_test_gets_an_empty_database(redis_url: str) -> None:
    client = redis.Redis.from_url(redis_url)
    try:
        assert client.dbsize() == 0
        client.set("spelkast:probe", "1")
        assert client.get("spelkast:probe") == b"1"
    finally:
        client.close()


def test_a_restart_keeps_the_port_and_loses_the_data(
    redis_server: RedisServer, redis_url: str
) -> None:
    client = redis.Redis.from_url(redis_url)
    try:
        client.set("spelkast:probe", "1")
        port = redis_server.port
        redis_server.stop()
        assert not redis_server.running
        redis_server.start()
        assert redis_server.port == port
        assert client.get("spelkast:probe") is None  # no persistence: a restart is empty
    finally:
        client.close()
