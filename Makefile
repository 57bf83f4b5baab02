SHELL := bash
.SHELLFLAGS := -eu -o pipefail -c
.DELETE_ON_ERROR:

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
EXTRAS := test,rl,openspiel,peers
# The same package installed the way users get it, with the engine compiled by mypyc
# (setup.py); `make test` runs the suite against both builds.
COMPILED_VENV := .venv-compiled
COMPILED_STAMP := $(COMPILED_VENV)/.installed
WHEELS := build/wheels

# An editable install is never compiled (setup.py), so no compiled module can shadow an
# edited source.
.PHONY: venv compiled lint typecheck test run run-scaled postgres-package bench clean system-packages

# The accessibility tests inject axe-core, from the npm registry, into the pages they check.
AXE := .axe/node_modules/axe-core/axe.min.js

venv: $(STAMP)

# Reinstall only when pyproject.toml changes.
$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -e '.[$(EXTRAS)]'
	touch $@

compiled: $(COMPILED_STAMP)

# A regular install: built again whenever a file of the package changes.
$(COMPILED_STAMP): pyproject.toml setup.py docs/house-rules.md $(shell find src -type f -not -name '*.pyc' -not -path '*.egg-info*')
	test -x $(COMPILED_VENV)/bin/python || $(PYTHON) -m venv $(COMPILED_VENV)
	rm -rf $(WHEELS)
	$(COMPILED_VENV)/bin/pip wheel --no-deps . -w $(WHEELS)
	$(COMPILED_VENV)/bin/pip install "$$(ls $(WHEELS)/cardavia-*.whl)[$(EXTRAS)]"
	$(COMPILED_VENV)/bin/pip install --no-deps --force-reinstall $(WHEELS)/cardavia-*.whl
	$(COMPILED_VENV)/bin/python -c 'import cardavia._build as b; print(b.engine_build())'
	touch $@

lint: venv
	$(BIN)/ruff check src tests bench
	$(BIN)/ruff format --check src tests bench

typecheck: venv
	$(BIN)/mypy --strict src
	$(BIN)/lint-imports

# The database tests start a throwaway PostgreSQL server and the browser tests drive
# Debian's Chromium, checking pages with axe-core installed by npm: install whichever is
# missing.
system-packages:
	@missing=""; \
	if ! command -v initdb >/dev/null && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then missing="$$missing postgresql"; fi; \
	if ! test -x /usr/bin/chromium; then missing="$$missing chromium"; fi; \
	if ! command -v npm >/dev/null; then missing="$$missing nodejs npm"; fi; \
	if test -n "$$missing"; then \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
	fi

# Installed once into .axe/ (ignored by git), not into package.json: the app itself has no
# JavaScript dependencies.
$(AXE): | system-packages
	npm install --no-save --no-audit --no-fund --prefix .axe 'axe-core@>=4.10 <5'

# One worker per core; "worksteal" hands the slow browser and AI tests out as workers free up.
# The whole suite runs twice: on the editable install (pure Python, with the doctests of the
# sources) and on the compiled install (tests/ only: src/ on the path would shadow it).
test: venv compiled system-packages $(AXE) lint typecheck
	CARDAVIA_EXPECTED_BUILD=pure $(BIN)/pytest -n auto --dist worksteal
	CARDAVIA_EXPECTED_BUILD=compiled $(COMPILED_VENV)/bin/pytest -n auto --dist worksteal tests

# The web app on an SQLite file (cardavia.db) at http://127.0.0.1:8000.
run: venv
	$(BIN)/uvicorn cardavia.web.app:create_app --factory --host 127.0.0.1 --port 8000

# PostgreSQL, two web workers and two AI workers on this machine (README: Running at scale).
run-scaled: venv postgres-package
	scripts/run-scaled

postgres-package:
	@if ! command -v initdb >/dev/null && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql; \
	fi

bench: venv
	$(BIN)/python bench/engine.py

clean:
	rm -rf $(VENV) $(COMPILED_VENV) .axe .mypy_cache .ruff_cache .pytest_cache .hypothesis .import_linter_cache build dist src/*.egg-info
	find . -path ./.git -prune -o -type d -name __pycache__ -prune -exec rm -rf {} +
	find src -name '*.so' -delete
