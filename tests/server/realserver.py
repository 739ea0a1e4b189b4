"""A real ``spelkast serve`` process and real WebSocket clients, for the restart and
race tests (the in-process TestClient cannot be killed, nor act concurrently)."""

from __future__ import annotations

import contextlib
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import httpx
from websockets.sync.client import ClientConnection, connect

from .postgres import free_port
from .wsplay import TIMEOUT, ProtocolClient, bot_action

#: Seconds a server process may take to answer its health check after its start.
STARTUP = 120.0


class ServerProcess:
    """The app of ``spelkast serve`` (through seeded_server.py) in its own process group
    (so that its bot worker processes can be found and cleaned up)."""

    def __init__(
        self,
        database_url: str,
        log_path: Path,
        bot_workers: int = 1,
        port: int | None = None,
        *,
        redis_url: str | None = None,
        lease_seconds: float = 5.0,
        log_level: str = "warning",
        extra: tuple[str, ...] = (),
        wait: bool = True,
    ) -> None:
        """Start the server; with ``wait`` (the default) return once it is healthy, else
        at once (call :meth:`wait_healthy` before using it: several start side by side)."""
        self.port = port or free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.log_path = log_path
        self._log = log_path.open("ab")
        # The app of ``spelkast serve``, with the seed of each new match read from
        # ``seed_file`` (see seeded_server.py): no request can choose a seed.
        self.seed_file = log_path.with_name(log_path.name + ".seed")
        command = [
            sys.executable, str(Path(__file__).with_name("seeded_server.py")),
            str(self.seed_file),
            "--port", str(self.port),
            "--database-url", database_url,
            "--bot-workers", str(bot_workers),
            "--log-level", log_level,
        ]  # fmt: skip
        if redis_url is not None:  # one node of several
            command += ["--redis-url", redis_url, "--lease-seconds", str(lease_seconds)]
        command += extra  # e.g. the connection limits (see seeded_server.py)
        self.process = subprocess.Popen(
            command, stdout=self._log, stderr=subprocess.STDOUT, start_new_session=True
        )
        self.http = httpx.Client(base_url=self.base, timeout=TIMEOUT, trust_env=False)
        self._started = time.monotonic()
        self.healthy = False
        if wait:
            self.wait_healthy()

    def wait_healthy(self) -> None:
        """Return once the server answers its health check (at once if it did before);
        a server that exits or does not come up is stopped and the test fails."""
        if self.healthy:
            return
        try:
            self._wait_healthy()
        except BaseException:  # never leave a server behind that did not come up
            self.stop()
            raise
        self.healthy = True

    def _wait_healthy(self) -> None:
        # A start imports the whole server: on a busy 2-core machine that took > 30 s.
        give_up = self._started + STARTUP
        while time.monotonic() < give_up:
            if self.process.poll() is not None:
                raise AssertionError(
                    f"the server exited ({self.process.returncode}):\n{self.log()}"
                )
            with contextlib.suppress(httpx.TransportError):
                if self.http.get("/api/health").status_code == 200:
                    return
            time.sleep(0.05)
        raise AssertionError(f"the server did not become healthy:\n{self.log()}")

    def log(self) -> str:
        return self.log_path.read_text(errors="replace")[-4000:]

    def children(self) -> list[int]:
        """Processes whose parent is the server (its bot workers)."""
        found = []
        for entry in Path("/proc").iterdir():
            if not entry.name.isdigit():
                continue
            with contextlib.suppress(OSError):
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
                if int(fields[1]) == self.process.pid:
                    found.append(int(entry.name))
        return found

    def freeze_bots(self) -> None:
        """Stop (SIGSTOP) the bot worker processes: from now on no bot move or clock move
        can complete, so the matches stand still unless a client acts."""
        workers = [
            pid
            for pid in self.children()
            if b"spawn_main" in Path(f"/proc/{pid}/cmdline").read_bytes()
        ]
        assert workers, "the server has no bot worker process to freeze"
        for pid in workers:
            os.kill(pid, signal.SIGSTOP)
        # The signal is delivered asynchronously: wait until every worker is stopped.
        give_up = time.monotonic() + TIMEOUT
        while not all(self._stopped(pid) for pid in workers):
            assert time.monotonic() < give_up, "the bot workers did not stop"
            time.sleep(0.01)

    @staticmethod
    def _stopped(pid: int) -> bool:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        return state in {"T", "t"}

    def get(self, path: str) -> Any:
        response = self.http.get(path)
        assert response.status_code == 200, response.text
        return response.json()

    def post(self, path: str, body: dict[str, Any], expect: int = 200) -> Any:
        response = self.http.post(path, json=body)
        assert response.status_code == expect, response.text
        return response.json()

    def create(
        self, game: str, seats: list[str], *, seed: int, move_seconds: float | None = None
    ) -> dict[str, Any]:
        """``seats`` like ``["human", "bot:greedy"]``; the match gets ``seed`` through
        the server's seed file (no request can choose a seed)."""
        self.seed_file.write_text(str(seed))
        body: dict[str, Any] = {
            "game": game,
            "seats": [
                {"kind": "bot", "bot": s.split(":", 1)[1]}
                if s.startswith("bot")
                else {"kind": "human"}
                for s in seats
            ],
        }
        if move_seconds is not None:
            body["move_seconds"] = move_seconds
        match: dict[str, Any] = self.post("/api/matches", body, expect=201)
        return match

    def join(self, match_id: str, name: str, seat: int) -> str:
        token: str = self.post(f"/api/matches/{match_id}/join", {"name": name, "seat": seat})[
            "token"
        ]
        return token

    def kill(self) -> None:
        """``kill -9`` the server process, then its leftover worker processes."""
        self.process.kill()
        self.process.wait(TIMEOUT)
        self._kill_group()

    def terminate(self) -> None:
        """Ask the server to shut down (SIGTERM) without waiting: :meth:`stop` waits
        (several servers shut down side by side)."""
        if self.process.poll() is None:
            self.process.terminate()

    def stop(self) -> None:
        """A normal shutdown (SIGTERM), falling back to SIGKILL."""
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(TIMEOUT)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(TIMEOUT)
        self._kill_group()

    def _kill_group(self) -> None:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGKILL)
        self.http.close()
        self._log.close()


class WsClient(ProtocolClient):
    """One WebSocket client of one match over a real socket."""

    def __init__(self, server: ServerProcess, match_id: str, game_id: str) -> None:
        super().__init__()
        self.match_id = match_id
        self.game_id = game_id
        self._stack = contextlib.ExitStack()
        self.ws: ClientConnection = self._stack.enter_context(
            connect(
                f"ws://127.0.0.1:{server.port}/api/matches/{match_id}/ws",
                proxy=None,
                open_timeout=TIMEOUT,
                max_size=None,
                # Every frame is read at once, also while the test reads nothing from
                # this client (a spectator of a bot match during another match's play):
                # with a bounded queue the reader stops, the pongs go unread, and the
                # client drops the connection (1011 keepalive ping timeout).
                max_queue=None,
                close_timeout=2,
            )
        )

    def close(self) -> None:
        self._stack.close()

    def _send_text(self, text: str) -> None:
        self.ws.send(text)

    def _receive_text(self) -> str:
        return str(self.ws.recv(timeout=TIMEOUT))

    def hello(self, token: str | None = None, since: int | None = None) -> dict[str, Any]:
        """Greet; returns the first state message."""
        self.greet(token, since)
        assert self.state is not None
        return self.state

    def choose(self) -> dict[str, Any]:
        """A legal action for this seat, picked by the game's best bot (the tests play
        like a sensible person, so that games end in few moves)."""
        assert self.state is not None
        assert self.seat is not None
        seed = f"{self.match_id}:{self.state['version']}:{self.seat}"
        return bot_action(self.game_id, self.state, random.Random(seed))
