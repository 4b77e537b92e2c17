#!/usr/bin/env bash
# The API integration suite on PostgreSQL: a throw-away cluster on 127.0.0.1 (scripts/pg-cluster.sh)
# and a fresh database for this run. Extra arguments go to vitest (e.g. a test file).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/pg-cluster.sh start >/dev/null
DATABASE_URI="$(scripts/pg-cluster.sh createdb "portal_api_test_$$")"
export DATABASE_URI
status=0
npx vitest run -c vitest.integration.config.ts "$@" || status=$?
PGPASSWORD='' psql "${DATABASE_URI%/*}/postgres" -qc "DROP DATABASE IF EXISTS \"portal_api_test_$$\"" >/dev/null 2>&1 || true
exit $status
