"""Tables and engines.

The match tables: ``matches`` (one row per match, with a snapshot of the current state so a
restart resumes without replaying), ``seats`` (who sits where; human seats hold only the
SHA-256 hash of their secret token), ``actions`` (every accepted action, keyed by the
version it produced, which makes a second action on the same version impossible even
across processes), ``rematch_offers`` (the rematch offer of a finished match, see
:mod:`spelkast.server.offers`; changed only under its own version guard), ``hint_uses``
(each turn a seat was shown a hint or a help proposal, see :mod:`spelkast.server.hinting`)
and ``reviews`` (post-game reviews and their progress, :mod:`spelkast.server.reviews`).

The account tables (docs/accounts.md): ``accounts`` (unique on the folded name, password
only as an argon2id hash), ``account_sessions`` (only the SHA-256 hash of a session id),
``passkeys``, ``passkey_challenges`` (one-use, short-lived), ``account_seats`` (which
seat belongs to which account) and ``sign_in_throttle`` (failures per folded name).

The rating tables (:mod:`spelkast.server.ratings`): ``ratings`` (per account and game)
and ``rating_history`` (what each rated match did to each account's rating).
"""

from __future__ import annotations

import datetime as dt
import logging
from pathlib import Path
from typing import Any

import platformdirs
from sqlalchemy import (
    Boolean,
    DateTime,
    Float,
    ForeignKey,
    Integer,
    LargeBinary,
    String,
    Text,
    UniqueConstraint,
    create_engine,
    event,
    false,
)
from sqlalchemy.engine import Engine, make_url
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column


def utcnow() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


class Base(DeclarativeBase):
    pass


class MatchRow(Base):
    __tablename__ = "matches"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    game: Mapped[str] = mapped_column(String(64))
    options: Mapped[str] = mapped_column(Text)  # JSON object
    num_players: Mapped[int] = mapped_column(Integer)
    seed: Mapped[str] = mapped_column(String(32))  # decimal text: may exceed 64-bit ints
    status: Mapped[str] = mapped_column(String(16), index=True)
    version: Mapped[int] = mapped_column(Integer, default=0)
    state: Mapped[str] = mapped_column(Text)  # game.state_to_json, secrets included
    outcome: Mapped[str | None] = mapped_column(Text, nullable=True)
    move_seconds: Mapped[float | None] = mapped_column(Float, nullable=True)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    # Whether the match shows hints (matches stored before hints existed: no).
    hints: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    # SHA-256 hashes of the creator's key (it may free seats nobody has played from) and,
    # for a private match, of the invite's secret (None: anyone may join; migration 0006_invites).
    host_hash: Mapped[str | None] = mapped_column(String(64), nullable=True)
    invite_hash: Mapped[str | None] = mapped_column(String(64), nullable=True)
    # Whether its creator asked for a rated match (matches stored before ratings: no).
    rated: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())


class SeatRow(Base):
    __tablename__ = "seats"

    match_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("matches.id", ondelete="CASCADE"), primary_key=True
    )
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    kind: Mapped[str] = mapped_column(String(8))  # "human" or "bot"
    bot: Mapped[str | None] = mapped_column(String(64), nullable=True)
    name: Mapped[str] = mapped_column(String(64), default="")
    token_hash: Mapped[str | None] = mapped_column(String(64), nullable=True, index=True)
    # Move clock: when this seat must have acted (Unix time), or None.
    deadline: Mapped[float | None] = mapped_column(Float, nullable=True)


class ActionRow(Base):
    __tablename__ = "actions"

    match_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("matches.id", ondelete="CASCADE"), primary_key=True
    )
    version: Mapped[int] = mapped_column(Integer, primary_key=True)  # version it produced
    seat: Mapped[int] = mapped_column(Integer)
    action: Mapped[str] = mapped_column(Text)  # game.action_to_json as JSON text
    text: Mapped[str] = mapped_column(String(200))  # game.format_action
    sealed: Mapped[bool] = mapped_column(Boolean, default=False)  # hidden until round ends
    by: Mapped[str] = mapped_column(String(16), default="seat")  # "seat", "bot", "clock"
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class OfferRow(Base):
    __tablename__ = "rematch_offers"

    match_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("matches.id", ondelete="CASCADE"), primary_key=True
    )
    version: Mapped[int] = mapped_column(Integer)  # +1 on every change (the guard)
    offer: Mapped[str] = mapped_column(Text)  # Offer.to_text (token hashes, no tokens)
    updated_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class HintUseRow(Base):
    __tablename__ = "hint_uses"

    match_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("matches.id", ondelete="CASCADE"), primary_key=True
    )
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    kind: Mapped[str] = mapped_column(String(8), primary_key=True)  # "hint" or "help"
    turn: Mapped[int] = mapped_column(Integer, primary_key=True)


class ReviewRow(Base):
    """A post-game review of a finished match: one per (match, players, budget), computed
    in the background (see :mod:`spelkast.server.reviews`)."""

    __tablename__ = "reviews"
    __table_args__ = (
        UniqueConstraint(
            "match_id", "players", "iterations", name="uq_reviews_match_players_budget"
        ),
    )

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    match_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("matches.id", ondelete="CASCADE"), index=True
    )
    players: Mapped[str] = mapped_column(String(32))  # the seats reviewed: "0,1"
    iterations: Mapped[int] = mapped_column(Integer)  # the budget of every search
    status: Mapped[str] = mapped_column(String(16))  # queued, running, done, failed
    done: Mapped[int] = mapped_column(Integer, default=0)  # decisions judged so far
    total: Mapped[int | None] = mapped_column(Integer, nullable=True)  # known once begun
    attempts: Mapped[int] = mapped_column(Integer, default=0)  # runs begun
    runner: Mapped[str | None] = mapped_column(String(32), nullable=True)  # the run's token
    lease_until: Mapped[float | None] = mapped_column(Float, nullable=True)  # Unix time
    result: Mapped[str | None] = mapped_column(Text, nullable=True)  # Review.to_json
    error: Mapped[str | None] = mapped_column(Text, nullable=True)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class AccountRow(Base):
    __tablename__ = "accounts"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    name: Mapped[str] = mapped_column(String(32))  # as typed (after NFKC)
    name_folded: Mapped[str] = mapped_column(String(32), unique=True, index=True)  # NFKC+casefold
    password_hash: Mapped[str] = mapped_column(String(255))  # argon2id (pwdlib)
    language: Mapped[str | None] = mapped_column(String(8), nullable=True)
    sound: Mapped[bool] = mapped_column(Boolean, default=True)
    kid_mode: Mapped[bool] = mapped_column(Boolean, default=False)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class SessionRow(Base):
    __tablename__ = "account_sessions"

    id_hash: Mapped[str] = mapped_column(String(64), primary_key=True)  # SHA-256 of the id
    account_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("accounts.id", ondelete="CASCADE"), index=True
    )
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    last_seen_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class PasskeyRow(Base):
    __tablename__ = "passkeys"

    id: Mapped[str] = mapped_column(String(255), primary_key=True)  # credential id, base64url
    account_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("accounts.id", ondelete="CASCADE"), index=True
    )
    public_key: Mapped[bytes] = mapped_column(LargeBinary)
    sign_count: Mapped[int] = mapped_column(Integer, default=0)
    label: Mapped[str] = mapped_column(String(64))
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    last_used_at: Mapped[dt.datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)


class ChallengeRow(Base):
    __tablename__ = "passkey_challenges"

    id_hash: Mapped[str] = mapped_column(String(64), primary_key=True)  # SHA-256 of the ticket
    challenge: Mapped[bytes] = mapped_column(LargeBinary)
    account_id: Mapped[str | None] = mapped_column(
        String(32), ForeignKey("accounts.id", ondelete="CASCADE"), nullable=True
    )
    expires_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True))


class AccountSeatRow(Base):
    __tablename__ = "account_seats"

    match_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("matches.id", ondelete="CASCADE"), primary_key=True
    )
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    account_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("accounts.id", ondelete="CASCADE"), index=True
    )
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class ThrottleRow(Base):
    __tablename__ = "sign_in_throttle"

    name_folded: Mapped[str] = mapped_column(String(64), primary_key=True)
    failures: Mapped[int] = mapped_column(Integer, default=0)
    blocked_until: Mapped[dt.datetime | None] = mapped_column(
        DateTime(timezone=True), nullable=True
    )
    last_failure_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), index=True)


class RatingRow(Base):
    """An account's rating in one game (openskill's Plackett–Luce ``mu`` and ``sigma``)."""

    __tablename__ = "ratings"

    account_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("accounts.id", ondelete="CASCADE"), primary_key=True
    )
    game: Mapped[str] = mapped_column(String(64), primary_key=True)
    mu: Mapped[float] = mapped_column(Float)
    sigma: Mapped[float] = mapped_column(Float)
    games: Mapped[int] = mapped_column(Integer, default=0)
    updated_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), index=True)


class RatingChangeRow(Base):
    """What one rated match did to one account's rating (the key makes a match count
    once per account)."""

    __tablename__ = "rating_history"

    match_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("matches.id", ondelete="CASCADE"), primary_key=True
    )
    account_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("accounts.id", ondelete="CASCADE"), primary_key=True, index=True
    )
    game: Mapped[str] = mapped_column(String(64))
    seat: Mapped[int] = mapped_column(Integer)
    place: Mapped[int] = mapped_column(Integer)  # 1 best; a seat that left is last
    mu_before: Mapped[float] = mapped_column(Float)
    sigma_before: Mapped[float] = mapped_column(Float)
    mu_after: Mapped[float] = mapped_column(Float)
    sigma_after: Mapped[float] = mapped_column(Float)
    shown_before: Mapped[int] = mapped_column(Integer)  # the figure shown (ordinal scaled)
    shown_after: Mapped[int] = mapped_column(Integer)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True))


class DailySecretRow(Base):
    """The server's secret the daily challenges' seeds are derived from (one row, made
    on first use, shared by every node through the database)."""

    __tablename__ = "daily_secret"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    secret: Mapped[bytes] = mapped_column(LargeBinary)


class DailyMatchRow(Base):
    """Every daily-challenge match (:mod:`spelkast.server.daily`): its day and game, the
    account whose scored attempt it is (None: anonymous, unranked) and, once settled,
    its result (``scored``, ``late``, ``left``) and score."""

    __tablename__ = "daily_matches"
    __table_args__ = (UniqueConstraint("day", "game", "account_id", name="uq_daily_attempt"),)

    match_id: Mapped[str] = mapped_column(String(32), primary_key=True)
    day: Mapped[str] = mapped_column(String(10))  # YYYY-MM-DD, UTC
    game: Mapped[str] = mapped_column(String(64))
    account_id: Mapped[str | None] = mapped_column(
        String(32), ForeignKey("accounts.id", ondelete="SET NULL"), nullable=True
    )
    result: Mapped[str | None] = mapped_column(String(8), nullable=True)
    score: Mapped[float | None] = mapped_column(Float, nullable=True)
    finished_at: Mapped[dt.datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


def default_database_url() -> str:
    """An SQLite file in the user's data directory (created on first use)."""
    folder = Path(platformdirs.user_data_dir("spelkast", appauthor=False))
    folder.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{folder / 'spelkast.db'}"


def normalise_url(url: str) -> str:
    """Accept plain ``postgresql://`` URLs and use the psycopg 3 driver for them."""
    parsed = make_url(url)
    if parsed.drivername in {"postgresql", "postgres"}:
        parsed = parsed.set(drivername="postgresql+psycopg")
    return parsed.render_as_string(hide_password=False)


def is_sqlite(url: str) -> bool:
    return make_url(url).get_backend_name() == "sqlite"


class _HideRows(logging.Filter):
    """SQLAlchemy logs every row it reads when its logger is at DEBUG; a match row holds
    the whole state with every secret, so rows are logged without their values."""

    def filter(self, record: logging.LogRecord) -> bool:
        if isinstance(record.msg, str) and record.msg.startswith("Row "):
            record.msg, record.args = "Row (values hidden)", ()
        return True


def _hide_secrets_in_logs() -> None:
    engine_logger = logging.getLogger("sqlalchemy.engine.Engine")
    if not any(isinstance(f, _HideRows) for f in engine_logger.filters):
        engine_logger.addFilter(_HideRows())


def make_engine(url: str) -> Engine:
    """An engine for ``url``. SQLite runs in WAL mode with foreign keys on; a commit
    is durable against the process being killed (the WAL is written before commit
    returns).

    No log line may hold a secret: SQL parameters (states, token hashes) are hidden from
    SQLAlchemy's logging and error messages, and logged rows lose their values."""
    url = normalise_url(url)
    _hide_secrets_in_logs()
    if is_sqlite(url):
        engine = create_engine(
            url,
            connect_args={"check_same_thread": False, "timeout": 30},
            hide_parameters=True,
        )

        @event.listens_for(engine, "connect")
        def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
            cursor = dbapi_connection.cursor()
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA synchronous=NORMAL")
            cursor.execute("PRAGMA foreign_keys=ON")
            cursor.close()

        return engine
    return create_engine(url, pool_size=8, max_overflow=4, pool_pre_ping=True, hide_parameters=True)
