// @ts-check
/**
 * A size bound on Next's file-system cache (lib/cache/cache-handler.mjs without REDIS_URL): the pages rendered on
 * request (`<dist>/server/route-cache`) and the data cache (`<dist>/cache/fetch-cache`) together stay under a byte
 * budget; past it, the entries used least recently are deleted from disk and rendered again on their next request.
 * Next never deletes either folder, so without a bound every distinct address it keeps adds its files for good.
 *
 * An entry is the files that share a path before their suffix: a page's `.html`, `.rsc`, `.meta` and `.segments/`
 * folder, a route answer's `.body` and `.meta`, a data-cache file alone. Use is tracked in memory (reads and writes of
 * this process); the entries found on disk at start are ordered by their files' modification time.
 */
import { promises as fsPromises } from 'node:fs';
import path from 'node:path';

const SUFFIXES = ['.html', '.rsc', '.meta', '.body'];
const SEGMENTS = '.segments';

/** The entry a cache file belongs to: its path without the suffix (or the segments folder), relative to nothing. */
export function entryOf(/** @type {string} */ file) {
  const segments = file.indexOf(`${SEGMENTS}${path.sep}`);
  if (segments !== -1) return file.slice(0, segments);
  const suffix = SUFFIXES.find((end) => file.endsWith(end));
  return suffix ? file.slice(0, -suffix.length) : file;
}

/**
 * @typedef {object} BoundFs
 * @property {(dir: string, options: { withFileTypes: true }) => Promise<import('node:fs').Dirent[]>} readdir
 * @property {(file: string) => Promise<{ size: number, mtimeMs: number, isFile(): boolean, isDirectory(): boolean }>} stat
 * @property {(file: string, options?: { recursive?: boolean, force?: boolean }) => Promise<void>} rm
 */

export class DiskBound {
  /**
   * @param {{ roots: string[], maxBytes: number, fs?: BoundFs, report?: (error: unknown) => void }} options
   */
  constructor({ roots, maxBytes, fs = /** @type {BoundFs} */ (/** @type {unknown} */ (fsPromises)), report = () => undefined }) {
    this.roots = roots;
    this.maxBytes = maxBytes;
    this.fs = fs;
    this.report = report;
    /** Bytes on disk per entry, least recently used first. @type {Map<string, number>} */
    this.entries = new Map();
    this.bytes = 0;
    /** Writes and evictions one at a time, after the first scan. @type {Promise<void>} */
    this.queue = this.scan().catch(report);
  }

  /** Learns the entries already on disk (an earlier run's), oldest first. */
  async scan() {
    /** @type {Map<string, { bytes: number, time: number }>} */
    const found = new Map();
    const walk = async (/** @type {string} */ dir) => {
      let items;
      try {
        items = await this.fs.readdir(dir, { withFileTypes: true });
      } catch {
        return;
      }
      for (const item of items) {
        const file = path.join(dir, item.name);
        if (item.isDirectory()) await walk(file);
        else if (item.isFile()) {
          const { size, mtimeMs } = await this.fs.stat(file);
          const entry = found.get(entryOf(file)) ?? { bytes: 0, time: 0 };
          found.set(entryOf(file), { bytes: entry.bytes + size, time: Math.max(entry.time, mtimeMs) });
        }
      }
    };
    for (const root of this.roots) await walk(root);
    for (const [entry, { bytes }] of [...found].sort((a, b) => a[1].time - b[1].time)) this.add(entry, bytes);
    await this.evict();
  }

  /** An entry was read: it is now the most recently used. */
  touch(/** @type {string} */ entry) {
    const bytes = this.entries.get(entry);
    if (bytes === undefined) return;
    this.entries.delete(entry);
    this.entries.set(entry, bytes);
  }

  /** An entry was written: its size is measured, then the oldest entries go while the total is over the bound. */
  wrote(/** @type {string} */ entry) {
    this.queue = this.queue
      .then(async () => {
        this.add(entry, await this.measure(entry));
        await this.evict();
      })
      .catch(this.report);
    return this.queue;
  }

  /** @param {string} entry @param {number} bytes */
  add(entry, bytes) {
    this.bytes -= this.entries.get(entry) ?? 0;
    this.entries.delete(entry);
    this.entries.set(entry, bytes);
    this.bytes += bytes;
  }

  /** The bytes an entry's files take (0 when it has none). */
  async measure(/** @type {string} */ entry) {
    let bytes = (await this.ownFile(entry))?.size ?? 0;
    for (const file of [...SUFFIXES.map((suffix) => entry + suffix), entry + SEGMENTS]) bytes += await this.sizeOf(file);
    return bytes;
  }

  /** A file's size, or a folder's total. */
  async sizeOf(/** @type {string} */ file) {
    const stat = await this.fs.stat(file).catch(() => null);
    if (!stat?.isDirectory()) return stat?.isFile() ? stat.size : 0;
    let total = 0;
    for (const item of await this.fs.readdir(file, { withFileTypes: true })) total += await this.sizeOf(path.join(file, item.name));
    return total;
  }

  /**
   * The entry's path as a file of its own (a data-cache entry). A page's path may also be the folder of the pages
   * below it (/ru/news and /ru/news/a): that is never counted or deleted as its.
   */
  async ownFile(/** @type {string} */ entry) {
    const stat = await this.fs.stat(entry).catch(() => null);
    return stat?.isFile() ? stat : null;
  }

  /** Deletes the least recently used entries until the total is within the bound. */
  async evict() {
    for (const [entry, bytes] of this.entries) {
      if (this.bytes <= this.maxBytes) return;
      this.entries.delete(entry);
      this.bytes -= bytes;
      await this.remove(entry);
    }
  }

  /** Deletes an entry's files (never the folder of the pages below it). */
  async remove(/** @type {string} */ entry) {
    const files = [...SUFFIXES.map((suffix) => entry + suffix), ...((await this.ownFile(entry)) ? [entry] : [])];
    await Promise.all(files.map((file) => this.fs.rm(file, { force: true })));
    await this.fs.rm(entry + SEGMENTS, { recursive: true, force: true });
  }
}
