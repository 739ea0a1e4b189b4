"""The Alembic migrations build exactly the schema the code declares, and run again
harmlessly on every start."""

from __future__ import annotations

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import inspect

from spelkast.server.db import Base, make_engine
from spelkast.server.migrations import upgrade


def test_migrations_match_the_declared_tables_and_are_idempotent(database_url: str) -> None:
    engine = make_engine(database_url)
    try:
        upgrade(engine)
        upgrade(engine)  # a second start changes nothing
        with engine.connect() as connection:
            context = MigrationContext.configure(connection)
            assert context.get_current_revision() == "0004_accounts"
            assert compare_metadata(context, Base.metadata) == []
        assert set(inspect(engine).get_table_names()) >= {
            "matches",
            "seats",
            "actions",
            "rematch_offers",
            "accounts",
            "account_sessions",
            "passkeys",
            "account_seats",
        }
    finally:
        engine.dispose()
