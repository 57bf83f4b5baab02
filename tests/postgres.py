"""A throwaway PostgreSQL server for the database tests: ``initdb`` and ``pg_ctl`` as the
``postgres`` user into a temporary directory, on 127.0.0.1 (``make test`` installs it)."""

import glob
import os
import shutil
import socket
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


def _bin(name: str) -> str:
    found = shutil.which(name) or next(
        iter(sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"))), None
    )
    if found is None:
        raise RuntimeError(f"PostgreSQL's {name} is missing: run `make test`, which installs it")
    return found


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on now (for the test servers)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _as_postgres(*command: str) -> None:
    prefix = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []
    subprocess.run([*prefix, *command], check=True, capture_output=True)


@contextmanager
def postgres_server(directory: Path) -> Iterator[str]:
    """Start a server in ``directory``; yields its SQLAlchemy URL; stops it afterwards."""
    directory.mkdir(parents=True, exist_ok=True)
    if os.geteuid() == 0:
        shutil.chown(directory, "postgres", "postgres")
    data, port = directory / "data", free_port()
    _as_postgres(_bin("initdb"), "-D", str(data), "--auth=trust", "-U", "postgres", "-E", "UTF8")
    options = f"-p {port} -c listen_addresses=127.0.0.1 -k {directory}"
    _as_postgres(
        _bin("pg_ctl"), "-D", str(data), "-o", options, "-l", str(directory / "log"), "-w", "start"
    )
    try:
        yield f"postgresql+psycopg://postgres@127.0.0.1:{port}/postgres"
    finally:
        _as_postgres(_bin("pg_ctl"), "-D", str(data), "-m", "immediate", "stop")


def restart_postgres(directory: Path) -> None:
    """Stop the server of ``directory`` (every connection cut) and start it again."""
    data, log = str(directory / "data"), str(directory / "log")
    _as_postgres(_bin("pg_ctl"), "-D", data, "-l", log, "-m", "fast", "-w", "restart")
