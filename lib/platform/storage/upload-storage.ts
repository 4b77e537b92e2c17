// No `server-only` and no environment: the storages (./storage.ts, ./s3-storage.ts) and Payload's hooks share it.
import type { Readable } from 'node:stream';

/** A byte range, both ends included (like HTTP Range). */
export type ByteRange = { start: number; end?: number };

/**
 * Where investors' files live (docs/decisions/016-streaming-uploads-and-storage.md): private, under random keys,
 * streamed in and out — never held whole in memory: the filesystem under var/ by default (./storage.ts), an
 * S3-compatible bucket when S3_BUCKET is set (./s3-storage.ts, docs/decisions/026-running-past-one-machine.md).
 */
export interface UploadStorage {
  /** What keeps the bytes (a metrics label): `filesystem` or `s3`. */
  readonly kind: string;
  /** Streams `source` to a new random key; a failed or aborted stream leaves nothing behind. */
  put(source: Readable): Promise<{ key: string; size: number }>;
  /** The stored bytes (or a range of them), or null when the key is unknown. */
  get(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Size in bytes, or null when the key is unknown. */
  size(key: string): Promise<number | null>;
  /** Removes the object; an unknown key is not an error. */
  delete(key: string): Promise<void>;
  /** Keys of the objects last written before `before` (the orphan cleanup, cms/jobs/cleanup-task.ts). */
  listOlderThan(before: Date): AsyncIterable<string>;
}

/** Keys are 32 lower-case hex characters; anything else is refused (no paths from outside). */
const KEY_PATTERN = /^[0-9a-f]{32}$/;
export const isStorageKey = (key: string) => KEY_PATTERN.test(key);

/**
 * A failure of the storage itself (disk, bucket), not of the request: the API answers it 503 with Retry-After
 * (lib/server/ops/failures.ts, docs/decisions/025-security-headers-faults-operations.md).
 */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Upload storage unavailable', { cause });
    this.name = 'StorageUnavailableError';
  }
}
