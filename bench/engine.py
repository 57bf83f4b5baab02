"""Engine benchmark: median complete random deals per second per game.

Run: ``.venv/bin/python bench/engine.py`` (the same as ``cardavia bench engine``).
"""

import sys

from cardavia.cli import app

if __name__ == "__main__":
    sys.argv = ["cardavia", "bench", "engine", *sys.argv[1:]]
    app()
