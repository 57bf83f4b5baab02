"""Research interfaces (docs/envs.md): a fixed action catalogue and a fixed-size
observation encoding per game (``actions``, ``encoding``: numpy only), and the PettingZoo
environments built on them (``schafkopf_v0``, ``jass_v0``, ``skat_v0``, ``jass_match_v0``:
``pip install 'cardavia[rl]'``)."""
