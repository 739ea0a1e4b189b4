"""The Alembic migrations build exactly the schema the code declares, and run again
harmlessly on every start."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import inspect, text

from spelkast.server.db import Base, make_engine, utcnow
from spelkast.server.migrations import upgrade
from spelkast.server.seeks.model import SeekRow
from spelkast.server.store import Store

from .postgres import PostgresCluster


def test_migrations_match_the_declared_tables_and_are_idempotent(database_url: str) -> None:
    engine = make_engine(database_url)
    try:
        upgrade(engine)
        upgrade(engine)  # a second start changes nothing
        with engine.connect() as connection:
            context = MigrationContext.configure(connection)
            assert context.get_current_revision() == "0009_seeks"
            assert compare_metadata(context, Base.metadata) == []
        assert set(inspect(engine).get_table_names()) >= {
            "matches",
            "seats",
            "actions",
            "rematch_offers",
            "hint_uses",
            "reviews",
            "accounts",
            "account_sessions",
            "passkeys",
            "account_seats",
            "ratings",
            "rating_history",
            SeekRow.__tablename__,
        }
    finally:
        engine.dispose()


def test_a_match_stored_before_hints_existed_reads_as_without_hints(database_url: str) -> None:
    engine = make_engine(database_url)
    try:
        upgrade(engine, "0002")
        with engine.begin() as connection:
            connection.execute(
                text(
                    "INSERT INTO matches (id, game, options, num_players, seed, status, "
                    "version, state, created_at, updated_at) VALUES ('old', 'sudoku', '{}', "
                    "2, '1', 'running', 0, '{}', :now, :now)"
                ),
                {"now": utcnow()},
            )
        upgrade(engine)
        stored = Store(engine).load_match("old")
        assert stored is not None
        assert stored.hints is False
        assert stored.hint_uses == []
        assert stored.rated is False
    finally:
        engine.dispose()


def test_nodes_starting_together_migrate_a_new_database_once(
    postgres_cluster: PostgresCluster, tmp_path: Path
) -> None:
    """Nodes that start at once on an empty PostgreSQL database: each start migrates,
    one after the other, and every one comes up (none trips over the tables another is
    creating). Two starts make the race (each is a process: an import costs seconds)."""
    starts = 2
    with postgres_cluster.database() as url:
        # Each node is its own process (as the nodes of a cluster are): once every one
        # has connected, a go file starts their migrations together.
        go = tmp_path / "go"
        script = (
            "import sys, time\n"
            "from pathlib import Path\n"
            "from spelkast.server.db import make_engine\n"
            "from spelkast.server.migrations import upgrade\n"
            "engine = make_engine(sys.argv[1])\n"
            "engine.connect().close()\n"
            "Path(sys.argv[3]).touch()\n"
            "while not Path(sys.argv[2]).exists():\n"
            "    time.sleep(0.005)\n"
            "upgrade(engine)\n"
        )
        nodes = [
            subprocess.Popen(
                [sys.executable, "-c", script, url, str(go), str(tmp_path / f"ready{n}")],
                stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT,
            )
            for n in range(starts)
        ]
        try:
            give_up = time.monotonic() + 120
            while not all((tmp_path / f"ready{n}").exists() for n in range(starts)):
                assert all(node.poll() is None for node in nodes), "a node exited early"
                assert time.monotonic() < give_up, "the nodes did not connect"
                time.sleep(0.01)
            go.touch()
            outputs = [node.communicate(timeout=120)[0].decode(errors="replace") for node in nodes]
        finally:
            for node in nodes:
                node.kill()
                node.wait()
        assert [node.returncode for node in nodes] == [0] * starts, "\n".join(outputs)
        engine = make_engine(url)
        try:
            with engine.connect() as connection:
                context = MigrationContext.configure(connection)
                assert compare_metadata(context, Base.metadata) == []
        finally:
            engine.dispose()
