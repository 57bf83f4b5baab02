"""The atlas of regional packs (``packs.toml``) and the SVG card art of each pattern."""
