"""Search-based play: a double-dummy solver and the positions it solves."""
