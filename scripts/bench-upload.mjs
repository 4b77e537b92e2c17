#!/usr/bin/env node
/**
 * npm run bench:upload — memory and time of one large upload: 5 × 30 MB files in one POST /api/v1/request/create
 * (multipart, streamed by the client; the files are a PDF head and zeros). Samples the server process's resident
 * memory (/proc/<pid>/status VmRSS) every 20 ms and prints the peak growth over the idle baseline and the duration.
 * Target: under 64 MB growth — the server streams files to storage instead of holding them.
 *
 * BENCH_UPLOAD_URL=http://host:port uses a running server (its pid from BENCH_UPLOAD_PID, else the local process
 * listening on that port, found with `ss`). Otherwise starts `next start` on $PORT (default 3103) from the existing
 * build ($NEXT_DIST_DIR or .next — build first) with UPLOADS_DIR in a temporary folder, and stops it afterwards.
 * BENCH_FILES / BENCH_FILE_MB override 5 / 30.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { healthy, listeningPid, rssKb, startServer, stop } from './bench-server.mjs';

const port = Number(process.env.PORT || 3103);
const origin = (process.env.BENCH_UPLOAD_URL || `http://localhost:${port}`).replace(/\/+$/, '');
const fileCount = Number(process.env.BENCH_FILES || 5);
const fileBytes = Math.floor(Number(process.env.BENCH_FILE_MB || 30) * 1024 * 1024) - 1024; // just under the limit
const TARGET_MB = 64;

/** The server process (next-server): BENCH_UPLOAD_PID, else the local process listening on the origin's port. */
const serverPid = () => Number(process.env.BENCH_UPLOAD_PID || listeningPid(new URL(origin).port || '80'));

/** The multipart body, generated chunk by chunk while it is sent (the client holds 1 MB at a time). */
function uploadBody() {
  const boundary = `----bench-upload-${Date.now().toString(36)}`;
  const enc = new TextEncoder();
  const fields = { title: 'bench:upload', description: `${fileCount} × ${fileBytes} bytes`, name: 'Bench', email: 'bench@example.org', phone: '+7 391 200-00-00', consent: 'true' };
  const parts = [];
  for (const [key, value] of Object.entries(fields)) parts.push(enc.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`));
  const chunk = new Uint8Array(1024 * 1024);
  const pdfHead = enc.encode('%PDF-1.4\n');
  let file = 0;
  let sent = -1;
  let fieldIndex = 0;
  const stream = new ReadableStream({
    pull(controller) {
      if (fieldIndex < parts.length) {
        controller.enqueue(parts[fieldIndex++]);
        return;
      }
      if (file >= fileCount) {
        controller.enqueue(enc.encode(`--${boundary}--\r\n`));
        controller.close();
        return;
      }
      if (sent === -1) {
        controller.enqueue(enc.encode(`--${boundary}\r\nContent-Disposition: form-data; name="files[${file}]"; filename="bench-${file}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`));
        controller.enqueue(pdfHead);
        sent = pdfHead.length;
        return;
      }
      if (sent >= fileBytes) {
        controller.enqueue(enc.encode('\r\n'));
        file += 1;
        sent = -1;
        return;
      }
      const size = Math.min(chunk.length, fileBytes - sent);
      controller.enqueue(chunk.slice(0, size));
      sent += size;
    },
  });
  return { stream, type: `multipart/form-data; boundary=${boundary}` };
}

let server;
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-upload-'));
try {
  if (!process.env.BENCH_UPLOAD_URL && !(await healthy(origin))) server = await startServer({ port, env: { UPLOADS_DIR: uploadsDir }, otherwise: 'set BENCH_UPLOAD_URL' });
  else if (!(await healthy(origin))) throw new Error(`${origin} does not answer /api/v1/health`);
  const pid = serverPid();
  // Warm-up: the route's first compilation/load and Payload's first queries are not part of the figure.
  for (let i = 0; i < 3; i += 1) {
    const form = new FormData();
    form.append('description', 'warm-up');
    const response = await fetch(`${origin}/api/v1/request/create`, { method: 'POST', body: form });
    await response.arrayBuffer();
  }
  if (global.gc) global.gc();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const baseline = rssKb(pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, rssKb(pid));
    } catch {
      /* the process went away: the request fails below */
    }
  }, 20);
  const { stream, type } = uploadBody();
  const started = performance.now();
  const response = await fetch(`${origin}/api/v1/request/create`, { method: 'POST', body: stream, duplex: 'half', headers: { 'content-type': type, Language: 'en' } });
  const answer = await response.json();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssKb(pid));
  if (!response.ok) throw new Error(`POST /request/create answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
  const totalMb = (fileCount * fileBytes) / 1024 / 1024;
  const growthMb = (peak - baseline) / 1024;
  console.log(
    `POST /api/v1/request/create with ${fileCount} × ${(fileBytes / 1024 / 1024).toFixed(1)} MB (${totalMb.toFixed(0)} MB): ` +
      `${seconds.toFixed(2)} s (${(totalMb / seconds).toFixed(0)} MB/s); server RSS ${(baseline / 1024).toFixed(0)} → peak ${(peak / 1024).toFixed(0)} MB, ` +
      `peak growth ${growthMb.toFixed(1)} MB (target < ${TARGET_MB} MB) — ${growthMb < TARGET_MB ? 'OK' : 'OVER TARGET'}`,
  );
  if (growthMb >= TARGET_MB) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  stop(server);
  fs.rmSync(uploadsDir, { recursive: true, force: true });
}
