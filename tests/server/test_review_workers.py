"""Reviews with Redis (several nodes): the bot workers that are given the database compute
them; a node runs a review itself only when no worker has taken it after its grace."""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Iterator
from typing import Any

from fastapi.testclient import TestClient

from spelkast.server.app import Settings, create_app
from spelkast.server.bots.pool import BotPool
from spelkast.server.bots.worker import serve_queue
from spelkast.server.reviews.jobs import ReviewLane
from spelkast.server.reviews.worker import ReviewWorker

from .nodeplay import wait_until
from .postgres import PostgresCluster
from .test_reviews import BUDGET, finished_match, wait_done


@contextlib.contextmanager
def bot_worker(redis_url: str, database_url: str | None) -> Iterator[ReviewWorker | None]:
    """A bot worker (``spelkast bots-worker``'s loop, in a thread of its own) that makes
    the bots' moves and, given the database, computes the reviews."""
    reviews = ReviewWorker(database_url, ReviewLane(0), poll_seconds=0.1) if database_url else None
    ready: dict[str, Any] = {}

    async def main() -> None:
        stop = asyncio.Event()
        ready["stop"], ready["loop"] = stop, asyncio.get_running_loop()
        also = [reviews.run] if reviews is not None else []
        await serve_queue(redis_url, 1, pool=BotPool(0), stop=stop, claim_seconds=1.0, also=also)

    thread = threading.Thread(target=asyncio.run, args=(main(),), daemon=True)
    thread.start()
    wait_until(lambda: "stop" in ready, "the worker's start")
    try:
        yield reviews
    finally:
        ready["loop"].call_soon_threadsafe(ready["stop"].set)
        thread.join(30)


def node_settings(database_url: str, redis_url: str, grace: float) -> Settings:
    return Settings(
        database_url=database_url,
        bot_workers=0,
        redis_url=redis_url,
        bot_local_after=grace,
        rate_per_second=1e6,
        rate_burst=10**6,
        create_per_minute=1e6,
        create_burst=10**6,
    )


def start(client: TestClient, match: dict[str, Any]) -> dict[str, Any]:
    started = client.post(f"/api/matches/{match['id']}/reviews", json={"iterations": BUDGET})
    assert started.status_code == 202, started.text
    body: dict[str, Any] = started.json()
    return body


def test_the_bot_workers_compute_the_reviews(
    postgres_cluster: PostgresCluster, redis_url: str
) -> None:
    with postgres_cluster.database() as url, bot_worker(redis_url, url) as reviews:
        assert reviews is not None
        # a node that would wait a minute before running a review itself
        with TestClient(create_app(node_settings(url, redis_url, grace=60.0))) as client:
            match = finished_match(client)
            review, _seen = wait_done(client, start(client, match)["poll"])
            assert reviews.reviewed == 1  # the worker's run stored it, not the node's
            assert review["review"]["decisions"]
            assert not client.app.state.reviews.attached()  # type: ignore[attr-defined]


def test_a_node_runs_a_review_no_worker_took(
    postgres_cluster: PostgresCluster, redis_url: str
) -> None:
    with (
        postgres_cluster.database() as url,
        bot_worker(redis_url, None),
        TestClient(create_app(node_settings(url, redis_url, grace=0.2))) as client,
    ):
        match = finished_match(client)
        review, _ = wait_done(client, start(client, match)["poll"])
        assert review["done"] == review["total"] > 0
