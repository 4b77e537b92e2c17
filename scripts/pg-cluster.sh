#!/usr/bin/env bash
# Starts (or stops) a throw-away PostgreSQL cluster on 127.0.0.1 for the integration suite and migrations.
#   scripts/pg-cluster.sh start  → prints DATABASE_URI
#   scripts/pg-cluster.sh stop
set -euo pipefail
PGDIR="${PG_CLUSTER_DIR:-/tmp/portal-pg}"
PGPORT="${PG_CLUSTER_PORT:-55432}"
BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n1)"
if [ -z "$BIN" ] || [ ! -x "$BIN/initdb" ]; then
  if [ "$(id -u)" = 0 ]; then
    (apt-get update -qq && apt-get install -y -qq postgresql) >/dev/null
    BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n1)"
  else
    echo "PostgreSQL server binaries are missing (apt-get install postgresql)" >&2; exit 1
  fi
fi
# initdb refuses to run as root: use the postgres system user when we are root.
run() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
case "${1:-start}" in
  start)
    if [ ! -f "$PGDIR/PG_VERSION" ]; then
      mkdir -p "$PGDIR"; [ "$(id -u)" = 0 ] && chown postgres "$PGDIR"
      run "$BIN/initdb" -D "$PGDIR" -U portal --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
    fi
    if ! run "$BIN/pg_ctl" -D "$PGDIR" status >/dev/null 2>&1; then
      run "$BIN/pg_ctl" -D "$PGDIR" -l "$PGDIR/server.log" -w -o "-h 127.0.0.1 -p $PGPORT -k /tmp" start >/dev/null
    fi
    echo "postgres://portal@127.0.0.1:$PGPORT/postgres"
    ;;
  createdb)
    run "$BIN/psql" -h 127.0.0.1 -p "$PGPORT" -U portal -d postgres -qc "DROP DATABASE IF EXISTS \"$2\"" -c "CREATE DATABASE \"$2\"" >/dev/null
    echo "postgres://portal@127.0.0.1:$PGPORT/$2"
    ;;
  stop)
    run "$BIN/pg_ctl" -D "$PGDIR" -m fast stop >/dev/null 2>&1 || true
    rm -rf "$PGDIR"
    ;;
esac
