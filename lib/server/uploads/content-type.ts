import 'server-only';
import { fileTypeFromBuffer } from 'file-type';
import type { UploadStorage } from '@/lib/platform/storage/storage';
import { inspectZip, type ZipLimits } from './zip';
import { isOwnKey } from '@/lib/own-key';

/** The kinds of file investors may send (spec §5), by content. `jpeg` and `jpg` are one kind. */
export const FILE_KINDS = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
} as const;
export type FileKind = keyof typeof FILE_KINDS;

/** How many bytes of the head are kept for the magic-byte check (file-type's sample size). */
export const HEAD_BYTES = 4100;

const kindOfExtension = (extension: string): FileKind | null => {
  const lower = extension.toLowerCase();
  if (lower === 'jpeg') return 'jpg';
  return isOwnKey(FILE_KINDS, lower) ? lower : null;
};

export const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

const isZip = (head: Buffer) => head.length >= 4 && head.readUInt32LE(0) === 0x04034b50;

/**
 * What the stored file really is: the magic bytes of its head (file-type) for PDF and images; for a ZIP, the
 * container is opened (inspectZip: entries and inflated bytes capped) and its parts tell docx from xlsx.
 */
export async function detectKind(head: Buffer, key: string, size: number, storage: UploadStorage, zipLimits: ZipLimits): Promise<FileKind | null> {
  if (isZip(head)) {
    const zip = await inspectZip(
      {
        size,
        stream: async (start, end) => {
          const stream = await storage.get(key, { start, end });
          if (!stream) throw new Error('The stored file is gone');
          return stream;
        },
      },
      zipLimits,
    );
    if (!zip.ok || !zip.names.includes('[Content_Types].xml')) return null;
    if (zip.names.some((name) => name.startsWith('word/'))) return 'docx';
    if (zip.names.some((name) => name.startsWith('xl/'))) return 'xlsx';
    return null;
  }
  const type = await fileTypeFromBuffer(head);
  if (!type) return null;
  return (Object.entries(FILE_KINDS).find(([, mime]) => mime === type.mime)?.[0] as FileKind | undefined) ?? null;
}

/**
 * The file is accepted when its content is one of the allowed kinds and its name's extension says the same
 * (a PNG called .pdf would download under a misleading name): returns the kind, else null.
 */
export function acceptedKind(detected: FileKind | null, name: string, allowed: readonly string[]): FileKind | null {
  if (!detected) return null;
  const allowedKinds = new Set(allowed.map(kindOfExtension).filter((kind): kind is FileKind => kind !== null));
  return allowedKinds.has(detected) && kindOfExtension(extensionOf(name)) === detected ? detected : null;
}
