"""Collection settings for the whole repository (pytest reads this before src/ and tests/)."""

import importlib.util

collect_ignore_glob: list[str] = []
if importlib.util.find_spec("pettingzoo") is None:
    # The PettingZoo environments need the extra rl (their tests skip without it); the
    # doctest collection of src/ must not import them.
    collect_ignore_glob += ["src/cardavia/envs/*_v0.py", "src/cardavia/envs/pettingzoo_env.py"]
