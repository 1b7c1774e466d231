#!/usr/bin/env bash
# Run the database tests against a throwaway PostgreSQL cluster.
#
#   scripts/pg-test.sh [pytest args...]     paths default to tests/web tests/snippets
#
# pg_virtualenv (Debian's postgresql-common) creates a temporary cluster,
# exports PGHOST/PGPORT/PGUSER/PGPASSWORD/PGDATABASE for the command it wraps,
# and drops the cluster afterwards. -t keeps the cluster in a temporary
# directory even as root (CI runs as root), so two runs never collide on the
# shared "regress" cluster name. The tests see the database through
# DATABASE_URL, like the app does (builder/settings.py).
#
# Without PostgreSQL this is a skip on a developer machine and a failure in CI
# (CI=true), like every other missing component.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v pg_virtualenv >/dev/null 2>&1 || ! compgen -G "/usr/lib/postgresql/*/bin/postgres" >/dev/null; then
    if [ "${CI:-}" = "true" ]; then
        echo "pg-test: PostgreSQL (pg_virtualenv) is missing; CI=true: this is an error (make system-deps installs it)" >&2
        exit 1
    fi
    echo "pg-test: PostgreSQL (pg_virtualenv) not found: skipping the PostgreSQL run (make test installs it)" >&2
    exit 0
fi

# no test path among the arguments (none, or only options like -q -x -k conflict): the default selection
paths=0
for arg in "$@"; do
    if [ -e "${arg%%::*}" ]; then paths=1; fi
done
if [ "$paths" -eq 0 ]; then
    set -- tests/web tests/snippets "$@"
fi

export PG_TEST_ARGS="$(printf '%q ' "$@")"
start=$(date +%s)
pg_virtualenv -t -- bash -c '
    set -euo pipefail
    export DATABASE_URL="postgres://${PGUSER}:${PGPASSWORD}@${PGHOST}:${PGPORT}/${PGDATABASE}"
    echo "pg-test: PostgreSQL $(psql -Atc "show server_version") on ${PGHOST}:${PGPORT}"
    eval ".venv/bin/pytest -p no:cacheprovider ${PG_TEST_ARGS}"
'
echo "pg-test: PostgreSQL run took $(( $(date +%s) - start ))s"
