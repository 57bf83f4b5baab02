"""Alembic's environment: migrations run on the connection ``database.migrate`` passes."""

from alembic import context

from cardavia.store.models import Base

connection = context.config.attributes["connection"]
context.configure(connection=connection, target_metadata=Base.metadata)
with context.begin_transaction():
    context.run_migrations()
