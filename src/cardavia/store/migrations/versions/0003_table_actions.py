"""A table's actions stored one row each: ``table_actions``, appended after the session as
last written whole, whose version ``card_tables.session_version`` keeps.

Existing tables hold their whole play in ``session``: each gets ``session_version`` =
``version`` and no appended actions. Going down, each table's appended actions are put
back into its session, at the end of its last deal (``cardavia-table/1``), as they were.

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-02
"""

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None

TABLES = sa.table(
    "card_tables",
    sa.column("id", sa.String),
    sa.column("version", sa.Integer),
    sa.column("session", sa.JSON),
    sa.column("session_version", sa.Integer),
)
ACTIONS = sa.table(
    "table_actions",
    sa.column("table_id", sa.String),
    sa.column("version", sa.Integer),
    sa.column("action", sa.JSON),
)


def upgrade() -> None:
    with op.batch_alter_table("card_tables") as table:
        table.add_column(
            sa.Column("session_version", sa.Integer, nullable=False, server_default="0")
        )
    op.execute(TABLES.update().values(session_version=TABLES.c.version))
    with op.batch_alter_table("card_tables") as table:
        table.alter_column("session_version", server_default=None)
    op.create_table(
        "table_actions",
        sa.Column(
            "table_id",
            sa.String(32),
            sa.ForeignKey("card_tables.id", ondelete="CASCADE"),
            primary_key=True,
        ),
        sa.Column("version", sa.Integer, primary_key=True),
        sa.Column("action", sa.JSON, nullable=False),
    )


def downgrade() -> None:
    bind = op.get_bind()
    appended: dict[str, list[dict[str, object]]] = {}
    for table_id, action in bind.execute(
        sa.select(ACTIONS.c.table_id, ACTIONS.c.action).order_by(
            ACTIONS.c.table_id, ACTIONS.c.version
        )
    ):
        appended.setdefault(table_id, []).append(action)
    for table_id, actions in appended.items():
        session = bind.execute(
            sa.select(TABLES.c.session).where(TABLES.c.id == table_id)
        ).scalar_one()
        session["deals"][-1]["actions"].extend(actions)
        bind.execute(TABLES.update().where(TABLES.c.id == table_id).values(session=session))
    op.drop_table("table_actions")
    with op.batch_alter_table("card_tables") as table:
        table.drop_column("session_version")
