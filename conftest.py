"""Collection rules for the whole suite (``--doctest-modules`` imports every module of src/)."""

import importlib.util

from hypothesis import settings

# No test asserts timing: Hypothesis's per-example deadline fails on a busy machine (a first
# example that imports or compiles can take longer than 200 ms).
settings.register_profile("cardavia", deadline=None)
settings.load_profile("cardavia")

# A module of an optional extra raises ImportError naming the extra when it is missing:
# without the extra there is nothing of it to collect (its tests skip themselves).
OPTIONAL_MODULES = {
    "pettingzoo": ["src/cardavia/envs/*_v0.py", "src/cardavia/envs/pettingzoo_env.py"],
    "pyspiel": ["src/cardavia/envs/openspiel.py"],
}

collect_ignore_glob: list[str] = [
    pattern
    for package, patterns in OPTIONAL_MODULES.items()
    if importlib.util.find_spec(package) is None
    for pattern in patterns
]
