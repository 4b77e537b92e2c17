/**
 * The public content GETs' answers, kept in this process for a moment (MEMO_MS): under a burst of readers the same
 * list is answered from memory instead of Next's data cache and a new serialisation each time (the news
 * list at ≥ 1,000 req/s, docs/benchmarks.md). Only 200 answers of reads that change with a publish alone (not decorated ones, such as an
 * event's registration figures) are kept, at most MEMO_ENTRIES of them, each at most MEMO_MAX_BYTES.
 *
 * A publish on this instance forgets them at once (cms/hooks/revalidate.ts); one on another instance is seen here
 * within MEMO_MS. The portal's own page renders (lib/api/server.ts, with INTERNAL_READ_HEADER) always read through:
 * a page re-rendered because a publish expired its tags must not be rebuilt from a copy older than the publish.
 * Not 'server-only': the Payload hooks (also loaded by scripts outside Next) import `forgetAnswers`.
 * See docs/decisions/024-cached-pages-and-api.md.
 */
export const MEMO_MS = 2000;
const MEMO_ENTRIES = 500;
const MEMO_MAX_BYTES = 256 * 1024;

/** Sent by the portal's server-side reads of its own API: such a read never gets a memoised answer. */
export const INTERNAL_READ_HEADER = 'x-portal-render';

// The body is kept encoded: encoding the JSON to UTF-8 again for every answer was a few per cent of a memoised read.
type Entry = { body: Uint8Array<ArrayBuffer>; headers: [string, string][]; until: number };
const answers = new Map<string, Entry>();

/** Forgets every kept answer (a publish on this instance). */
export function forgetAnswers(): void {
  answers.clear();
}

/**
 * The answer for `key` (what the answer depends on: the locale and the request's path and query): the kept copy while
 * it is fresh, otherwise `produce()`'s, kept when it is a 200 of reasonable size.
 */
export async function memoisedAnswer(request: Request, key: string, produce: () => Promise<Response>, now = Date.now): Promise<Response> {
  if (request.headers.has(INTERNAL_READ_HEADER)) return produce();
  const kept = answers.get(key);
  if (kept && kept.until > now()) return new Response(kept.body, { status: 200, headers: kept.headers });
  const response = await produce();
  if (response.status !== 200) return response;
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = [...response.headers.entries()];
  if (body.byteLength <= MEMO_MAX_BYTES) {
    answers.delete(key);
    answers.set(key, { body, headers, until: now() + MEMO_MS });
    // A Map iterates in insertion order: the first key is the oldest.
    if (answers.size > MEMO_ENTRIES) answers.delete(answers.keys().next().value!);
  }
  return new Response(body, { status: 200, headers });
}
