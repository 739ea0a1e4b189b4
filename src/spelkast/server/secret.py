"""The server's secret: 256 random bits made on first use and kept in the database
(the ``daily_secret`` table, where the daily challenge first needed it), so every node
reads the same. Each use derives its own value with HMAC-SHA256 under its own label, so
a value made for one purpose tells nothing about another or about the secret."""

from __future__ import annotations

import hashlib
import hmac
import secrets

from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from spelkast.server.db import DailySecretRow


def server_secret(engine: Engine) -> bytes:
    """The secret, made by whichever node asks first (synchronous: run it in a thread)."""
    with Session(engine) as session:
        found = session.get(DailySecretRow, 1)
        if found is not None:
            return found.secret
    try:
        with Session(engine) as session, session.begin():
            session.add(DailySecretRow(id=1, secret=secrets.token_bytes(32)))
    except IntegrityError:  # another node made it first: theirs is the secret
        pass
    with Session(engine) as session:
        row = session.get(DailySecretRow, 1)
        assert row is not None
        return row.secret


def derive(secret: bytes, label: str, *parts: str) -> bytes:
    """HMAC-SHA256 of ``label`` and ``parts`` (each ended by a NUL, so no two different
    lists of parts give the same message)."""
    message = "".join(f"{part}\0" for part in (label, *parts)).encode("utf-8")
    return hmac.new(secret, message, hashlib.sha256).digest()
