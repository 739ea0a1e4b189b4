"""Hints while playing: whether a match shows them, and every turn a seat used one.

``matches.hints`` is false for every match stored before (they had no hints). A row of
``hint_uses`` is one seat using a hint (``kind`` "hint") or a help proposal ("help") on
one turn; the key makes a second use of the same kind on the same turn a no-op, however
many server nodes are asked.

Revision ID: 0005_hints
Revises: 0004_accounts
Create Date: 2026-11-28
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005_hints"
down_revision = "0004_accounts"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("matches") as batch:
        batch.add_column(
            sa.Column("hints", sa.Boolean(), nullable=False, server_default=sa.false())
        )
    op.create_table(
        "hint_uses",
        sa.Column(
            "match_id",
            sa.String(32),
            sa.ForeignKey("matches.id", ondelete="CASCADE"),
            primary_key=True,
        ),
        sa.Column("seat", sa.Integer(), primary_key=True),
        sa.Column("kind", sa.String(8), primary_key=True),
        sa.Column("turn", sa.Integer(), primary_key=True),
    )


def downgrade() -> None:
    op.drop_table("hint_uses")
    with op.batch_alter_table("matches") as batch:
        batch.drop_column("hints")
