"""Post-game reviews in the database: one row per (match, players, budget), with the
progress of its computation and, once done, the review as JSON.

Revision ID: 0003_reviews
Revises: 0002
Create Date: 2026-11-28
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003_reviews"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "reviews",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column(
            "match_id",
            sa.String(32),
            sa.ForeignKey("matches.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("players", sa.String(32), nullable=False),
        sa.Column("iterations", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("done", sa.Integer(), nullable=False),
        sa.Column("total", sa.Integer(), nullable=True),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("runner", sa.String(32), nullable=True),
        sa.Column("lease_until", sa.Float(), nullable=True),
        sa.Column("result", sa.Text(), nullable=True),
        sa.Column("error", sa.Text(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint(
            "match_id", "players", "iterations", name="uq_reviews_match_players_budget"
        ),
    )
    op.create_index("ix_reviews_match_id", "reviews", ["match_id"])


def downgrade() -> None:
    op.drop_index("ix_reviews_match_id", table_name="reviews")
    op.drop_table("reviews")
