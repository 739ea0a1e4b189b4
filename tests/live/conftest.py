"""A real server in this process (real HTTP and WebSockets) for the online tests of the
full-screen client."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import uvicorn

from ports import free_port
from spelkast.server.app import Settings, create_app


@pytest.fixture
def server(tmp_path: Path) -> Iterator[str]:
    settings = Settings(database_url=f"sqlite:///{tmp_path / 'db.sqlite'}", bot_workers=0)
    port = free_port()
    config = uvicorn.Config(create_app(settings), port=port, log_level="warning", lifespan="on")
    running = uvicorn.Server(config)
    thread = threading.Thread(target=running.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not running.started:
        assert time.monotonic() < deadline, "the server did not start"
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}"
    running.should_exit = True
    thread.join(timeout=10)
