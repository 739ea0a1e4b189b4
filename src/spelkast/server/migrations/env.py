"""Alembic environment: runs migrations on the engine handed over in ``config.attributes``."""

from __future__ import annotations

import hashlib

from alembic import context
from sqlalchemy import text
from sqlalchemy.engine import Engine

from spelkast.server.db import Base

#: The PostgreSQL advisory lock that the migrations of one database hold (a key of its
#: own, made like the seek pool's keys).
MIGRATION_LOCK = int.from_bytes(
    hashlib.sha256(b"spelkast migrations").digest()[:8], "big", signed=True
)

engine = context.config.attributes.get("engine")
if not isinstance(engine, Engine):  # pragma: no cover - only reachable by misuse
    raise RuntimeError("run migrations through spelkast.server.migrations.upgrade(engine)")

with engine.connect() as connection:
    context.configure(
        connection=connection,
        target_metadata=Base.metadata,
        render_as_batch=connection.dialect.name == "sqlite",
    )
    with context.begin_transaction():
        if connection.dialect.name == "postgresql":
            # Nodes that start together on one database migrate one after the other:
            # the first migrates, the others then find the schema at its newest
            # revision (the lock lasts until the transaction ends).
            connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": MIGRATION_LOCK})
        context.run_migrations()
    connection.commit()
