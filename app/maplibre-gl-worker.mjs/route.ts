import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * maplibre-gl's web worker as a file of this app (ADR 020): bundled by Turbopack, the library cannot find the worker
 * next to itself and the map stays blank without an error, so the map island calls setWorkerUrl('/maplibre-gl-worker.mjs').
 * Read once at build time and served as a static file.
 */
export const dynamic = 'force-static';

export async function GET() {
  const source = await readFile(path.join(process.cwd(), 'node_modules', 'maplibre-gl', 'dist', 'maplibre-gl-worker.mjs'), 'utf8');
  return new Response(source.replace(/\n\/\/# sourceMappingURL=.*$/m, ''), {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
  });
}
