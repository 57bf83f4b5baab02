"""The web server under load, over real HTTP as browsers use it (``cardavia bench load``,
``first-page``, ``hints``). Only the standard library and Rich: this package talks to the
server through its JSON API and event streams, never by importing ``cardavia.web``."""
