#!/usr/bin/env bash
# Makes sure Debian's Chromium is there for Playwright (we never download Playwright's own browsers:
# the machines have no internet except the npm registry and Debian apt). Exports nothing.
set -euo pipefail

CHROMIUM=/usr/bin/chromium

if [ ! -x "$CHROMIUM" ]; then
  if [ "$(id -u)" -eq 0 ]; then
    echo "Chromium not found at $CHROMIUM: installing Debian's package…"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update
    apt-get install -y --no-install-recommends chromium
  else
    cat >&2 <<MSG
Chromium not found at $CHROMIUM and this is not root, so it cannot be installed here.
Install Debian's Chromium, then run the tests again:

    sudo apt-get update && sudo apt-get install -y chromium

(Playwright must use /usr/bin/chromium; do not run 'npx playwright install'.)
MSG
    exit 1
  fi
fi

if [ ! -x "$CHROMIUM" ]; then
  echo "Chromium is still missing at $CHROMIUM after installing." >&2
  exit 1
fi

# Debian's launcher may print shell noise on stderr; the version is on stdout.
echo "Using $("$CHROMIUM" --version 2>/dev/null) ($CHROMIUM)"
