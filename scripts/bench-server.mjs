/**
 * The benchmarks' server: whether one answers /api/v1/health at `origin`, and `next start` on `port` from the
 * existing build ($NEXT_DIST_DIR or .next) in its own process group, waited for (180 s at most) and stopped;
 * the pid of the process listening on a port and its resident memory.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export async function healthy(origin) {
  try {
    const response = await fetch(`${origin}/api/v1/health`, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * The login, search and Web Vitals limits raised far above what a benchmark sends from its one loopback address (lib/server/auth/rate-limit.ts),
 * so the figures measure the server, not the limiter.
 */
export const UNLIMITED = { AUTH_LIMIT_LOGIN: '1000000', AUTH_LIMIT_REGISTRATION: '1000000', AUTH_LIMIT_RECOVERY: '1000000', LIMIT_SEARCH: '1000000', LIMIT_VITALS: '1000000' };

/**
 * Starts the build on `port` with `env` added; `otherwise` says what the user can do instead of building.
 * `freshDatabase`: a new embedded database var/bench-<port>.db (migrations and the demo seed run on start), an empty
 * data cache and no rendered pages, as scripts/e2e-server.sh does, unless the caller's environment names a database.
 */
export async function startServer({ port, env = {}, otherwise, freshDatabase = false }) {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) {
    throw new Error(`No production build in ${distDir}: run \`NEXT_DIST_DIR=${distDir} npx next build\` first, or ${otherwise}.`);
  }
  if (freshDatabase && !process.env.SQLITE_FILE && !process.env.DATABASE_URI) {
    env = { SQLITE_FILE: `var/bench-${port}.db`, ...env };
    for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(`${env.SQLITE_FILE}${suffix}`, { force: true });
    // Pages rendered against an earlier database (a HIT for up to their revalidation time) name its pictures.
    for (const cache of [['cache', 'fetch-cache'], ['server', 'route-cache']]) fs.rmSync(path.join(distDir, ...cache), { recursive: true, force: true });
  }
  console.log(`Starting next start on port ${port} (${distDir})…`);
  const child = spawn('npx', ['next', 'start', '-H', 'localhost', '-p', String(port)], {
    env: { ...process.env, ...env, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const deadline = Date.now() + 180_000;
  while (!(await healthy(`http://localhost:${port}`))) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('The server did not become healthy within 180 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return child;
}

export function stop(child) {
  if (!child || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM'); // its own process group: npx and next
  } catch {
    child.kill('SIGTERM');
  }
}

/** The pid of the local process listening on `port` (next-server), from `ss -ltnp`. */
export function listeningPid(port) {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const match = /pid=(\d+)/.exec(out);
  if (!match) throw new Error(`No local process listens on port ${port}`);
  return Number(match[1]);
}

/** Resident memory of a process in kB (/proc/<pid>/status VmRSS). */
export function rssKb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
}

/**
 * Requests a page until Next answers it from a fresh cache entry: the first request renders it (startServer with
 * `freshDatabase` drops the pages an earlier run rendered), and one kept past its revalidation time is answered
 * STALE and rebuilt in the background, which neither the measurement nor Lighthouse may get. At least five requests,
 * at most 20 s. Returns the last answer's caching headers.
 */
export async function warmPage(url, headers = {}) {
  let response;
  const deadline = Date.now() + 20_000;
  for (let i = 0; ; i += 1) {
    response = await fetch(url, { redirect: 'manual', headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
    const cache = response.headers.get('x-nextjs-cache');
    if (i >= 4 && (cache === null || cache === 'HIT')) break;
    if (Date.now() > deadline) break;
    if (i >= 4) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { cacheControl: response.headers.get('cache-control') ?? '', nextCache: response.headers.get('x-nextjs-cache') ?? '-' };
}
