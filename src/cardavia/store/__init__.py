"""Where tables live: SQLAlchemy models, the table repository and Alembic migrations."""
