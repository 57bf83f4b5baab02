"""Finished deals kept to be looked back at (history, review, statistics), who played them,
and their analyses.

The history starts with this version: deals finished before it are not in it.

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-02
"""

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None

WHEN = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "deals",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column(
            "table_id",
            sa.String(32),
            sa.ForeignKey("card_tables.id", ondelete="SET NULL"),
            nullable=True,
        ),
        sa.Column("number", sa.Integer, nullable=True),
        sa.Column("owner", sa.String(64), nullable=False),
        sa.Column("game", sa.String(16), nullable=False),
        sa.Column("pack", sa.String(32), nullable=False),
        sa.Column("finished_at", WHEN, nullable=False),
        sa.Column("record", sa.JSON, nullable=False),
        sa.Column("result", sa.JSON, nullable=False),
        sa.Column("seats", sa.JSON, nullable=False),
        sa.Column("uploaded", sa.Boolean, nullable=False),
        sa.Column("share", sa.String(64), nullable=True, unique=True),
    )
    op.create_index("ix_deals_owner", "deals", ["owner"])
    op.create_index("ix_deals_table_number", "deals", ["table_id", "number"], unique=True)
    op.create_table(
        "deal_players",
        sa.Column(
            "deal_id",
            sa.String(32),
            sa.ForeignKey("deals.id", ondelete="CASCADE"),
            primary_key=True,
        ),
        sa.Column("player_id", sa.String(64), primary_key=True),
        sa.Column("seat", sa.Integer, nullable=False),
        sa.Column("game", sa.String(16), nullable=False),
        sa.Column("finished_at", WHEN, nullable=False),
    )
    op.create_index("ix_deal_players_player", "deal_players", ["player_id", "finished_at"])
    op.create_table(
        "deal_analyses",
        sa.Column(
            "deal_id",
            sa.String(32),
            sa.ForeignKey("deals.id", ondelete="CASCADE"),
            primary_key=True,
        ),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("done", sa.Integer, nullable=False),
        sa.Column("total", sa.Integer, nullable=False),
        sa.Column("decisions", sa.JSON, nullable=False),
        sa.Column("analysis", sa.JSON, nullable=True),
        sa.Column("started_at", WHEN, nullable=False),
        sa.Column("updated_at", WHEN, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("deal_analyses")
    op.drop_table("deal_players")
    op.drop_table("deals")
