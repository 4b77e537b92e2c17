/**
 * The benchmarks' load and ceiling: `load` runs autocannon against one URL (10 connections, 10 s unless
 * BENCH_CONNECTIONS / BENCH_DURATION say otherwise); `withCeiling` starts a bare node:http server in its own process
 * that answers every request with the same status, headers and bytes as the app did, so the ratio app ÷ ceiling, both
 * measured in the same run, says how much of the machine's capacity the app keeps whatever else the machine is doing.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { once } from 'node:events';

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
export const DURATION = Number(process.env.BENCH_DURATION || 10);

/** autocannon's figures that the benchmarks print: requests per second, p99 and failures (errors, timeouts, non-2xx). */
export async function load(url, { headers = {}, connections = CONNECTIONS, duration = DURATION } = {}) {
  const result = await autocannon({ url, connections, duration, headers });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    total: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

// Headers a bare server sets itself or that describe a transfer, not the answer.
const TRANSPORT_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);

const CEILING_SERVER = `
const http = require('node:http');
let answer;
process.once('message', (message) => {
  answer = { status: message.status, headers: message.headers, body: Buffer.from(message.body, 'base64') };
  const server = http.createServer((request, response) => {
    request.resume();
    response.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length });
    response.end(answer.body);
  });
  server.keepAliveTimeout = 5000;
  server.listen(0, 'localhost', () => process.send({ port: server.address().port }));
});
`;

/**
 * Fetches `url` once (as the benchmark will: uncompressed), starts the ceiling server with that answer and calls
 * `measure(ceilingUrl, answer)`; the server is stopped afterwards.
 */
export async function withCeiling(url, { headers = {} } = {}, measure) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity', ...headers }, redirect: 'manual' });
  const body = Buffer.from(await response.arrayBuffer());
  const answerHeaders = Object.fromEntries([...response.headers].filter(([name]) => !TRANSPORT_HEADERS.has(name)));
  const child = spawn(process.execPath, ['-e', CEILING_SERVER], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  try {
    child.send({ status: response.status, headers: answerHeaders, body: body.toString('base64') });
    const [{ port }] = await once(child, 'message');
    return await measure(`http://localhost:${port}/`, { status: response.status, headers: answerHeaders, bytes: body.length });
  } finally {
    child.kill('SIGTERM');
  }
}

/** Fixed-width table rows for the console. */
export function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  return rows.map((row) => row.map((cell, column) => String(cell).padEnd(widths[column])).join('  ').trimEnd()).join('\n');
}

export const verdict = (ok) => (ok ? 'OK' : 'MISSED');
