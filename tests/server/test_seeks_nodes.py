"""Play now across nodes: three nodes on one PostgreSQL database and one Redis, and 50
anonymous seekers released together by a barrier, each asking at a node of its own
choosing and asking for its state at another, so the nodes pair the same pool at the same
time: every seeker sits in exactly one seat of all the matches in the database (no match
made twice from one seeker), and every match holds exactly the seekers paired into it."""

from __future__ import annotations

import threading
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from contextlib import ExitStack
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from spelkast.server.app import Settings, create_app
from spelkast.server.db import MatchRow, SeatRow, make_engine

from .postgres import PostgresCluster
from .wsplay import TIMEOUT

SEEKERS = 50


def _settings(database_url: str, redis_url: str) -> Settings:
    return Settings(
        database_url=database_url,
        redis_url=redis_url,
        bot_workers=0,
        rate_per_second=1e6,
        rate_burst=10**6,
        create_per_minute=1e6,
        create_burst=10**6,
        join_per_minute=1e6,
        join_burst=10**6,
    )


def _seek_until_paired(
    nodes: list[TestClient], number: int, start: threading.Barrier
) -> dict[str, Any]:
    asked = nodes[number % len(nodes)]
    start.wait()
    made = asked.post(
        "/api/seeks", json={"game": "traexx", "name": f"Seeker {number}", "move_seconds": 60}
    )
    assert made.status_code == 201, made.text
    seek: dict[str, Any] = made.json()
    other = nodes[(number + 1) % len(nodes)]
    give_up = time.monotonic() + 3 * TIMEOUT
    while seek["status"] != "paired":
        assert seek["status"] == "waiting", seek
        assert time.monotonic() < give_up, f"seeker {number} was never paired"
        answer = other.get(
            f"/api/seeks/{seek['id']}",
            headers={"Authorization": f"Bearer {seek['token']}"},
            params={"wait": 2},
        )
        assert answer.status_code == 200, answer.text
        seek = seek | answer.json()
    return seek


def test_fifty_seekers_on_three_nodes_are_each_paired_exactly_once(
    postgres_cluster: PostgresCluster, redis_url: str
) -> None:
    with postgres_cluster.database() as database_url, ExitStack() as stack:
        settings = _settings(database_url, redis_url)
        nodes = [stack.enter_context(TestClient(create_app(settings))) for _ in range(3)]
        start = threading.Barrier(SEEKERS)
        with ThreadPoolExecutor(SEEKERS) as pool:
            seeks = list(pool.map(lambda n: _seek_until_paired(nodes, n, start), range(SEEKERS)))
        seats = Counter((s["match_id"], s["seat"]) for s in seeks)
        assert len(seats) == SEEKERS, "two seekers were given one seat"
        per_match = Counter(s["match_id"] for s in seeks)
        engine = make_engine(database_url)
        try:
            with Session(engine) as session:
                rows = {row.id: row for row in session.scalars(select(MatchRow))}
                seated = Counter(
                    session.scalars(select(SeatRow.name).where(SeatRow.kind == "human"))
                )
        finally:
            engine.dispose()
        # every match in the database, not only those the seekers were told of: a seeker
        # paired twice leaves a second match holding its seat
        assert seated == Counter(f"Seeker {n}" for n in range(SEEKERS)), "a seeker sat twice"
        assert set(rows) == set(per_match)
        for match_id, count in per_match.items():
            assert rows[match_id].num_players == count == 2
            assert rows[match_id].status == "running"
        # each seeker's token opens its own seat, asked at any node
        first_of = {s["match_id"]: s for s in reversed(seeks)}
        for number, seek in enumerate(list(first_of.values())[:6]):
            node = nodes[(number + 2) % len(nodes)]
            answer = node.post(
                f"/api/matches/{seek['match_id']}/seats/{seek['seat']}/resign",
                headers={"Authorization": f"Bearer {seek['token']}"},
            )
            assert answer.status_code == 200, answer.text
