// No `server-only`: Payload's config (cms/) uses the same client settings, and cms/ also loads in the CLI.
import { randomBytes } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { ServerEnv } from '../env';
import { isStorageKey, StorageUnavailableError, type ByteRange, type UploadStorage } from './upload-storage';

/** The bucket's settings from the environment (ADR 026), or null when S3_BUCKET is unset (files stay on disk). */
export type S3Settings = { bucket: string; client: S3ClientConfig };

export function s3Settings(env: ServerEnv): S3Settings | null {
  if (!env.S3_BUCKET) return null;
  const credentials =
    env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
      : undefined; // the SDK's own chain: instance role, AWS_* variables, shared files
  return {
    bucket: env.S3_BUCKET,
    client: {
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      credentials,
      // Checksums only where S3 demands them: many S3-compatible servers refuse the SDK's default
      // aws-chunked bodies with CRC trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  };
}

const clients = new Map<string, S3Client>();

/**
 * A small object of Payload's collections (an avatar: ≤ 512 px WebP) read whole, or null when it is missing.
 * Payload's S3 plugin keeps those under their file name at the bucket's root.
 */
export async function readObject(settings: S3Settings, key: string): Promise<Buffer | null> {
  const id = `${String(settings.client.endpoint ?? '')}|${settings.bucket}`;
  let client = clients.get(id);
  if (!client) {
    client = new S3Client(settings.client);
    clients.set(id, client);
  }
  try {
    const answer = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }));
    return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** Private objects live under this prefix; Payload's public media sit at the bucket's root under their file names. */
export const PRIVATE_PREFIX = 'private/';
/** Multipart parts of 8 MB, two in flight: at most ~16 MB buffered per file, whatever its size. */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 2;

const isMissing = (error: unknown) => {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure?.name === 'NoSuchKey' || failure?.name === 'NotFound' || failure?.$metadata?.httpStatusCode === 404;
};

/**
 * Investors' files in an S3-compatible bucket (docs/decisions/016 and 026): the same four calls as the filesystem
 * storage. A file is streamed in with a multipart upload (never held whole), read back as a stream, ranges
 * included; an upload that fails or is aborted is aborted in the bucket too (no parts left behind).
 */
export class S3Storage implements UploadStorage {
  readonly kind = 's3';
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  static fromSettings({ bucket, client }: S3Settings): S3Storage {
    return new S3Storage(new S3Client(client), bucket);
  }

  private objectKey(key: string): string {
    if (!isStorageKey(key)) throw new Error('Invalid storage key');
    return `${PRIVATE_PREFIX}${key.slice(0, 2)}/${key}`;
  }

  async put(source: Readable): Promise<{ key: string; size: number }> {
    const key = randomBytes(16).toString('hex');
    let size = 0;
    const counted = new PassThrough({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    // A failure of the incoming stream is the client's (400); anything else is the bucket's (503, ADR 025).
    let sourceFailed = false;
    source.on('error', (error) => {
      sourceFailed = true;
      counted.destroy(error);
    });
    source.pipe(counted);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.objectKey(key), Body: counted, ContentType: 'application/octet-stream' },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      await upload.abort().catch(() => undefined);
      await this.delete(key).catch(() => undefined);
      throw sourceFailed ? error : new StorageUnavailableError(error);
    }
    return { key, size };
  }

  async get(key: string, range?: ByteRange): Promise<Readable | null> {
    if (!isStorageKey(key)) return null;
    const bytes = range ? `bytes=${range.start}-${range.end ?? ''}` : undefined;
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key), Range: bytes }));
      return answer.Body instanceof Readable ? answer.Body : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async size(key: string): Promise<number | null> {
    if (!isStorageKey(key)) return null;
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return head.ContentLength ?? null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isStorageKey(key)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async *listOlderThan(before: Date): AsyncIterable<string> {
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: PRIVATE_PREFIX, ContinuationToken }));
      for (const object of page.Contents ?? []) {
        const key = object.Key?.split('/').at(-1) ?? '';
        if (isStorageKey(key) && object.LastModified && object.LastModified < before) yield key;
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }
}
