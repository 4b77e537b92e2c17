/**
 * The benchmarks' server: whether one answers /api/v1/health at `origin`, and `next start` on `port` from the
 * existing build ($NEXT_DIST_DIR or .next) in its own process group, waited for (180 s at most) and stopped.
 */
import { spawn } from 'node:child_process';
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

/** Starts the build on `port` with `env` added; `otherwise` says what the user can do instead of building. */
export async function startServer({ port, env = {}, otherwise }) {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) {
    throw new Error(`No production build in ${distDir}: run \`NEXT_DIST_DIR=${distDir} npx next build\` first, or ${otherwise}.`);
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
