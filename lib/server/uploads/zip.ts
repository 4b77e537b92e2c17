import 'server-only';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInflateRaw } from 'node:zlib';

/** Random access to a stored file: the ZIP directory sits at its end. */
export type RandomAccess = {
  size: number;
  /** Bytes `start`…`end` inclusive. */
  stream(start: number, end: number): Promise<Readable>;
};

export type ZipLimits = {
  /** Entries at most (a docx has a few dozen; thousands of tiny entries are a bomb of another kind). */
  maxEntries: number;
  /** Bytes actually produced by inflating every entry, all together. */
  maxInflatedBytes: number;
};

export type ZipInspection = { ok: true; names: string[]; inflatedBytes: number } | { ok: false; reason: string };

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_MIN = 22;
const MAX_COMMENT = 0xffff;
/** The central directory is read into memory: 46 bytes + name + extra + comment per entry, capped. */
const MAX_CENTRAL_DIRECTORY = 4 * 1024 * 1024;

async function readRange(file: RandomAccess, start: number, end: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await file.stream(start, end)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

class Refused extends Error {}

type Entry = { name: string; flags: number; method: number; compressedSize: number; localOffset: number };

function findEndOfCentralDirectory(tail: Buffer): number {
  for (let i = tail.length - EOCD_MIN; i >= 0; i--) {
    if (tail.readUInt32LE(i) === EOCD_SIGNATURE && i + EOCD_MIN + tail.readUInt16LE(i + 20) <= tail.length) return i;
  }
  return -1;
}

function readCentralDirectory(directory: Buffer, limits: ZipLimits): Entry[] {
  const entries: Entry[] = [];
  let at = 0;
  while (at < directory.length) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw new Refused('bad central directory');
    if (entries.length >= limits.maxEntries) throw new Refused('too many entries');
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    const entry: Entry = {
      flags: directory.readUInt16LE(at + 8),
      method: directory.readUInt16LE(at + 10),
      compressedSize: directory.readUInt32LE(at + 20),
      localOffset: directory.readUInt32LE(at + 42),
      name: directory.toString('utf8', at + 46, at + 46 + nameLength),
    };
    if (entry.compressedSize === 0xffffffff || entry.localOffset === 0xffffffff) throw new Refused('zip64');
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Inflates (or, when stored, counts) one entry's data, adding to `budget.used`; past the cap it stops at once. */
async function inflateEntry(file: RandomAccess, entry: Entry, budget: { used: number; max: number }): Promise<void> {
  const header = await readRange(file, entry.localOffset, Math.min(file.size - 1, entry.localOffset + 29));
  if (header.length < 30 || header.readUInt32LE(0) !== LOCAL_SIGNATURE) throw new Refused('bad local header');
  const dataStart = entry.localOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  const dataEnd = dataStart + entry.compressedSize; // exclusive
  if (dataEnd > file.size) throw new Refused('entry past the end');
  if (entry.compressedSize === 0) {
    if (entry.method === 8) throw new Refused('empty deflate stream');
    return;
  }
  const source = await file.stream(dataStart, dataEnd - 1);
  if (entry.method === 0) {
    budget.used += entry.compressedSize;
    source.destroy();
    if (budget.used > budget.max) throw new Refused('inflates past the cap');
    return;
  }
  try {
    await pipeline(source, createInflateRaw(), async function count(chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        budget.used += chunk.length;
        // Counting what zlib actually produces; declared sizes are never trusted.
        if (budget.used > budget.max) throw new Refused('inflates past the cap');
      }
    });
  } catch (error) {
    // The pipeline reports the stop as an abort: the budget tells why.
    if (budget.used > budget.max) throw new Refused('inflates past the cap');
    throw error;
  }
}

/**
 * Opens a ZIP container (docx, xlsx) without trusting anything it declares: the entries are counted in its central
 * directory (at most `maxEntries`), and every entry is inflated with zlib and the bytes that come out are counted
 * (all together at most `maxInflatedBytes`). Encrypted entries, methods other than stored/deflate, ZIP64 and
 * broken structures are refused. Nothing is kept: the inflated bytes are only counted.
 */
export async function inspectZip(file: RandomAccess, limits: ZipLimits): Promise<ZipInspection> {
  try {
    if (file.size < EOCD_MIN) throw new Refused('too small');
    const tailStart = Math.max(0, file.size - EOCD_MIN - MAX_COMMENT);
    const tail = await readRange(file, tailStart, file.size - 1);
    const eocd = findEndOfCentralDirectory(tail);
    if (eocd < 0) throw new Refused('no end of central directory');
    const totalEntries = tail.readUInt16LE(eocd + 10);
    const directorySize = tail.readUInt32LE(eocd + 12);
    const directoryOffset = tail.readUInt32LE(eocd + 16);
    if (tail.readUInt16LE(eocd + 4) !== 0 || tail.readUInt16LE(eocd + 6) !== 0) throw new Refused('multi-disk');
    if (totalEntries === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) throw new Refused('zip64');
    if (totalEntries > limits.maxEntries) throw new Refused('too many entries');
    if (directorySize > MAX_CENTRAL_DIRECTORY) throw new Refused('central directory too large');
    if (directoryOffset + directorySize > tailStart + eocd) throw new Refused('central directory out of bounds');
    const directory = directorySize ? await readRange(file, directoryOffset, directoryOffset + directorySize - 1) : Buffer.alloc(0);
    const entries = readCentralDirectory(directory, limits);
    if (entries.length !== totalEntries) throw new Refused('entry count mismatch');
    const budget = { used: 0, max: limits.maxInflatedBytes };
    for (const entry of entries) {
      if (entry.flags & 0x1) throw new Refused('encrypted');
      if (entry.method !== 0 && entry.method !== 8) throw new Refused('unsupported method');
      await inflateEntry(file, entry, budget);
    }
    return { ok: true, names: entries.map((entry) => entry.name), inflatedBytes: budget.used };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.message };
    // zlib's errors (corrupt data, truncated stream) and read errors: not a usable container.
    return { ok: false, reason: error instanceof Error ? error.message : 'unreadable' };
  }
}
