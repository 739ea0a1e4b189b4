"""Daily challenges: the secret their seeds come from, and every daily match.

``daily_secret`` holds one random secret (made on first use); ``daily_matches`` one row
per daily-challenge match, unique per (day, game, account) so an account has one scored
attempt a day per game (anonymous rows have no account and are never ranked).

Revision ID: 0008_daily
Revises: 0007_ratings
Create Date: 2026-11-28
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0008_daily"
down_revision = "0007_ratings"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "daily_secret",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("secret", sa.LargeBinary(), nullable=False),
    )
    op.create_table(
        "daily_matches",
        sa.Column("match_id", sa.String(32), primary_key=True),
        sa.Column("day", sa.String(10), nullable=False),
        sa.Column("game", sa.String(64), nullable=False),
        sa.Column(
            "account_id",
            sa.String(32),
            sa.ForeignKey("accounts.id", ondelete="SET NULL"),
            nullable=True,
        ),
        sa.Column("result", sa.String(8), nullable=True),
        sa.Column("score", sa.Float(), nullable=True),
        sa.Column("finished_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("day", "game", "account_id", name="uq_daily_attempt"),
    )


def downgrade() -> None:
    op.drop_table("daily_matches")
    op.drop_table("daily_secret")
