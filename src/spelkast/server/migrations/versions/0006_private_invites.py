"""Private invites and the creator's key: each match may hold the hash of an invite
secret (a private match: joined only through its invite link) and the hash of its
creator's key (who may free a seat nobody has played from).

Revision ID: 0006_invites
Revises: 0005_hints
Create Date: 2026-11-28
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006_invites"
down_revision = "0005_hints"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("matches") as batch:
        batch.add_column(sa.Column("host_hash", sa.String(64), nullable=True))
        batch.add_column(sa.Column("invite_hash", sa.String(64), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("matches") as batch:
        batch.drop_column("invite_hash")
        batch.drop_column("host_hash")
