"""Shared tables: the time from one person's card to its appearance in the other person's
browser (p50/p95), on one server process, or on two with ``--database-url`` (PostgreSQL).

Run: ``.venv/bin/python bench/together.py [--database-url URL]`` (the same as ``cardavia
bench together``).
"""

import sys

from cardavia.cli import app

if __name__ == "__main__":
    sys.argv = ["cardavia", "bench", "together", *sys.argv[1:]]
    app()
