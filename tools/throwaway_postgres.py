"""A real, throwaway PostgreSQL server, for the tests and the server benchmark.

``initdb`` in a fresh temporary folder, started with ``pg_ctl`` on 127.0.0.1 (a free
port, its Unix socket inside that folder, trust authentication on loopback), stopped and
removed afterwards. The newest installed PostgreSQL is used (``/usr/lib/postgresql/<v>``,
else ``initdb`` on the PATH); ``scripts/ensure_postgres.sh`` installs one. ``initdb``
refuses to run as root, so as root the cluster runs as the ``postgres`` system user
(``runuser``).
"""

from __future__ import annotations

import contextlib
import glob
import os
import secrets
import shutil
import subprocess
import tempfile
from collections.abc import Iterator, Mapping
from pathlib import Path

import psycopg

from ports import free_port

SUPERUSER = "postgres"


class PostgresError(RuntimeError):
    """PostgreSQL is missing, or one of its commands failed (the message says which)."""


def runuser() -> str:
    """``runuser`` lives in /usr/sbin, which a bare PATH may not include."""
    for candidate in (shutil.which("runuser"), "/usr/sbin/runuser", "/sbin/runuser"):
        if candidate and os.path.exists(candidate):
            return candidate
    raise PostgresError("runuser (util-linux) is needed to run PostgreSQL as the postgres user")


def find_bindir() -> Path:
    """The newest installed PostgreSQL's ``bin`` folder."""
    found = sorted(
        (Path(p).parent for p in glob.glob("/usr/lib/postgresql/*/bin/initdb")),
        key=lambda path: int(path.parent.name) if path.parent.name.isdigit() else 0,
    )
    if found:
        return found[-1]
    on_path = shutil.which("initdb")
    if on_path is not None:
        return Path(on_path).parent
    raise PostgresError(
        "PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb). Run "
        "scripts/ensure_postgres.sh (./test does) or `apt-get install postgresql`."
    )


class PostgresCluster:
    """A PostgreSQL cluster in ``folder`` listening on ``127.0.0.1:port``."""

    def __init__(self, folder: Path, bindir: Path | None = None) -> None:
        self.bindir = bindir or find_bindir()
        self.folder = folder
        self.data = folder / "data"
        self.log = folder / "server.log"
        self.port = 0
        self._as_postgres = os.geteuid() == 0

    def _run(self, *args: str) -> None:
        command = [str(self.bindir / args[0]), *args[1:]]
        if self._as_postgres:
            command = [runuser(), "-u", "postgres", "--", *command]
        done = subprocess.run(command, capture_output=True, text=True, check=False)
        if done.returncode != 0:
            log = self.log.read_text(errors="replace") if self.log.exists() else ""
            raise PostgresError(
                f"PostgreSQL command failed: {' '.join(command)}\n{done.stdout}{done.stderr}{log}"
            )

    def start(self, settings: Mapping[str, str] | None = None) -> None:
        """``initdb``, then start the server with these ``-c`` settings (on top of
        loopback only; fsync is on unless they say otherwise)."""
        if self._as_postgres:
            shutil.chown(self.folder, user="postgres", group="postgres")
        self._run(
            "initdb",
            "--pgdata", str(self.data),
            "--username", SUPERUSER,
            "--auth", "trust",
            "--encoding", "UTF8",
            "--no-locale",
            "--no-sync",  # only initdb's own files; the server's fsync is a setting
        )  # fmt: skip
        chosen = {"fsync": "on", **(settings or {})}
        extra = "".join(f" -c {key}={value}" for key, value in chosen.items())
        for attempt in range(3):
            self.port = free_port()
            options = f"-c listen_addresses=127.0.0.1 -p {self.port} -k {self.folder}"
            try:
                self._run(
                    "pg_ctl", "start", "-D", str(self.data), "-l", str(self.log), "-w",
                    "-t", "60", "-o", options + extra,
                )  # fmt: skip
                return
            except PostgresError:
                if attempt == 2:  # the port was taken between probing and starting
                    raise

    def stop(self) -> None:
        if (self.data / "postmaster.pid").exists():
            self._run("pg_ctl", "stop", "-D", str(self.data), "-m", "fast", "-w", "-t", "60")

    @property
    def postmaster_pid(self) -> int:
        return int((self.data / "postmaster.pid").read_text().split()[0])

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://{SUPERUSER}@127.0.0.1:{self.port}/{database}"

    def _admin(self) -> psycopg.Connection[tuple[object, ...]]:
        return psycopg.connect(self.url("postgres"), autocommit=True)

    @contextlib.contextmanager
    def database(self) -> Iterator[str]:
        """A fresh, empty database; yields its URL and drops it afterwards (closing
        whatever connections are still open on it)."""
        name = f"test_{secrets.token_hex(6)}"
        with self._admin() as admin:
            admin.execute(f'CREATE DATABASE "{name}"')
        try:
            yield self.url(name)
        finally:
            with self._admin() as admin:
                admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@contextlib.contextmanager
def throwaway_cluster(settings: Mapping[str, str] | None = None) -> Iterator[PostgresCluster]:
    """A started cluster in a fresh folder under /tmp, stopped and removed afterwards."""
    folder = Path(tempfile.mkdtemp(prefix="spelkast-pg-", dir="/tmp"))
    try:
        cluster = PostgresCluster(folder)
        cluster.start(settings)
        try:
            yield cluster
        finally:
            cluster.stop()
    finally:
        shutil.rmtree(folder, ignore_errors=True)
