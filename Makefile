PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
RUNTIME_STAMP := $(VENV)/.installed-runtime
DEV_STAMP := $(VENV)/.installed-dev

.PHONY: demo test bench profile install install-dev lint format typecheck browsers embeddings clean

## demo: create the virtualenv, install, seed the embedded database if empty, serve on PORT
demo: $(RUNTIME_STAMP)
	$(PY) manage.py seed --if-empty
	$(PY) manage.py serve

## test: the whole test suite against a real embedded MongoDB-protocol server
test: $(DEV_STAMP)
	$(PY) -m pytest

## bench: print the speed figures (seed time, search latency, chat latency)
bench: $(DEV_STAMP)
	$(PY) -m bench

## profile: print where offline chat turns spend the app's time (pyinstrument call tree)
profile: $(DEV_STAMP)
	$(PY) -m bench --profile

install: $(RUNTIME_STAMP)
install-dev: $(DEV_STAMP)

$(VENV)/bin/python:
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

format: $(DEV_STAMP)
	$(VENV)/bin/ruff format .
	$(VENV)/bin/ruff check --fix .

typecheck: $(DEV_STAMP)
	$(VENV)/bin/mypy config infra language rentals chat memory seed booth

## embeddings: update the shipped listings' local embeddings (seed/data/) where their text changed
embeddings: $(RUNTIME_STAMP)
	$(PY) manage.py build_sample_embeddings

clean:
	rm -rf $(VENV) var
