"""The web app's settings, from the environment (``CARDAVIA_...``; ``DATABASE_URL``)."""

import os
import secrets
from pathlib import Path

from pydantic import AliasChoices, Field
from pydantic_settings import BaseSettings, SettingsConfigDict

from cardavia.web.ai_pool import default_processes


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="CARDAVIA_")

    database_url: str = Field(
        default="sqlite:///cardavia.db",
        validation_alias=AliasChoices("DATABASE_URL", "CARDAVIA_DATABASE_URL"),
    )
    """SQLite file by default; ``postgresql+psycopg://user@host/db`` for PostgreSQL."""
    secret_key: str | None = None
    """Signs the browser's anonymous cookie. Unset: kept in ``secret_file`` so that
    cookies survive a restart."""
    secret_file: Path = Path("cardavia.secret")
    secure_cookie: bool = False
    """Send the cookie over HTTPS only: set it where the site is served over HTTPS."""
    ai_player: str | None = None
    """One registry player at every table whatever its level (unset: by level)."""
    ai_delay: float = 0.7
    """Seconds between two AI moves, so that each card can be seen as it is played."""
    ai_processes: int = Field(default_factory=default_processes, ge=0)
    """Worker processes that think for the AI players and compute hints (two, or one on a
    single core); 0: threads of the web process instead (quicker to start, for tests)."""
    ai_queue: bool = False
    """The AI players' turns are jobs in a queue in the PostgreSQL database, played by
    ``cardavia worker`` processes (start at least one); unset: this process plays them."""
    # The Normal level's effort (cardavia.ai.search.player.NORMAL, which this process does
    # not import; a test checks they agree).
    hint_samples: int = Field(default=48, ge=1)
    """Sampled deals a hint weighs at most (the Normal level's by default)."""
    hint_seconds: float = Field(default=1.0, gt=0)
    """Seconds a hint may take at most (the Normal level's by default)."""

    def signing_key(self) -> str:
        if self.secret_key:
            return self.secret_key
        if not self.secret_file.exists():
            _write_once(self.secret_file, secrets.token_hex(32))
        return self.secret_file.read_text().strip()


def _write_once(path: Path, text: str) -> None:
    """Write ``path`` unless it exists, atomically: of several processes starting at once
    exactly one writes it and every one reads back the same text."""
    draft = path.with_name(f".{path.name}.{secrets.token_hex(8)}")
    draft.write_text(text)
    draft.chmod(0o600)
    try:
        os.link(draft, path)  # fails if another process linked its key first
    except FileExistsError:
        pass
    finally:
        draft.unlink()
