"""Alembic migrations of the server database (applied on start by :func:`upgrade`)."""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from sqlalchemy.engine import Engine

HERE = Path(__file__).resolve().parent


def alembic_config(engine: Engine | None = None) -> Config:
    config = Config()
    config.set_main_option("script_location", str(HERE))
    if engine is not None:
        config.attributes["engine"] = engine
    return config


def upgrade(engine: Engine, revision: str = "head") -> None:
    """Bring the database behind ``engine`` to ``revision`` (idempotent)."""
    command.upgrade(alembic_config(engine), revision)
