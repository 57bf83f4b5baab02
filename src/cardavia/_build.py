"""Which build of the engine is running, and the guard against stale compiled modules.

``setup.py`` compiles ``cardavia.core`` and ``cardavia.games`` with mypyc when it can and
records the SHA-256 of every source it compiled in ``compiled-engine.json``. Python imports
a compiled module in preference to the source beside it, so a module compiled from an older
source would silently run old rules. ``refuse_stale_compiled_modules`` (run when the
package is imported) refuses that instead.
"""

import hashlib
import json
import sysconfig
from pathlib import Path

PACKAGE = Path(__file__).parent
ENGINE_PACKAGES = ("core", "games")
MANIFEST = PACKAGE / "compiled-engine.json"
EXTENSION_SUFFIX: str = sysconfig.get_config_var("EXT_SUFFIX") or ".so"


class StaleCompiledModule(ImportError):
    """A compiled engine module does not match its source."""


def compiled_modules(package: Path = PACKAGE) -> list[Path]:
    """The compiled engine modules installed in ``package`` (this one by default)."""
    return [
        path
        for engine_package in ENGINE_PACKAGES
        for path in sorted((package / engine_package).rglob(f"*{EXTENSION_SUFFIX}"))
    ]


def refuse_stale_compiled_modules(package: Path = PACKAGE) -> None:
    """Raise ``StaleCompiledModule`` when a compiled module's source has changed since it
    was compiled, or when compiled modules came without the record of their sources."""
    modules = compiled_modules(package)
    if not modules:
        return
    manifest = package / MANIFEST.name
    if not manifest.exists():
        raise StaleCompiledModule(
            f"{modules[0]} is compiled, but no record says from which source "
            f"({MANIFEST.name} is missing). Delete the compiled files (make clean) or "
            "reinstall the package."
        )
    recorded: dict[str, str] = json.loads(manifest.read_text())
    for module in modules:
        source = module.with_name(module.name.removesuffix(EXTENSION_SUFFIX) + ".py")
        key = source.relative_to(package.parent).as_posix()
        if source.exists() and recorded.get(key) != _digest(source):
            raise StaleCompiledModule(
                f"{module.name} was compiled from an older {key}: the edited source would "
                "not run. Reinstall the package (pip install .) or delete the compiled "
                "files (make clean)."
            )


def engine_build() -> str:
    """A line saying which build of the engine this process runs."""
    from cardavia.core import state

    if state.__file__ is not None and state.__file__.endswith(EXTENSION_SUFFIX):
        return f"build: compiled with mypyc ({len(compiled_modules())} engine modules)"
    return "build: pure Python"


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()
