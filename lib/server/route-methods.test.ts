import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { methodNotAllowed, ROUTE_METHODS } from './http';

const API_DIR = path.join(process.cwd(), 'app/api/v1');

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

/** The HTTP methods a route file exports, however it spells the export. */
function exportedMethods(source: string): Set<string> {
  const names = new Set<string>();
  for (const match of source.matchAll(/export\s+(?:async\s+)?(?:function|const|let)\s+([A-Z]+)\b/g)) names.add(match[1]!);
  for (const match of source.matchAll(/export\s+const\s*\{([^}]*)\}\s*=/g)) {
    for (const name of match[1]!.split(',')) names.add(name.split(':').pop()!.trim());
  }
  for (const match of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of match[1]!.split(',')) names.add(part.split(/\s+as\s+/).pop()!.trim());
  }
  return names;
}

describe('every /api/v1 route answers every method in the envelope', () => {
  const files = routeFiles(API_DIR);

  it('finds the route files', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it.each(files.map((file) => [path.relative(process.cwd(), file), file]))('%s exports or refuses every method', (_name, file) => {
    const exported = exportedMethods(fs.readFileSync(file, 'utf8'));
    // Next answers HEAD with the route's GET.
    const missing = ROUTE_METHODS.filter((method) => !exported.has(method) && !(method === 'HEAD' && exported.has('GET')));
    expect(missing, 'add: export const { … } = methodNotAllowed([…]) from lib/server/http').toEqual([]);
  });

  it('the 405 answer is the envelope with an Allow header', async () => {
    const handlers = methodNotAllowed(['GET']);
    expect(Object.keys(handlers).sort()).toEqual(['DELETE', 'PATCH', 'POST', 'PUT']);
    const response = handlers.POST();
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(await response.json()).toEqual({ success: false, result: { message: 'Method not allowed: use GET.' } });
    expect(Object.keys(methodNotAllowed(['POST'])).sort()).toEqual(['DELETE', 'GET', 'HEAD', 'PATCH', 'PUT']);
    expect(methodNotAllowed(['POST']).GET().headers.get('allow')).toBe('POST, OPTIONS');
  });
});
