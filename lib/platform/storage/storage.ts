// No `server-only`: Payload's attachments hook (cms/) deletes stored files too, and cms/ also loads in the CLI.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { env } from '../env';
import { S3Storage, s3Settings } from './s3-storage';
import { isStorageKey, type ByteRange, type UploadStorage } from './upload-storage';

export { isStorageKey, type ByteRange, type UploadStorage } from './upload-storage';

/** Files under `<root>/<first two characters of the key>/<key>`, outside public/. */
export class FileSystemStorage implements UploadStorage {
  readonly kind = 'filesystem';
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

/** The configured storage (one per process): the S3 bucket when S3_BUCKET is set (ADR 026), else the filesystem. */
export function uploadStorage(): UploadStorage {
  if (!storage) {
    const s3 = s3Settings(env);
    storage = s3 ? S3Storage.fromSettings(s3) : new FileSystemStorage(privateUploadsRoot());
  }
  return storage;
}

/** Replaces the process's storage (another backend, or a failing one in the fault tests); null restores the default. */
export function setUploadStorage(next: UploadStorage | null): void {
  storage = next ?? undefined;
}
