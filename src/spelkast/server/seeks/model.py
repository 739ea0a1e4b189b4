"""The ``seeks`` table: one row per "Play now" request, shared by every node.

A seek holds only the SHA-256 hash of the seat token its seeker was given when asking
(the token is the seeker's key to the seek and, once paired, to its seat). Its status
moves ``waiting`` → ``matching`` (claimed by a node that is creating the match) →
``paired`` (``match_id`` and ``seat`` set); or to ``cancelled`` (by the seeker) or
``gone`` (the seeker stopped asking for it).
"""

from __future__ import annotations

import datetime as dt
from typing import Final

from sqlalchemy import Boolean, DateTime, Float, ForeignKey, Index, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from spelkast.server.db import Base

WAITING: Final = "waiting"
MATCHING: Final = "matching"
PAIRED: Final = "paired"
CANCELLED: Final = "cancelled"
GONE: Final = "gone"


class SeekRow(Base):
    """One seeker in the pool."""

    __tablename__ = "seeks"
    __table_args__ = (Index("ix_seeks_game_status", "game", "status"),)

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    token_hash: Mapped[str] = mapped_column(String(64))
    game: Mapped[str] = mapped_column(String(64))
    min_players: Mapped[int] = mapped_column(Integer)
    max_players: Mapped[int] = mapped_column(Integer)
    move_seconds: Mapped[int | None] = mapped_column(Integer, nullable=True)
    allow_bots: Mapped[bool] = mapped_column(Boolean)
    account_id: Mapped[str | None] = mapped_column(
        String(32), ForeignKey("accounts.id", ondelete="CASCADE"), nullable=True
    )
    name: Mapped[str] = mapped_column(String(64))
    mu: Mapped[float] = mapped_column(Float)
    status: Mapped[str] = mapped_column(String(16))
    match_id: Mapped[str | None] = mapped_column(String(32), nullable=True)
    seat: Mapped[int | None] = mapped_column(Integer, nullable=True)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True))
    #: When the seeker last asked for the seek (a seek left unasked is dropped).
    seen_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True))
    #: When the status last changed.
    changed_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True))
