"""The web app (``cardavia.web.app``)."""
