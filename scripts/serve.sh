#!/usr/bin/env bash
# Serve the app in production with gunicorn (README "Production"). Set the
# environment first (DEBUG=false, SECRET_KEY, ALLOWED_HOSTS, HTTPS=true ...),
# then run `manage.py migrate` and `manage.py collectstatic --noinput` once.
#
#   BIND=0.0.0.0:8000 WORKERS=3 scripts/serve.sh
#
# --limit-request-line 8190: gunicorn's maximum. builder/links.py keeps every
# link the app makes (and the login redirect that carries one) within it; with
# gunicorn's default of 4094 such links would answer 414.
set -euo pipefail

cd "$(dirname "$0")/.."

exec .venv/bin/gunicorn --no-control-socket \
    --limit-request-line 8190 \
    --bind "${BIND:-127.0.0.1:8000}" \
    --workers "${WORKERS:-2}" \
    builder.wsgi
