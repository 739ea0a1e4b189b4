"""Optional accounts: accounts, their sessions and passkeys, seats that belong to an
account, and the sign-in throttle (docs/accounts.md).

Revision ID: 0004_accounts
Revises: 0003_reviews
Create Date: 2026-11-28
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004_accounts"
down_revision = "0003_reviews"
branch_labels = None
depends_on = None

_WHEN = sa.DateTime(timezone=True)


def _account_id(nullable: bool = False) -> sa.Column[str]:
    return sa.Column(
        "account_id",
        sa.String(32),
        sa.ForeignKey("accounts.id", ondelete="CASCADE"),
        nullable=nullable,
    )


def upgrade() -> None:
    op.create_table(
        "accounts",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("name", sa.String(32), nullable=False),
        sa.Column("name_folded", sa.String(32), nullable=False),
        sa.Column("password_hash", sa.String(255), nullable=False),
        sa.Column("language", sa.String(8), nullable=True),
        sa.Column("sound", sa.Boolean(), nullable=False),
        sa.Column("kid_mode", sa.Boolean(), nullable=False),
        sa.Column("created_at", _WHEN, nullable=False),
    )
    # The same rule on every database: one account per folded name.
    op.create_index("ix_accounts_name_folded", "accounts", ["name_folded"], unique=True)
    op.create_table(
        "account_sessions",
        sa.Column("id_hash", sa.String(64), primary_key=True),
        _account_id(),
        sa.Column("created_at", _WHEN, nullable=False),
        sa.Column("last_seen_at", _WHEN, nullable=False),
    )
    op.create_index("ix_account_sessions_account_id", "account_sessions", ["account_id"])
    op.create_table(
        "passkeys",
        sa.Column("id", sa.String(255), primary_key=True),
        _account_id(),
        sa.Column("public_key", sa.LargeBinary(), nullable=False),
        sa.Column("sign_count", sa.Integer(), nullable=False),
        sa.Column("label", sa.String(64), nullable=False),
        sa.Column("created_at", _WHEN, nullable=False),
        sa.Column("last_used_at", _WHEN, nullable=True),
    )
    op.create_index("ix_passkeys_account_id", "passkeys", ["account_id"])
    op.create_table(
        "passkey_challenges",
        sa.Column("id_hash", sa.String(64), primary_key=True),
        sa.Column("challenge", sa.LargeBinary(), nullable=False),
        _account_id(nullable=True),
        sa.Column("expires_at", _WHEN, nullable=False),
    )
    op.create_table(
        "account_seats",
        sa.Column(
            "match_id",
            sa.String(32),
            sa.ForeignKey("matches.id", ondelete="CASCADE"),
            primary_key=True,
        ),
        sa.Column("seat", sa.Integer(), primary_key=True),
        _account_id(),
        sa.Column("created_at", _WHEN, nullable=False),
    )
    op.create_index("ix_account_seats_account_id", "account_seats", ["account_id"])
    op.create_table(
        "sign_in_throttle",
        sa.Column("name_folded", sa.String(64), primary_key=True),
        sa.Column("failures", sa.Integer(), nullable=False),
        sa.Column("blocked_until", _WHEN, nullable=True),
        sa.Column("last_failure_at", _WHEN, nullable=False),
    )
    op.create_index("ix_sign_in_throttle_last_failure_at", "sign_in_throttle", ["last_failure_at"])


def downgrade() -> None:
    op.drop_index("ix_sign_in_throttle_last_failure_at", "sign_in_throttle")
    op.drop_table("sign_in_throttle")
    op.drop_index("ix_account_seats_account_id", "account_seats")
    op.drop_table("account_seats")
    op.drop_table("passkey_challenges")
    op.drop_index("ix_passkeys_account_id", "passkeys")
    op.drop_table("passkeys")
    op.drop_index("ix_account_sessions_account_id", "account_sessions")
    op.drop_table("account_sessions")
    op.drop_index("ix_accounts_name_folded", "accounts")
    op.drop_table("accounts")
