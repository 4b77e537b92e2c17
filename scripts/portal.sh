#!/usr/bin/env bash
# Installs, builds and starts the portal on the embedded SQLite database with demo content:
# migrations and the demo seed run when the server starts. Open http://localhost:${PORT:-3000}.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
npm install --no-audit --no-fund
node scripts/setup.mjs
# The site passport's fonts (Debian's DejaVu Sans and Noto Sans CJK).
bash scripts/ensure-pdf-tools.sh --runtime
npx next build
export PORT="${PORT:-3000}"
echo "Starting the portal on http://localhost:$PORT (back office: http://localhost:$PORT/admin)"
exec npx next start -H localhost -p "$PORT"
