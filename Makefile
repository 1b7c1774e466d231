# Developer and CI entry points:
#   make run    serve the app (and DynamoDB Local when Java is present)
#   make test   install what the tests need, then run the whole pytest suite
#   make bench  run the benchmarks
SHELL := /bin/bash
.DEFAULT_GOAL := help

PYTHON ?= python3
VENV := .venv
PORT ?= 8000
DDB_PORT ?= 8001
PYTEST_ARGS ?=
# the database tests, run a second time against a throwaway PostgreSQL (scripts/pg-test.sh)
PG_PYTEST_ARGS ?= tests/web tests/snippets

# Rebuilt only when the files they were built from change.
VENV_STAMP := $(VENV)/.requirements.stamp
NODE_STAMP := node_modules/.package-lock.stamp

# apt-get needs root; use sudo when not root.
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: help run test lint bench corpus venv node system-deps migrate clean

help:
	@echo "make run    serve on http://127.0.0.1:$(PORT)/ (DynamoDB Local on $(DDB_PORT) when java is present)"
	@echo "make test   install what the tests need and run pytest (extra args: PYTEST_ARGS=...),"
	@echo "            then the database tests on a throwaway PostgreSQL (PG_PYTEST_ARGS=...)"
	@echo "make lint   ruff (lint and format check) and the import contracts; make test runs it first"
	@echo "make bench  run the benchmarks"
	@echo "make corpus regenerate tests/differential/corpus.jsonl from DynamoDB Local (needs java)"

$(VENV_STAMP): requirements.txt requirements-dev.txt
	@test -x $(VENV)/bin/python || $(PYTHON) -m venv $(VENV)
	$(VENV)/bin/python -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
	@touch $@

$(NODE_STAMP): package.json package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

venv: $(VENV_STAMP)
node: $(NODE_STAMP)

# Java 17 for DynamoDB Local and Chromium for the browser tests, from Debian,
# each only when missing (guarded by the binary's path), apt-get update once.
system-deps:
	@pkgs=""; \
	command -v java >/dev/null 2>&1 || pkgs="$$pkgs openjdk-17-jre-headless"; \
	test -x /usr/bin/chromium || pkgs="$$pkgs chromium"; \
	command -v javac >/dev/null 2>&1 || pkgs="$$pkgs openjdk-17-jdk-headless"; \
	command -v go >/dev/null 2>&1 || pkgs="$$pkgs golang-go"; \
	command -v jq >/dev/null 2>&1 || pkgs="$$pkgs jq"; \
	test -d /usr/share/gocode/src/github.com/aws/aws-sdk-go-v2 || pkgs="$$pkgs golang-github-aws-aws-sdk-go-v2-dev"; \
	{ command -v pg_virtualenv >/dev/null 2>&1 && compgen -G "/usr/lib/postgresql/*/bin/postgres" >/dev/null; } || pkgs="$$pkgs postgresql"; \
	if [ -n "$$pkgs" ]; then \
		echo "installing:$$pkgs"; \
		$(SUDO) mkdir -p /usr/share/man/man1 && \
		$(SUDO) apt-get update && \
		$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y $$pkgs; \
	fi

migrate: $(VENV_STAMP)
	@mkdir -p var
	DEBUG=$${DEBUG:-true} $(VENV)/bin/python manage.py migrate --noinput

run: $(VENV_STAMP) $(NODE_STAMP) migrate
	PORT=$(PORT) DDB_PORT=$(DDB_PORT) scripts/run.sh

# Lint, format and the import contracts (pyproject.toml); part of `make test`.
lint: $(VENV_STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/lint-imports

test: $(VENV_STAMP) $(NODE_STAMP) system-deps lint
	$(VENV)/bin/pytest $(PYTEST_ARGS)
	scripts/pg-test.sh $(PG_PYTEST_ARGS)

bench: $(VENV_STAMP) $(NODE_STAMP)
	@command -v wrk >/dev/null 2>&1 && command -v valgrind >/dev/null 2>&1 || { $(SUDO) apt-get update && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y wrk valgrind; }
	$(VENV)/bin/python bench/run.py

# The simulator's differential corpus: generated cases answered by DynamoDB Local.
corpus: $(VENV_STAMP) $(NODE_STAMP) system-deps
	$(VENV)/bin/python -m tests.differential.generate

clean:
	rm -rf $(VENV) node_modules .pytest_cache .hypothesis staticfiles
