#!/usr/bin/env bash
# Starts the already-built app for Playwright (playwright.config.ts → webServer).
# PORT: where it listens; server components call this app's own API at http://localhost:$PORT/api/v1.
# Database: SQLITE_FILE / DATABASE_URI as given; otherwise a fresh embedded file var/e2e-$PORT.db
# (migrations and the demo seed run on start), so a stale var/portal.db never breaks the run.
set -euo pipefail
cd "$(dirname "$0")/.."
: "${PORT:?PORT must be set}"

if [ -z "${SQLITE_FILE:-}" ] && [ -z "${DATABASE_URI:-}" ]; then
  export SQLITE_FILE="var/e2e-${PORT}.db"
  rm -f "$SQLITE_FILE" "$SQLITE_FILE"-*
  echo "e2e database: fresh $SQLITE_FILE"
fi

dist="${NEXT_DIST_DIR:-.next}"
if [ ! -f "$dist/BUILD_ID" ]; then
  echo "No production build in $dist: run 'NEXT_DIST_DIR=$dist npx next build' first." >&2
  exit 1
fi

# Next's data cache and its rendered pages outlive restarts: API answers cached by an earlier run describe an earlier
# database (items a test created and deleted), and pages rendered by it name that database's pictures (their file
# names differ per seed: the page would ask for files this run's uploads folder does not have). Start clean.
rm -rf "$dist/cache/fetch-cache" "$dist/server/route-cache"

# -H localhost: 127.0.0.1 loops with next-intl.
# --keepAliveTimeout: with Node's 5 s, a test's request sent on a kept-open connection just as the server closes it for
# idleness fails with ECONNRESET, a race of the connection, not an answer of the app. 65 s outlives the 60 s for which
# nginx keeps an idle upstream connection (deploy/nginx.conf), which would meet the same race.
exec npx next start -H localhost -p "$PORT" --keepAliveTimeout 65000
