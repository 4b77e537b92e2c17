#!/usr/bin/env bash
# A backup of the portal's database and uploaded files, safe while the portal runs.
#   scripts/backup.sh [folder]      (default: var/backups) → prints the new backup's folder
# The embedded SQLite file is copied with VACUUM INTO (one consistent snapshot); PostgreSQL (DATABASE_URI) with
# pg_dump's custom format; UPLOADS_DIR (public media and investors' private files) as a tar archive. Settings come
# from the environment, then .env. Restore with scripts/restore.sh. Keep backups off this machine (README, Production).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/ops-env.sh
load_env
dest_root="${1:-var/backups}"
stamp="$(date -u +%Y%m%dT%H%M%SZ)"
dest="$dest_root/portal-$stamp"
mkdir -p "$dest"
chmod 700 "$dest"
if [ -n "$DATABASE_URI" ]; then
  pg_dump --format=custom --no-owner --no-privileges --file="$dest/database.pgdump" "$DATABASE_URI"
  kind=postgres
else
  node scripts/sqlite-copy.mjs "$SQLITE_FILE" "$dest/database.sqlite"
  kind=sqlite
fi
if [ -d "$UPLOADS_DIR" ]; then
  tar -czf "$dest/uploads.tar.gz" -C "$UPLOADS_DIR" .
else
  tar -czf "$dest/uploads.tar.gz" --files-from /dev/null
fi
files=$(tar -tzf "$dest/uploads.tar.gz" | grep -cv '/$' || true)
printf '{"created":"%s","database":"%s","uploadFiles":%s}\n' "$stamp" "$kind" "$files" > "$dest/manifest.json"
(cd "$dest" && sha256sum database.* uploads.tar.gz > SHA256SUMS)
echo "$dest"
