#!/usr/bin/env bash
# Restores a backup of scripts/backup.sh into this instance's database and uploads folder.
#   scripts/restore.sh <backup folder> [--force]
# Stop the portal first. The target must be empty (a new SQLite path, an empty PostgreSQL database, no uploads) unless
# --force is given: then the current SQLite file and uploads folder are moved aside (*.before-restore-<time>) and a
# PostgreSQL database is overwritten object by object (pg_restore --clean). A backup of one kind restores only into the
# same kind (SQLite ↔ PostgreSQL is a migration, not a restore).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/ops-env.sh
load_env
src="${1:?usage: scripts/restore.sh <backup folder> [--force]}"
force="${2:-}"
[ -f "$src/manifest.json" ] || { echo "not a backup folder: $src" >&2; exit 1; }
(cd "$src" && sha256sum --quiet -c SHA256SUMS) || { echo "the backup's checksums do not match" >&2; exit 1; }
stamp="$(date -u +%Y%m%dT%H%M%SZ)"

if [ -f "$src/database.pgdump" ]; then
  [ -n "$DATABASE_URI" ] || { echo "a PostgreSQL backup: set DATABASE_URI to the target database" >&2; exit 1; }
  tables=$(psql "$DATABASE_URI" -tAc "SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'")
  if [ "$tables" != 0 ] && [ "$force" != --force ]; then
    echo "the target database has $tables tables; restore into an empty database or add --force" >&2; exit 1
  fi
  pg_restore --no-owner --no-privileges --clean --if-exists --exit-on-error --dbname="$DATABASE_URI" "$src/database.pgdump"
else
  [ -z "$DATABASE_URI" ] || { echo "an embedded (SQLite) backup: unset DATABASE_URI" >&2; exit 1; }
  if [ -e "$SQLITE_FILE" ]; then
    [ "$force" = --force ] || { echo "$SQLITE_FILE exists; restore to a new SQLITE_FILE or add --force" >&2; exit 1; }
    for f in "$SQLITE_FILE" "$SQLITE_FILE-wal" "$SQLITE_FILE-shm"; do [ -e "$f" ] && mv "$f" "$f.before-restore-$stamp"; done
  fi
  mkdir -p "$(dirname "$SQLITE_FILE")"
  cp "$src/database.sqlite" "$SQLITE_FILE.restoring"
  mv "$SQLITE_FILE.restoring" "$SQLITE_FILE"
fi

if [ -d "$UPLOADS_DIR" ] && [ -n "$(ls -A "$UPLOADS_DIR")" ]; then
  [ "$force" = --force ] || { echo "$UPLOADS_DIR is not empty; add --force to move it aside" >&2; exit 1; }
  mv "$UPLOADS_DIR" "$UPLOADS_DIR.before-restore-$stamp"
fi
mkdir -p "$UPLOADS_DIR"
tar -xzf "$src/uploads.tar.gz" -C "$UPLOADS_DIR"
echo "restored $(cat "$src/manifest.json")"
