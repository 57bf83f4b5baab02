"""Deal analysis: the time to analyse seat 0's decisions in a complete deal, per game
(median and p95, wall and CPU seconds, with the machine's load).

Run: ``.venv/bin/python bench/analysis.py [--deals N]`` (the same as ``cardavia bench
analysis``).
"""

import sys

from cardavia.cli import app

if __name__ == "__main__":
    sys.argv = ["cardavia", "bench", "analysis", *sys.argv[1:]]
    app()
