"""The Alembic migrations build exactly the schema the code declares, and run again
harmlessly on every start."""

from __future__ import annotations

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import inspect, text

from spelkast.server.db import Base, make_engine, utcnow
from spelkast.server.migrations import upgrade
from spelkast.server.seeks.model import SeekRow
from spelkast.server.store import Store


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
