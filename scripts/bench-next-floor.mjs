/**
 * The first-load JavaScript of a blank Next.js page — the floor under every page's figure in bench:weight. Builds, in
 * a temporary folder, an App Router app of one page (`<h1>`, no dependencies) with this project's own next, react and
 * react-dom (hard links into node_modules, or copies across file systems), starts it and adds up the gzip size of the
 * scripts its HTML loads, counted as bench:weight counts them (bench:lighthouse scores the same page). About 40 s.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const PACKAGES = ['next', 'react', 'react-dom', '@next', '@swc', 'styled-jsx', 'scheduler', 'client-only', 'caniuse-lite', 'baseline-browser-mapping', 'typescript', '@types', 'sharp', '@img', 'detect-libc', 'semver', 'postcss', 'nanoid', 'picocolors', 'source-map-js'];

const FILES = {
  'package.json': JSON.stringify({ name: 'next-floor', private: true, type: 'module' }),
  'next.config.mjs': 'export default {};\n',
  'tsconfig.json': JSON.stringify({
    compilerOptions: { target: 'ES2017', lib: ['dom', 'esnext'], strict: true, module: 'esnext', moduleResolution: 'bundler', jsx: 'react-jsx', noEmit: true, esModuleInterop: true, skipLibCheck: true, isolatedModules: true, resolveJsonModule: true, plugins: [{ name: 'next' }] },
    include: ['**/*.ts', '**/*.tsx'],
    exclude: ['node_modules'],
  }),
  'app/layout.tsx': "export default function Layout({ children }: { children: React.ReactNode }) {\n  return (\n    <html lang=\"en\">\n      <body>{children}</body>\n    </html>\n  );\n}\n",
  'app/page.tsx': 'export default function Page() {\n  return <h1>Hello</h1>;\n}\n',
};

/** Each script's gzip KB, fetched once per address (pages share most of their scripts). */
const scriptKb = new Map();
async function gzipKbOf(url) {
  if (!scriptKb.has(url)) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    scriptKb.set(url, response.ok ? gzipSync(Buffer.from(await response.arrayBuffer())).length / 1024 : 0);
  }
  return scriptKb.get(url);
}

/** Scripts a current browser loads from an HTML page (not the `noModule` polyfills), gzip KB in all. */
export async function firstLoadJsKb(origin, html) {
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter((m) => !/\bnomodule\b/i.test(m[0]));
  let total = 0;
  for (const src of new Set(tags.map((m) => m[1]))) total += await gzipKbOf(new URL(src, origin).href);
  return total;
}

/**
 * Builds the blank app in a temporary folder, starts it on `port` and returns `measure(origin, html, distDir)`'s answer
 * (null when it did not build or answer; `distDir` is its build folder, for the manifests); stops and removes it
 * afterwards.
 */
export async function withBlankNext(port, measure) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'next-floor-'));
  let server;
  try {
    for (const [name, text] of Object.entries(FILES)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), text);
    }
    fs.mkdirSync(path.join(dir, 'node_modules'));
    for (const name of PACKAGES) {
      const source = path.resolve('node_modules', name);
      if (!fs.existsSync(source)) continue;
      const linked = spawnSync('cp', ['-al', source, path.join(dir, 'node_modules')]);
      if (linked.status !== 0) fs.cpSync(source, path.join(dir, 'node_modules', name), { recursive: true });
    }
    const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
    const next = path.join(dir, 'node_modules/next/dist/bin/next');
    const build = spawnSync(process.execPath, [next, 'build'], { cwd: dir, env, encoding: 'utf8' });
    if (build.status !== 0) {
      console.error(`The blank Next app did not build:\n${(build.stdout + build.stderr).slice(-2000)}`);
      return null;
    }
    server = spawn(process.execPath, [next, 'start', '-H', 'localhost', '-p', String(port)], { cwd: dir, env, stdio: 'ignore' });
    const origin = `http://localhost:${port}`;
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      try {
        const response = await fetch(origin);
        if (response.ok) return await measure(origin, await response.text(), path.join(dir, '.next'));
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    console.error('The blank Next app did not answer within 30 s.');
    return null;
  } finally {
    server?.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function nextFloorKb(port) {
  return withBlankNext(port, firstLoadJsKb);
}
