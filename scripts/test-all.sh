#!/usr/bin/env bash
# Every test of the project, from a fresh clone: install, lint, types, unit, API integration
# (SQLite and PostgreSQL), production build, end-to-end in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
started=$(date +%s)
step() { printf '\n=== %s (%ss)\n' "$1" "$(( $(date +%s) - started ))"; }

step "install"
npm install --no-audit --no-fund
node scripts/setup.mjs
bash scripts/ensure-browser.sh
bash scripts/ensure-redis.sh

step "lint and types"
npx eslint . --max-warnings=0
npx tsc --noEmit

step "unit and component tests"
npx vitest run

if [ -f vitest.integration.config.ts ]; then
  step "API integration on SQLite"
  npm run --silent test:api
  step "API integration on PostgreSQL"
  npm run --silent test:api:pg
fi

step "production build"
npx next build

step "end-to-end"
# A fresh embedded database for the e2e run: migrations and the demo seed run on start.
export SQLITE_FILE=var/e2e.db
rm -f var/e2e.db var/e2e.db-*
npx playwright test

step "done"
