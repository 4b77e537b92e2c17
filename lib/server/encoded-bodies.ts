import type { Step } from './pipeline/step';

/**
 * Next sends a page from its full-route cache as one JavaScript string: `Buffer.byteLength(html)` for the
 * Content-Length, then `response.end(html)`, which encodes the string to UTF-8. A Russian page is ~125 KB of
 * two-byte string, and a CPU profile of `next start` serving cache hits spent 29 % of its time in that encoding
 * (docs/decisions/024). The cache hands out the same string on every hit, so its encoding is kept here: a large
 * string given to a response's `end` is encoded once into a bounded, least-recently-used set of Buffers, and the
 * Buffer is sent. The bytes on the wire are the same. `Buffer.byteLength` is left alone: measuring the length
 * costs about a fifth of encoding, and keeping it would mean replacing a Node built-in (docs/decisions/028).
 * encoded-bodies.test.ts checks against Next's own sender that a cached page still reaches `end` as one string.
 */
export const MIN_KEPT_LENGTH = 16_384;
export const DEFAULT_KEPT_BYTES = 32 * 1024 * 1024;

const UTF8 = new Set(['utf8', 'utf-8', 'UTF8', 'UTF-8']);
const isUtf8 = (encoding: unknown) => encoding === undefined || (typeof encoding === 'string' && UTF8.has(encoding));

export class EncodedBodies {
  private readonly kept = new Map<string, Buffer>();
  private bytes = 0;

  constructor(
    private readonly maxBytes = DEFAULT_KEPT_BYTES,
    private readonly minLength = MIN_KEPT_LENGTH,
  ) {}

  /** Whether a string is large enough to be kept (shorter ones are cheaper to encode than to look up). */
  keeps(value: string): boolean {
    return value.length >= this.minLength;
  }

  /** The UTF-8 bytes of a large string: kept ones from the set, others encoded and kept (the oldest go first). */
  encode(value: string): Buffer {
    const found = this.kept.get(value);
    if (found) {
      this.kept.delete(value);
      this.kept.set(value, found);
      return found;
    }
    const encoded = Buffer.from(value, 'utf8');
    if (encoded.length > this.maxBytes) return encoded;
    this.kept.set(value, encoded);
    this.bytes += encoded.length;
    for (const [oldest, buffer] of this.kept) {
      if (this.bytes <= this.maxBytes) break;
      this.kept.delete(oldest);
      this.bytes -= buffer.length;
    }
    return encoded;
  }

  /** The UTF-8 length of a kept string, or undefined. */
  keptLength(value: string): number | undefined {
    return this.kept.get(value)?.length;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.kept.size, bytes: this.bytes };
  }
}

type End = (this: unknown, ...args: unknown[]) => unknown;
const KEPT_KEY = Symbol.for('portal.encoded-bodies');
type WithKept = typeof globalThis & { [KEPT_KEY]?: EncodedBodies };

/** The process's set (one for every bundle that sends answers). */
export function encodedBodies(): EncodedBodies {
  const scope = globalThis as WithKept;
  scope[KEPT_KEY] ??= new EncodedBodies();
  return scope[KEPT_KEY];
}

/**
 * The pipeline's step (./pipeline/index.ts): this response's own `end` sends a large UTF-8 string as its kept
 * encoding. Only UTF-8 strings of at least MIN_KEPT_LENGTH characters are affected; everything else passes unchanged.
 */
export function keepEncodedBodies(bodies: EncodedBodies = encodedBodies()): Step {
  return (_request, response) => {
    const target = response as unknown as { end: End };
    const end = target.end;
    target.end = function endWithKeptBytes(this: unknown, ...args: unknown[]) {
      const [chunk, encoding, callback] = args;
      if (typeof chunk === 'string' && bodies.keeps(chunk) && (typeof encoding === 'function' || isUtf8(encoding))) {
        const done = typeof encoding === 'function' ? encoding : callback;
        const bytes = bodies.encode(chunk);
        return done === undefined ? end.call(this, bytes) : end.call(this, bytes, done);
      }
      return end.apply(this, args);
    };
  };
}
