"""Builds the engine (``cardavia.core``, ``cardavia.games``) with mypyc where it can.

Everything else is in pyproject.toml. The engine is compiled when the package is built on a
machine with a C compiler and Python's headers, the way black and mypy ship themselves, and
stays pure Python otherwise. An editable install (``pip install -e .``) is never compiled, so
no compiled module can shadow a source file someone is editing; ``cardavia._build`` refuses
to import a compiled module whose source has changed since it was built (README: "The
compiled engine"). ``CARDAVIA_PURE_PYTHON=1`` forces a pure-Python build.
"""

import hashlib
import json
import os
import shutil
import sys
import sysconfig
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_py import build_py

SOURCES = Path("src")
ENGINE_PACKAGES = ("cardavia/core", "cardavia/games")
MANIFEST = "cardavia/compiled-engine.json"
HOUSE_RULES = "cardavia/web/house-rules.md"


def engine_files() -> list[str]:
    """The engine's modules, as paths from the project root."""
    files = []
    for package in ENGINE_PACKAGES:
        files += sorted(str(path) for path in (SOURCES / package).rglob("*.py"))
    return files


def can_compile() -> bool:
    """A C compiler and Python's headers are here, and nobody asked for pure Python."""
    if os.environ.get("CARDAVIA_PURE_PYTHON") == "1":
        return False
    if any(command.startswith("editable") for command in sys.argv[1:]):
        return False
    compiler = (sysconfig.get_config_var("CC") or "cc").split()[0]
    headers = Path(sysconfig.get_paths()["include"], "Python.h")
    return shutil.which(compiler) is not None and headers.exists()


def compiled_extensions() -> list[Extension]:
    if not can_compile():
        return []
    from mypyc.build import mypycify

    # ``--config-file=`` keeps pyproject's [tool.mypy] (files = src, the whole package) out
    # of the build: only the engine is compiled.
    return list(mypycify(["--config-file=", *engine_files()], opt_level="3"))


class BuildWithManifest(build_py):
    """Also copies the house rules document into the package, and writes which sources
    the compiled modules were built from (their SHA-256), which ``cardavia._build``
    checks before a compiled module may run."""

    def run(self) -> None:
        super().run()
        # The house rules page renders the project's document (cardavia.web.house_rules_page).
        shutil.copyfile("docs/house-rules.md", Path(self.build_lib, HOUSE_RULES))
        if not self.distribution.ext_modules:
            return
        manifest = {
            str(Path(path).relative_to(SOURCES)): hashlib.sha256(
                Path(path).read_bytes()
            ).hexdigest()
            for path in engine_files()
        }
        target = Path(self.build_lib, MANIFEST)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n")


setup(ext_modules=compiled_extensions(), cmdclass={"build_py": BuildWithManifest})
