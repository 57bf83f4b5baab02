"""The engine's two builds: which one runs, and the guard against stale compiled modules."""

import hashlib
import json
import os
from pathlib import Path

import pytest

from cardavia import _build
from cardavia._build import EXTENSION_SUFFIX, StaleCompiledModule, refuse_stale_compiled_modules
from cardavia.core import state


def test_the_build_line_names_the_build_that_runs() -> None:
    compiled = state.__file__ is not None and state.__file__.endswith(EXTENSION_SUFFIX)
    line = _build.engine_build()
    assert ("compiled with mypyc" in line) == compiled
    assert ("pure Python" in line) == (not compiled)


def test_make_test_runs_the_build_it_asks_for() -> None:
    """`make test` runs the suite twice and says which build each run must be: the editable
    install (pure Python, even on this machine with a C compiler) and the compiled one."""
    expected = os.environ.get("CARDAVIA_EXPECTED_BUILD")
    if expected is None:
        pytest.skip("CARDAVIA_EXPECTED_BUILD is set only by `make test`")
    assert {"pure": "pure Python", "compiled": "compiled with mypyc"}[expected] in (
        _build.engine_build()
    )


def _package_with_a_compiled_module(root: Path, recorded_source: bytes | None) -> Path:
    """A package tree like an install: core/state.py, its compiled module, and (unless
    ``recorded_source`` is None) the manifest recording the source it was compiled from."""
    package = root / "cardavia"
    (package / "core").mkdir(parents=True)
    (package / "core" / "state.py").write_text("RULES = 'edited'\n")
    (package / "core" / f"state{EXTENSION_SUFFIX}").write_bytes(b"compiled")
    if recorded_source is not None:
        digest = hashlib.sha256(recorded_source).hexdigest()
        (package / "compiled-engine.json").write_text(
            json.dumps({"cardavia/core/state.py": digest})
        )
    return package


def test_a_compiled_module_of_the_current_source_may_run(tmp_path: Path) -> None:
    package = _package_with_a_compiled_module(tmp_path, b"RULES = 'edited'\n")
    refuse_stale_compiled_modules(package)


def test_a_compiled_module_of_an_older_source_is_refused(tmp_path: Path) -> None:
    package = _package_with_a_compiled_module(tmp_path, b"RULES = 'old'\n")
    with pytest.raises(
        StaleCompiledModule, match=r"compiled from an older cardavia/core/state\.py"
    ):
        refuse_stale_compiled_modules(package)


def test_a_compiled_module_without_its_record_is_refused(tmp_path: Path) -> None:
    package = _package_with_a_compiled_module(tmp_path, None)
    with pytest.raises(StaleCompiledModule, match="no record says from which source"):
        refuse_stale_compiled_modules(package)


def test_a_pure_python_package_needs_no_record(tmp_path: Path) -> None:
    package = tmp_path / "cardavia"
    (package / "core").mkdir(parents=True)
    (package / "core" / "state.py").write_text("")
    refuse_stale_compiled_modules(package)
