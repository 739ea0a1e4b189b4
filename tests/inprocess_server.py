"""A real server in this process (real HTTP and WebSockets on a free port) for the tests
of the terminal's online clients: the line client (tests/cli/test_online.py) and the
full-screen client (tests/live)."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import uvicorn

from ports import free_port
from spelkast.server.app import Settings, create_app


@contextmanager
def running_server(folder: Path) -> Iterator[str]:
    """A server on an SQLite database in ``folder``, without bot worker processes; its
    address while the block runs."""
    settings = Settings(database_url=f"sqlite:///{folder / 'db.sqlite'}", bot_workers=0)
    port = free_port()
    config = uvicorn.Config(create_app(settings), port=port, log_level="warning", lifespan="on")
    running = uvicorn.Server(config)
    thread = threading.Thread(target=running.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not running.started:
        assert time.monotonic() < deadline, "the server did not start"
        time.sleep(0.05)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        running.should_exit = True
        thread.join(timeout=10)
