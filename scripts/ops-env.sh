# Sourced by scripts/backup.sh and scripts/restore.sh: the portal's settings from the environment, then from .env for
# what the environment does not set (the same precedence as the app), and the paths they name.
load_env() {
  if [ -f .env ]; then
    while IFS= read -r line || [ -n "$line" ]; do
      [[ "$line" =~ ^[[:space:]]*([A-Z_][A-Z0-9_]*)=(.*)$ ]] || continue
      local key="${BASH_REMATCH[1]}" value="${BASH_REMATCH[2]}"
      [ -n "${!key+x}" ] && continue
      value="${value%\"}"; value="${value#\"}"
      export "$key=$value"
    done < .env
  fi
  SQLITE_FILE="${SQLITE_FILE:-var/portal.db}"
  UPLOADS_DIR="${UPLOADS_DIR:-var/uploads}"
  DATABASE_URI="${DATABASE_URI:-}"
}
