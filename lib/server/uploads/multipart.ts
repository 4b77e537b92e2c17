import 'server-only';
import Busboy, { type BusboyFileStream } from '@fastify/busboy';
import { PassThrough, Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { env } from '@/lib/platform/env';
import { AUTH_MESSAGES as M } from '@/lib/auth/schemas/messages';
import { SUBMISSION_MESSAGES as S, formatMessage } from '@/lib/submissions/schemas/messages';
import { MAX_FILES } from '@/lib/submissions/types';
import { HttpError, readLimited } from '@/lib/server/http';
import { metrics } from '@/lib/platform/metrics';
import { outageOf } from '@/lib/server/ops/failures';
import { keyTable } from '@/lib/own-key';
import { stripInvisible } from '@/lib/validation/invisible';
import { acceptedKind, detectKind, FILE_KINDS, HEAD_BYTES } from './content-type';
import { uploadStorage, type UploadStorage } from '@/lib/platform/storage/storage';

/** What an endpoint accepts (docs/decisions/016-streaming-uploads-and-storage.md). */
export type UploadPolicy = {
  /** The files' form field: `files` (files[0]…files[4]) or `file` (file[0]…); errors about files use it as their key. */
  fileField: 'files' | 'file';
  /** Allowed extensions (spec §5), checked against the content. */
  allowedTypes: readonly string[];
  /** Files at most in this request (default MAX_FILES; a passport with files already has fewer slots). */
  maxFiles?: number;
  /** Bytes per file at most (default UPLOAD_MAX_FILE_MB). */
  maxFileBytes?: number;
  /** Text fields at most (default 200) and bytes per text field (default 32 KB). */
  maxFields?: number;
  maxFieldBytes?: number;
};

/** A file written to storage and checked: its record is the caller's to create. */
export type StoredUpload = { key: string; name: string; size: number; mime: string };

/**
 * Text fields by name (a repeated name keeps every value in order; `name[]` and `name[3]` count as `name`).
 * The client chooses the names: the table has no prototype (lib/own-key.ts keyTable), so `constructor` or
 * `__proto__` is a field like any other.
 */
export type UploadFields = Record<string, string[]>;
export type ReceivedUpload = { fields: UploadFields; files: StoredUpload[] };

export const maxFileBytes = () => Math.floor(env.UPLOAD_MAX_FILE_MB * 1024 * 1024);
const zipLimits = () => ({ maxEntries: 2000, maxInflatedBytes: Math.floor(env.UPLOAD_MAX_INFLATED_MB * 1024 * 1024) });

/** JSON and urlencoded bodies (no files) are small. */
const SMALL_BODY = 256 * 1024;

const fieldKey = (name: string) => name.replace(/\[\d*\]$/, '');

/** Browsers send UTF-8 file names; the multipart parser reads header bytes as Latin-1. */
export function decodeFileName(raw: string | undefined): string {
  let name = raw ?? '';
  if (/^[\u0000-\u00ff]*$/.test(name)) {
    const bytes = Buffer.from(name, 'latin1');
    const utf8 = bytes.toString('utf8');
    if (!utf8.includes('\ufffd')) name = utf8;
  }
  // Browsers escape a quote and line breaks in the multipart file name (HTML's form encoding): undo the quote.
  // Controls and bidirectional formatting characters are dropped (lib/validation/invisible.ts); path separators become `_`.
  name = stripInvisible(name.replace(/%22/g, '"'))
    .replace(/[/\\]/g, '_')
    .trim();
  if (name.length > 200) {
    const extension = /\.[a-z0-9]{1,8}$/i.exec(name)?.[0] ?? '';
    name = name.slice(0, 200 - extension.length) + extension;
  }
  return name || 'file';
}

/** Deletes stored files (a refused or failed submission leaves none behind). Never throws. */
export async function discardUploads(files: readonly { key: string }[], storage: UploadStorage = uploadStorage()): Promise<void> {
  await Promise.all(files.map((file) => storage.delete(file.key).catch((error) => console.error('[uploads] could not delete', file.key, error))));
}

function jsonFields(value: unknown): UploadFields {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new HttpError(400, { message: 'The body must be a JSON object.' });
  const fields = keyTable<string[]>();
  const text = (item: unknown) => (item === null || item === undefined ? '' : typeof item === 'object' ? JSON.stringify(item) : String(item));
  for (const [key, item] of Object.entries(value)) fields[fieldKey(key)] = Array.isArray(item) ? item.map(text) : [text(item)];
  return fields;
}

/**
 * Reads a form while it arrives: text fields into memory (bounded), each file streamed straight to storage,
 * then checked by its content. Multipart and urlencoded forms go through @fastify/busboy with limits on files,
 * fields, parts, field and file size; JSON (no files) is read up to 256 KB.
 *
 * Fails with 422 `{[fileField]: …}` (too many files, a refused type), 413 `{message}` (a file over the limit, too
 * many parts) or 400 (a broken or cut-off body), or with the storage's own error when it is full or unwritable (a 503
 * from handle()) — and then every file it had written is deleted first.
 */
export async function receiveUpload(request: Request, policy: UploadPolicy, storage: UploadStorage = uploadStorage()): Promise<ReceivedUpload> {
  const type = request.headers.get('content-type') ?? '';
  if (/^application\/json/i.test(type)) {
    const text = new TextDecoder().decode(await readLimited(request, SMALL_BODY, () => new HttpError(413, { message: S.bodyTooLarge })));
    try {
      return { fields: jsonFields(JSON.parse(text)), files: [] };
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new HttpError(400, { message: 'The body must be a JSON object.' });
    }
  }
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type)) {
    throw new HttpError(415, { message: 'Send multipart/form-data (or a urlencoded form).' });
  }
  if (!request.body) return { fields: {}, files: [] };
  return parseForm(request.body, type, policy, storage);
}

function parseForm(body: ReadableStream<Uint8Array>, type: string, policy: UploadPolicy, storage: UploadStorage): Promise<ReceivedUpload> {
  const maxFiles = policy.maxFiles ?? MAX_FILES;
  const fileBytes = policy.maxFileBytes ?? maxFileBytes();
  const maxMb = Math.round((fileBytes / 1024 / 1024) * 10) / 10;
  const fields = keyTable<string[]>();
  // In the order the files came, whatever order their checks finish in.
  const stored: (StoredUpload | undefined)[] = [];
  const written: string[] = [];
  const pending: Promise<void>[] = [];
  const open = new Set<BusboyFileStream>();
  // An HttpError (the request's fault) or a storage outage (a 503 from handle()).
  let failure: Error | null = null;
  let fileCount = 0;

  return new Promise<ReceivedUpload>((resolve, reject) => {
    const input = Readable.fromWeb(body as WebReadableStream<Uint8Array>);
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({
        headers: { 'content-type': type },
        limits: {
          // A few more than allowed, so that the sixth file is seen and refused by name (not silently skipped).
          files: maxFiles + 1,
          fileSize: fileBytes,
          fields: policy.maxFields ?? 200,
          fieldSize: policy.maxFieldBytes ?? 32 * 1024,
          parts: (policy.maxFields ?? 200) + maxFiles + 10,
          headerPairs: 20,
        },
      });
    } catch {
      reject(new HttpError(400, { message: S.badUpload }));
      return;
    }

    const finish = async () => {
      await Promise.allSettled(pending);
      if (failure) {
        await discardUploads(written.map((key) => ({ key })), storage);
        reject(failure);
      } else {
        resolve({ fields, files: stored.filter((file): file is StoredUpload => file !== undefined) });
      }
    };

    const fail = (error: Error) => {
      if (failure) return;
      failure = error;
      input.unpipe(parser);
      input.destroy();
      for (const stream of open) stream.destroy(error);
      void finish();
    };

    // The parser calls these from inside the body stream's reader: an exception there would become an unhandled
    // rejection and the form would never settle (no answer, its files kept). Whatever one throws fails the form
    // like any other failure: the files written so far are deleted and the error is the answer.
    const guarded =
      <A extends unknown[]>(handler: (...args: A) => void) =>
      (...args: A): void => {
        try {
          handler(...args);
        } catch (error) {
          fail(error instanceof Error ? error : new Error(String(error)));
        }
      };

    parser.on('field', guarded((name: string, value: string, nameTruncated: boolean, valueTruncated: boolean) => {
      if (failure) return;
      if (nameTruncated) return fail(new HttpError(413, { message: S.bodyTooLarge }));
      const key = fieldKey(name);
      if (valueTruncated) return fail(new HttpError(422, { [key]: [M.tooLong] }));
      (fields[key] ??= []).push(value);
    }));

    parser.on('file', guarded((_field: string, stream: BusboyFileStream, rawName: string | undefined) => {
      if (failure) {
        stream.resume();
        return;
      }
      const name = decodeFileName(rawName);
      // An empty file input (no name, no bytes) is not a file.
      if (!rawName) {
        stream.resume();
        return;
      }
      fileCount += 1;
      if (fileCount > maxFiles) {
        stream.resume();
        return fail(new HttpError(422, { [policy.fileField]: [S.tooManyFiles] }));
      }
      open.add(stream);
      const index = fileCount - 1;
      let head = Buffer.alloc(0);
      const tap = new PassThrough();
      // Errors reach storage.put through its pipeline; this keeps one that comes before it from being unhandled.
      tap.on('error', () => undefined);
      stream.on('data', guarded((chunk: Buffer) => {
        if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
      }));
      stream.on('limit', guarded(() => {
        const error = new HttpError(413, { message: formatMessage(S.fileTooLarge, { name, mb: maxMb }) });
        fail(error);
        tap.destroy(error);
      }));
      stream.on('error', (error) => tap.destroy(error));
      stream.pipe(tap);
      pending.push(
        (async () => {
          let key: string | undefined;
          try {
            const put = await storage.put(tap);
            key = put.key;
            written.push(key);
            metrics().uploadBytes.inc({ storage: storage.kind }, put.size);
            open.delete(stream);
            if (failure) return;
            if (stream.truncated) throw new HttpError(413, { message: formatMessage(S.fileTooLarge, { name, mb: maxMb }) });
            const kind = acceptedKind(await detectKind(head, key, put.size, storage, zipLimits()), name, policy.allowedTypes);
            if (!kind) throw new HttpError(422, { [policy.fileField]: [formatMessage(S.fileType, { name })] });
            stored[index] = { key, name, size: put.size, mime: FILE_KINDS[kind] };
          } catch (error) {
            open.delete(stream);
            stream.resume();
            fail(error instanceof HttpError || outageOf(error) ? (error as Error) : new HttpError(400, { message: S.badUpload }));
          }
        })(),
      );
    }));

    parser.on('filesLimit', () => fail(new HttpError(422, { [policy.fileField]: [S.tooManyFiles] })));
    parser.on('fieldsLimit', () => fail(new HttpError(413, { message: S.bodyTooLarge })));
    parser.on('partsLimit', () => fail(new HttpError(413, { message: S.bodyTooLarge })));
    parser.on('error', () => fail(new HttpError(400, { message: S.badUpload })));
    // A client that goes away mid-upload: the body stream errors (or simply ends early and busboy complains).
    input.on('error', () => fail(new HttpError(400, { message: S.badUpload })));
    parser.on('finish', guarded(() => {
      if (!failure) void finish();
    }));
    input.pipe(parser);
  });
}

/**
 * Runs `save` with the received form; if it throws (validation, database), the stored files are deleted and
 * the error goes on: a submission and its files are saved together or not at all.
 */
export async function withUploads<T>(
  request: Request,
  policy: UploadPolicy,
  save: (upload: ReceivedUpload) => Promise<T>,
  storage: UploadStorage = uploadStorage(),
): Promise<T> {
  const upload = await receiveUpload(request, policy, storage);
  try {
    return await save(upload);
  } catch (error) {
    await discardUploads(upload.files, storage);
    throw error;
  }
}
