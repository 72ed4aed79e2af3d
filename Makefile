PYTHON ?= python3
SUPPORTED_PYTHONS := 3.11 3.12 3.13
VENV := .venv
PY := $(VENV)/bin/python
RUNTIME_STAMP := $(VENV)/.installed-runtime
DEV_STAMP := $(VENV)/.installed-dev

# Recursively expanded, so $(PYTHON) is asked only when a recipe needs the answer.
PYTHON_VERSION = $(shell $(PYTHON) -c 'import sys; print("%d.%d" % sys.version_info[:2])' 2>/dev/null)
PYTHON_PROBLEM = $(if $(PYTHON_VERSION),$(PYTHON) is Python $(PYTHON_VERSION),$(PYTHON) was not found); \
this project needs Python 3.11, 3.12 or 3.13 (python.org/downloads), e.g. make demo PYTHON=python3.12

.PHONY: demo test bench profile install install-dev lint format typecheck browsers embeddings \
	clean check-wheels

## demo: create the virtualenv, install, seed the embedded database if empty, serve on PORT
demo: $(RUNTIME_STAMP)
	$(PY) manage.py serve --seed-if-empty

## test: the whole test suite against a real embedded MongoDB-protocol server
test: $(DEV_STAMP)
	$(PY) -m pytest

## bench: print the speed figures (seed time, search latency, chat latency)
bench: $(DEV_STAMP)
	$(PY) -m bench

## profile: print where offline chat turns spend the app's time (pyinstrument call tree)
profile: $(DEV_STAMP)
	$(PY) -m bench --profile

## check-wheels: the dependencies install from wheels on Python 3.12 and 3.13 (Linux, macOS,
## Windows), resolved through PyPI without downloading them (about 2 minutes)
check-wheels: $(RUNTIME_STAMP)
	$(PY) .ci/check_wheels.py

install: $(RUNTIME_STAMP)
install-dev: $(DEV_STAMP)

# The version check runs only when the virtualenv is about to be created, and stops with one line.
$(VENV)/bin/python:
	$(if $(filter $(SUPPORTED_PYTHONS),$(PYTHON_VERSION)),,$(error $(PYTHON_PROBLEM)))
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

$(RUNTIME_STAMP): pyproject.toml | $(VENV)/bin/python
	$(PY) -m pip install --quiet -e .
	touch $@

$(DEV_STAMP): pyproject.toml $(RUNTIME_STAMP)
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $@

lint: $(DEV_STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/lint-imports

format: $(DEV_STAMP)
	$(VENV)/bin/ruff format .
	$(VENV)/bin/ruff check --fix .

typecheck: $(DEV_STAMP)
	$(VENV)/bin/mypy config infra language rentals chat offline_assistant memory seed booth bench tests

## embeddings: update the shipped listings' local embeddings (seed/data/) where their text changed
embeddings: $(RUNTIME_STAMP)
	$(PY) manage.py build_sample_embeddings

clean:
	rm -rf $(VENV) var
