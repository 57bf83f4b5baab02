"""The AI workers' job queue on PostgreSQL: procrastinate's tables and functions.

Only PostgreSQL carries the queue (``cardavia worker``); SQLite, the embedded default,
plays the AI in the web process's own pool and gets nothing here. The schema is the one of
the procrastinate release installed; a later release's own migration scripts come as new
revisions here.

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-02
"""

from alembic import op
from procrastinate.schema import SchemaManager

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    bind = op.get_bind()
    if bind.dialect.name == "postgresql":
        # Straight to the driver: the schema's text is SQL with colons and percent signs,
        # not a statement with parameters.
        bind.connection.driver_connection.execute(SchemaManager.get_schema())  # type: ignore[union-attr]


def downgrade() -> None:
    bind = op.get_bind()
    if bind.dialect.name == "postgresql":
        bind.connection.driver_connection.execute(_DROP_QUEUE)  # type: ignore[union-attr]


_DROP_QUEUE = """
DO $$
DECLARE found record;
BEGIN
    FOR found IN SELECT tablename FROM pg_tables WHERE tablename LIKE 'procrastinate%' LOOP
        EXECUTE format('DROP TABLE IF EXISTS %I CASCADE', found.tablename);
    END LOOP;
    FOR found IN SELECT oid::regprocedure AS function FROM pg_proc
                 WHERE proname LIKE 'procrastinate%' LOOP
        EXECUTE format('DROP FUNCTION IF EXISTS %s CASCADE', found.function);
    END LOOP;
    FOR found IN SELECT typname FROM pg_type
                 WHERE typname LIKE 'procrastinate%' AND typtype IN ('e', 'c') LOOP
        EXECUTE format('DROP TYPE IF EXISTS %I CASCADE', found.typname);
    END LOOP;
END
$$;
"""
