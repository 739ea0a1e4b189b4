"""``kill -9`` while rated matches finish: after the restart every finished rated match
counts exactly once for each of its accounts, every unfinished one not at all, and a
recompute from the stored results gives the same figures (the rating update is
committed with the result or not at all)."""

from __future__ import annotations

import threading
from pathlib import Path

import httpx
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from spelkast.server.db import MatchRow, RatingChangeRow, RatingRow, make_engine
from spelkast.server.ratings.recompute import recompute

from .accountflow import PASSWORD
from .realserver import ServerProcess
from .wsplay import TIMEOUT

MATCHES = 12


def signed_client(base: str, name: str) -> tuple[httpx.Client, dict[str, str]]:
    """An HTTP client signed in as a new account ``name``, and its CSRF header."""
    client = httpx.Client(base_url=base, timeout=TIMEOUT, trust_env=False)
    response = client.post("/api/account/signup", json={"name": name, "password": PASSWORD})
    assert response.status_code == 201, response.text
    return client, {"X-CSRF-Token": response.json()["csrf_token"]}


def figures(database_url: str) -> tuple[list[tuple[object, ...]], list[tuple[object, ...]]]:
    engine = make_engine(database_url)
    try:
        with Session(engine) as session:
            ratings = [
                (r.account_id, r.mu, r.sigma, r.games)
                for r in session.scalars(select(RatingRow).order_by(RatingRow.account_id))
            ]
            history = [
                (h.match_id, h.account_id, h.mu_before, h.mu_after)
                for h in session.scalars(
                    select(RatingChangeRow).order_by(
                        RatingChangeRow.match_id, RatingChangeRow.account_id
                    )
                )
            ]
        return ratings, history
    finally:
        engine.dispose()


def test_a_kill_while_rated_matches_finish_loses_and_doubles_nothing(
    database_url: str, tmp_path: Path
) -> None:
    server = ServerProcess(database_url, tmp_path / "server.log", bot_workers=0)
    answered: list[str] = []
    try:
        ada, ada_csrf = signed_client(server.base, "Ada")
        bob, bob_csrf = signed_client(server.base, "Bob")
        tokens: dict[str, str] = {}
        for _ in range(MATCHES):
            match = server.post(
                "/api/matches",
                {
                    "game": "labyrinth",
                    "seats": [{"kind": "human"}, {"kind": "human"}],
                    "move_seconds": 600,
                    "rated": True,
                },
                expect=201,
            )
            for client, csrf, seat in ((ada, ada_csrf, 0), (bob, bob_csrf, 1)):
                joined = client.post(
                    f"/api/matches/{match['id']}/join",
                    json={"name": "x", "seat": seat},
                    headers=csrf,
                )
                assert joined.status_code == 200, joined.text
                if seat == 1:
                    tokens[match["id"]] = joined.json()["token"]
        first = threading.Event()

        def resign(match_id: str) -> None:
            try:
                with httpx.Client(base_url=server.base, timeout=TIMEOUT, trust_env=False) as c:
                    response = c.post(
                        f"/api/matches/{match_id}/seats/1/resign",
                        headers={"Authorization": f"Bearer {tokens[match_id]}"},
                    )
                if response.status_code == 200:
                    answered.append(match_id)
                    first.set()
            except httpx.HTTPError:
                pass  # the server was killed under the request

        threads = [threading.Thread(target=resign, args=(m,)) for m in tokens]
        for thread in threads:
            thread.start()
        assert first.wait(TIMEOUT), "no resignation was answered"
        server.kill()  # while the other resignations are being committed or sent
        for thread in threads:
            thread.join(TIMEOUT)
        ada.close()
        bob.close()
    finally:
        server.stop()
    ratings, history = figures(database_url)
    engine = make_engine(database_url)
    try:
        with Session(engine) as session:
            status = dict(
                session.execute(
                    select(MatchRow.id, MatchRow.status).where(MatchRow.id.in_(list(tokens)))
                ).all()
            )
            counted = dict(
                session.execute(
                    select(RatingChangeRow.match_id, func.count()).group_by(
                        RatingChangeRow.match_id
                    )
                ).all()
            )
        finished = [m for m, s in status.items() if s == "finished"]
        assert set(answered) <= set(finished)  # an answered result was stored
        for match_id, match_status in status.items():
            assert counted.get(match_id, 0) == (2 if match_status == "finished" else 0)
        assert [games for *_, games in ratings] == [len(finished), len(finished)]
        assert len(history) == 2 * len(finished)
        recompute(engine)
    finally:
        engine.dispose()
    assert figures(database_url) == (ratings, history)
