"""A real, throwaway Redis server, for the tests and the server benchmark.

``redis-server`` started on 127.0.0.1 (a free port, no persistence, its working folder a
fresh temporary one), stopped and removed afterwards. It can be stopped and started again
on the same port, which is how the tests restart Redis under a running match.
``scripts/ensure_redis.sh`` installs Debian's ``redis-server`` when it is missing.
"""

from __future__ import annotations

import contextlib
import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

from ports import free_port

START_SECONDS = 30.0


class RedisError(RuntimeError):
    """Redis is missing, or it did not start (the message says which)."""


def find_server() -> str:
    for candidate in (shutil.which("redis-server"), "/usr/bin/redis-server"):
        if candidate and Path(candidate).exists():
            return candidate
    raise RedisError(
        "Redis is not installed (no redis-server). Run scripts/ensure_redis.sh "
        "(./test does) or `apt-get install redis-server`."
    )


def _ping(port: int) -> bool:
    """True when a Redis server answers PING on ``port`` (plain RESP, no client library)."""
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=1.0) as conn:
            conn.sendall(b"*1\r\n$4\r\nPING\r\n")
            return conn.recv(64).startswith(b"+PONG")
    except OSError:
        return False


class RedisServer:
    """A ``redis-server`` process in ``folder`` on ``127.0.0.1:port``."""

    def __init__(self, folder: Path, port: int | None = None) -> None:
        self.binary = find_server()
        self.folder = folder
        self.port = port or 0
        self.log = folder / "redis.log"
        self._process: subprocess.Popen[bytes] | None = None

    @property
    def running(self) -> bool:
        return self._process is not None and self._process.poll() is None

    def start(self) -> None:
        """Start (or start again, on the same port once one was chosen) and wait for PING."""
        if self.running:
            return
        for attempt in range(3):
            port = self.port or free_port()
            command = [
                self.binary,
                "--port", str(port),
                "--bind", "127.0.0.1",
                "--save", "",
                "--appendonly", "no",
                "--dir", str(self.folder),
                "--logfile", str(self.log),
                "--daemonize", "no",
            ]  # fmt: skip
            self._process = subprocess.Popen(command, stdout=subprocess.DEVNULL)
            deadline = time.monotonic() + START_SECONDS
            while time.monotonic() < deadline and self._process.poll() is None:
                if _ping(port):
                    self.port = port
                    return
                time.sleep(0.02)
            self.stop()
            if self.port or attempt == 2:  # a fixed port that is taken, or three bad tries
                log = self.log.read_text(errors="replace") if self.log.exists() else ""
                raise RedisError(f"redis-server did not start on port {port}\n{log}")

    def stop(self) -> None:
        """Stop at once (SIGKILL: like a crash; nothing is persisted anyway)."""
        if self._process is None:
            return
        if self._process.poll() is None:
            self._process.kill()
        self._process.wait(timeout=30)
        self._process = None

    def url(self, db: int = 0) -> str:
        return f"redis://127.0.0.1:{self.port}/{db}"


@contextlib.contextmanager
def throwaway_redis() -> Iterator[RedisServer]:
    """A started Redis in a fresh folder under /tmp, stopped and removed afterwards."""
    folder = Path(tempfile.mkdtemp(prefix="spelkast-redis-", dir="/tmp"))
    try:
        server = RedisServer(folder)
        server.start()
        try:
            yield server
        finally:
            server.stop()
    finally:
        shutil.rmtree(folder, ignore_errors=True)
