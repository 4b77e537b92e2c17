/** Spec §2/§9: a failed page-chunk load reloads the page, at most once per 60 seconds. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'chunk-reload-at';

const CHUNK_MESSAGES = [
  /Loading (CSS )?chunk/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
];

/** Whether an error (or rejection reason, or message) says that a code chunk could not be loaded. */
export function isChunkLoadError(reason: unknown): boolean {
  if (typeof reason === 'string') return CHUNK_MESSAGES.some((pattern) => pattern.test(reason));
  if (!reason || typeof reason !== 'object') return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && isChunkLoadError(message);
}

/**
 * Reloads unless a reload happened less than a minute ago; the timestamp lives in sessionStorage.
 * Without storage it does nothing rather than risk a reload loop. Returns whether it reloaded.
 */
export function reloadAtMostOncePerMinute(storage: Pick<Storage, 'getItem' | 'setItem'> | null, reload: () => void, now = Date.now()): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY));
    if (last && now - last >= 0 && now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}
