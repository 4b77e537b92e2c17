#!/usr/bin/env bash
# Every test of the project, from a fresh clone: install, lint, types, unit, API integration
# (SQLite and PostgreSQL), production build, end-to-end in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
started=$(date +%s)
step() { printf '\n=== %s (%ss)\n' "$1" "$(( $(date +%s) - started ))"; }

# Runs "name::command" jobs side by side (the machine has 2 cores and these are single-threaded), each into its own
# log; prints every log in order once all have finished and fails when any of them failed.
side_by_side() {
  local logs pids=() names=() status=0 i
  logs="$(mktemp -d)"
  for job in "$@"; do
    names+=("${job%%::*}")
    bash -c "${job#*::}" >"$logs/${#names[@]}.log" 2>&1 &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do
    if wait "${pids[$i]}"; then result=passed; else result=FAILED; status=1; fi
    printf '\n--- %s: %s\n' "${names[$i]}" "$result"
    cat "$logs/$((i + 1)).log"
  done
  rm -rf "$logs"
  return $status
}

step "install"
npm install --no-audit --no-fund
node scripts/setup.mjs
bash scripts/ensure-browser.sh
bash scripts/ensure-pdf-tools.sh
bash scripts/ensure-redis.sh

step "lint and types"
side_by_side "eslint::npx eslint . --max-warnings=0" "tsc::npx tsc --noEmit"

step "unit and component tests"
# redis-server was installed above: the Redis store's tests must run here, not skip.
REQUIRE_REDIS=1 npx vitest run

if [ -f vitest.integration.config.ts ]; then
  step "API integration on SQLite and on PostgreSQL"
  side_by_side "SQLite::npm run --silent test:api" "PostgreSQL::npm run --silent test:api:pg"
fi

step "production build"
# Types were checked above (tsc): the build does not check them a second time.
SKIP_BUILD_TYPECHECK=1 npx next build

step "first-load JavaScript budget (the build's manifests)"
npx vitest run -c tests/budget/vitest.config.ts

step "end-to-end"
# A fresh embedded database for the e2e run: migrations and the demo seed run on start.
export SQLITE_FILE=var/e2e.db
rm -f var/e2e.db var/e2e.db-*
npx playwright test

step "faults and graceful shutdown (PostgreSQL stopped and restarted, SIGTERM during an upload)"
node scripts/test-faults.mjs

step "done"
