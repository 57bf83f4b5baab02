SHELL := bash
.SHELLFLAGS := -eu -o pipefail -c
.DELETE_ON_ERROR:

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: venv lint typecheck test run bench clean

venv: $(STAMP)

# Reinstall only when pyproject.toml changes.
$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -e '.[test]'
	touch $@

lint: venv
	$(BIN)/ruff check src tests bench
	$(BIN)/ruff format --check src tests bench

typecheck: venv
	$(BIN)/mypy --strict src
	$(BIN)/lint-imports

test: venv lint typecheck
	$(BIN)/pytest

# There is no web app yet; it arrives with a later issue, and then this target starts it.
run: venv
	@echo "make run: the Cardavia web app does not exist yet (it arrives with a later issue)."
	@echo "For now, use the command line: $(BIN)/cardavia --help"

bench: venv
	$(BIN)/python bench/engine.py

clean:
	rm -rf $(VENV) .mypy_cache .ruff_cache .pytest_cache .hypothesis .import_linter_cache build dist src/*.egg-info
	find . -path ./.git -prune -o -type d -name __pycache__ -prune -exec rm -rf {} +
