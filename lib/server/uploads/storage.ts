// No `server-only`: Payload's attachments hook (cms/) deletes stored files too, and cms/ also loads in the CLI.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { env } from '@/cms/env';

/** A byte range, both ends included (like HTTP Range). */
export type ByteRange = { start: number; end?: number };

/**
 * Where investors' files live (docs/decisions/016-streaming-uploads-and-storage.md): private, under random keys,
 * streamed in and out — never held whole in memory. The filesystem under var/ by default; an S3-compatible bucket
 * later implements the same four calls.
 */
export interface UploadStorage {
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

/** Files under `<root>/<first two characters of the key>/<key>`, outside public/. */
export class FileSystemStorage implements UploadStorage {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    if (!isStorageKey(key)) throw new Error('Invalid storage key');
    return path.join(this.root, key.slice(0, 2), key);
  }

  async put(source: Readable): Promise<{ key: string; size: number }> {
    const key = randomBytes(16).toString('hex');
    const file = this.pathOf(key);
    // The source may fail while the folder is made; the pipeline below reports it.
    source.on('error', () => undefined);
    await mkdir(path.dirname(file), { recursive: true });
    let size = 0;
    source.on('data', (chunk: Buffer) => {
      size += chunk.length;
    });
    try {
      await pipeline(source, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
    } catch (error) {
      await rm(file, { force: true });
      throw error;
    }
    return { key, size };
  }

  async get(key: string, range?: ByteRange): Promise<Readable | null> {
    if (!isStorageKey(key) || (await this.size(key)) === null) return null;
    return createReadStream(this.pathOf(key), range ? { start: range.start, end: range.end } : undefined);
  }

  async size(key: string): Promise<number | null> {
    if (!isStorageKey(key)) return null;
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? info.size : null;
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isStorageKey(key)) return;
    await rm(this.pathOf(key), { force: true });
  }

  async *listOlderThan(before: Date): AsyncIterable<string> {
    const folders = await readdir(this.root, { withFileTypes: true }).catch(() => []);
    for (const folder of folders) {
      if (!folder.isDirectory() || !/^[0-9a-f]{2}$/.test(folder.name)) continue;
      for (const name of await readdir(path.join(this.root, folder.name)).catch(() => [] as string[])) {
        if (!isStorageKey(name) || !name.startsWith(folder.name)) continue;
        const info = await stat(path.join(this.root, folder.name, name)).catch(() => null);
        if (info?.isFile() && info.mtime < before) yield name;
      }
    }
  }
}

/** The investors' files folder: `<UPLOADS_DIR>/private` (Payload's public media live beside it). */
export const privateUploadsRoot = () => path.resolve(/*turbopackIgnore: true*/ process.cwd(), env.UPLOADS_DIR, 'private');

let storage: UploadStorage | undefined;

/** The configured storage (one per process). */
export function uploadStorage(): UploadStorage {
  storage ??= new FileSystemStorage(privateUploadsRoot());
  return storage;
}
