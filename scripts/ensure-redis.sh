#!/usr/bin/env bash
# Makes sure Debian's redis-server is there: the unit test of the limits' Redis store
# (lib/platform/rate-limit/redis-store.test.ts) starts a throw-away one on loopback. Without it a bare
# `npx vitest run` skips that test and says why; scripts/test-all.sh sets REQUIRE_REDIS, so there it fails instead.
set -euo pipefail
command -v redis-server >/dev/null && exit 0
if [ "$(id -u)" -eq 0 ]; then
  echo "redis-server not found: installing Debian's package…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y --no-install-recommends redis-server
else
  echo "redis-server not found and this is not root: sudo apt-get install -y redis-server" >&2
  exit 1
fi
