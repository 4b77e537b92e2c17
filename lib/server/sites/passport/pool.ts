import 'server-only';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PassportInput } from './document';

/**
 * The worker threads that draw passports (render-worker.ts), so a passport being drawn never holds up the thread
 * that answers requests. At most `passportWorkers()` run at once; more passports wait in line (first come, first
 * served), which also bounds the memory of a burst: each worker holds its document and its fonts' tables. A worker
 * with nothing to do for IDLE_MS ends and gives its memory back; the next passport starts one again.
 */
const IDLE_MS = 60_000;
/** A passport taking longer than this is given up (the worker is ended and replaced). */
const JOB_TIMEOUT_MS = 60_000;

/** How many passports are drawn at once: one core fewer than the machine has, at most two; PASSPORT_WORKERS overrides. */
export function passportWorkers(env: Record<string, string | undefined> = process.env): number {
  const configured = Number(env.PASSPORT_WORKERS);
  if (Number.isInteger(configured) && configured > 0) return configured;
  return Math.max(1, Math.min(2, os.availableParallelism() - 1));
}

type Pending = { id: number; input: PassportInput; resolve: (pdf: Buffer) => void; reject: (error: Error) => void };
type Slot = { worker: Worker; job: Pending | null; idle: NodeJS.Timeout | null; timeout: NodeJS.Timeout | null };

const slots: Slot[] = [];
const queue: Pending[] = [];
let nextId = 1;

/**
 * Outside a Next build (unit and API tests, scripts) this module is the TypeScript source, which Node 20 cannot run in
 * a worker by itself: the worker then registers tsx (a development dependency) before it imports its entry. In a build
 * the bundler has compiled the entry to JavaScript.
 */
const fromSource = import.meta.url.endsWith('/pool.ts');

function spawn(): Worker {
  if (fromSource) {
    const entry = JSON.stringify(import.meta.url.replace(/\/pool\.ts$/, '/render-worker.ts'));
    return new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${entry}); })`, { eval: true });
  }
  return new Worker(new URL('./render-worker.ts', import.meta.url));
}

function startWorker(): Slot {
  const worker = spawn();
  const slot: Slot = { worker, job: null, idle: null, timeout: null };
  worker.on('message', (message: { id: number; pdf?: Uint8Array; error?: string }) => {
    const job = slot.job;
    if (!job || job.id !== message.id) return;
    finish(slot);
    if (message.pdf) job.resolve(Buffer.from(message.pdf.buffer, message.pdf.byteOffset, message.pdf.byteLength));
    else job.reject(new Error(`passport not drawn: ${message.error ?? 'unknown error'}`));
    next();
  });
  const fail = (error: Error) => {
    const job = slot.job;
    remove(slot);
    job?.reject(error);
    next();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`passport worker ended (exit code ${code})`)));
  // An idle worker does not keep the process alive (scripts and tests end when their work is done).
  worker.unref();
  slots.push(slot);
  return slot;
}

function finish(slot: Slot) {
  if (slot.timeout) clearTimeout(slot.timeout);
  slot.timeout = null;
  slot.job = null;
  slot.worker.unref();
  slot.idle = setTimeout(() => {
    remove(slot);
    void slot.worker.terminate();
  }, IDLE_MS);
  slot.idle.unref();
}

function remove(slot: Slot) {
  if (slot.idle) clearTimeout(slot.idle);
  if (slot.timeout) clearTimeout(slot.timeout);
  slot.job = null;
  const index = slots.indexOf(slot);
  if (index >= 0) slots.splice(index, 1);
}

function run(slot: Slot, job: Pending) {
  if (slot.idle) clearTimeout(slot.idle);
  slot.idle = null;
  slot.job = job;
  // A worker with a passport in hand keeps the process alive until it answers.
  slot.worker.ref();
  slot.timeout = setTimeout(() => {
    slot.job = null;
    remove(slot);
    void slot.worker.terminate();
    job.reject(new Error(`passport not drawn within ${JOB_TIMEOUT_MS} ms`));
    next();
  }, JOB_TIMEOUT_MS);
  slot.worker.postMessage({ id: job.id, input: job.input });
}

function next() {
  while (queue.length) {
    const free = slots.find((slot) => !slot.job) ?? (slots.length < passportWorkers() ? startWorker() : null);
    if (!free) return;
    run(free, queue.shift()!);
  }
}

/** Draws a passport in a worker thread; resolves with the PDF's bytes. */
export function drawPassport(input: PassportInput): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    queue.push({ id: nextId++, input, resolve, reject });
    next();
  });
}

/** How many passports are being drawn and waiting (for the benchmark and tests). */
export function passportQueue(): { running: number; waiting: number; workers: number } {
  return { running: slots.filter((slot) => slot.job).length, waiting: queue.length, workers: slots.length };
}
