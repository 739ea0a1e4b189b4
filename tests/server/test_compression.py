"""The JSON the pages read comes gzip-compressed to a browser that accepts it; an answer
to a write never does (it may carry a seat token beside text the request chose)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from spelkast.server.app import Settings, create_app
from spelkast.server.compression import MIN_BYTES, CompressedReads

BIG = {"text": "a maze of moving walls " * 200}


def _app() -> FastAPI:
    app = FastAPI()

    @app.get("/big")
    async def big() -> dict[str, str]:
        return BIG

    @app.get("/small")
    async def small() -> dict[str, str]:
        return {"text": "ok"}

    @app.post("/big")
    async def written() -> dict[str, str]:
        return BIG

    app.add_middleware(CompressedReads)
    return app


def test_a_large_read_is_compressed_and_a_write_never() -> None:
    client = TestClient(_app())
    gz = {"Accept-Encoding": "gzip"}
    read = client.get("/big", headers=gz)
    assert read.headers["content-encoding"] == "gzip"
    assert "Accept-Encoding" in read.headers["vary"]
    assert int(read.headers["content-length"]) < len(BIG["text"]) // 4
    assert read.json() == BIG  # decoded by the client
    assert "content-encoding" not in client.get("/big", headers={"Accept-Encoding": "br"}).headers
    assert "content-encoding" not in client.get("/small", headers=gz).headers
    assert len(b'{"text":"ok"}') < MIN_BYTES
    written = client.post("/big", headers=gz)
    assert written.json() == BIG
    assert "content-encoding" not in written.headers


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    settings = Settings(database_url=f"sqlite:///{tmp_path / 'db.sqlite'}", bot_workers=0)
    with TestClient(create_app(settings)) as client:
        yield client


def test_the_servers_game_list_comes_compressed(client: TestClient) -> None:
    games = client.get("/api/games", headers={"Accept-Encoding": "gzip, br"})
    assert games.status_code == 200
    assert games.headers["content-encoding"] == "gzip"
    assert games.headers["content-security-policy"]  # the edges still add their headers
    assert {game["id"] for game in games.json()} >= {"labyrinth", "sudoku", "traexx"}
    plain = client.get("/api/games", headers={"Accept-Encoding": "identity"})
    assert "content-encoding" not in plain.headers
    assert plain.json() == games.json()
