"""One package per game, each with the same public shape (``cardavia.core.game.Game``)."""
