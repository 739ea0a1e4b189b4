"""Alembic environment: runs migrations on the engine handed over in ``config.attributes``."""

from __future__ import annotations

from alembic import context
from sqlalchemy.engine import Engine

from spelkast.server.db import Base

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
        context.run_migrations()
    connection.commit()
