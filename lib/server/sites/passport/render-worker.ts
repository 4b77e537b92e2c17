/**
 * The worker thread that draws passports (pool.ts starts it): it takes `{ id, input }` messages and answers
 * `{ id, pdf }` with the bytes moved (not copied) to the request thread, or `{ id, error }`. The drawing, the longest
 * part of a passport, never runs on the thread that answers requests.
 */
import { parentPort } from 'node:worker_threads';
import { renderPassport, type PassportInput } from './document';

parentPort?.on('message', async ({ id, input }: { id: number; input: PassportInput }) => {
  try {
    const bytes = new Uint8Array(await renderPassport(input));
    parentPort?.postMessage({ id, pdf: bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
