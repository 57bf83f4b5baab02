"""Collection rules for the whole suite (``--doctest-modules`` imports every module of src/)."""

import importlib.util

# A module of an optional extra raises ImportError naming the extra when it is missing:
# without the extra there is nothing of it to collect (its tests skip themselves).
collect_ignore = [
    path
    for path, package in (("src/cardavia/envs/openspiel.py", "pyspiel"),)
    if importlib.util.find_spec(package) is None
]
