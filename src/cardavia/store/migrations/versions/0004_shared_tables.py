"""Tables shared by several people: players, the seats they hold, their reactions, and a
table's invitation token and whether it is listed among the open tables.

Existing tables are one-person tables: no invitation, not public.

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-02
"""

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None

WHEN = sa.DateTime(timezone=True)


def upgrade() -> None:
    with op.batch_alter_table("card_tables") as table:
        table.add_column(sa.Column("invitation", sa.String(64), nullable=True))
        table.add_column(sa.Column("public", sa.Boolean, nullable=False, server_default=sa.false()))
        table.create_unique_constraint("uq_card_tables_invitation", ["invitation"])
        table.create_index("ix_card_tables_public", ["public"])
    op.create_table(
        "players",
        sa.Column("id", sa.String(64), primary_key=True),
        sa.Column("name", sa.String(24), nullable=False),
        sa.Column("look", sa.JSON, nullable=False),
        sa.Column("updated_at", WHEN, nullable=False),
    )
    op.create_table(
        "table_seats",
        sa.Column(
            "table_id",
            sa.String(32),
            sa.ForeignKey("card_tables.id", ondelete="CASCADE"),
            primary_key=True,
        ),
        sa.Column("player_id", sa.String(64), primary_key=True),
        sa.Column("seat", sa.Integer, nullable=True),
        sa.Column("name", sa.String(24), nullable=False),
        sa.Column("look", sa.JSON, nullable=False),
        sa.Column("away", sa.Boolean, nullable=False),
        sa.Column("ready_for", sa.Integer, nullable=False),
        sa.Column("joined_at", WHEN, nullable=False),
        sa.Column("seen_at", WHEN, nullable=False),
        sa.Column("left_at", WHEN, nullable=True),
    )
    op.create_index("ix_table_seats_seat", "table_seats", ["table_id", "seat"], unique=True)
    op.create_index(
        "ix_table_seats_seated_name",
        "table_seats",
        ["table_id", "name"],
        unique=True,
        sqlite_where=sa.text("seat IS NOT NULL"),
        postgresql_where=sa.text("seat IS NOT NULL"),
    )
    op.create_table(
        "table_reactions",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column(
            "table_id",
            sa.String(32),
            sa.ForeignKey("card_tables.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("seat", sa.Integer, nullable=False),
        sa.Column("phrase", sa.String(32), nullable=False),
        sa.Column("sent_at", WHEN, nullable=False),
    )
    op.create_index("ix_table_reactions_table_id", "table_reactions", ["table_id"])


def downgrade() -> None:
    op.drop_table("table_reactions")
    op.drop_table("table_seats")
    op.drop_table("players")
    with op.batch_alter_table("card_tables") as table:
        table.drop_index("ix_card_tables_public")
        table.drop_constraint("uq_card_tables_invitation", type_="unique")
        table.drop_column("public")
        table.drop_column("invitation")
