import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.PAYLOAD_SECRET ??= 'x'.repeat(32);
});

const { API_PATHS } = await import('./paths');
const { HTTP_METHODS } = await import('./registry');

const API_DIR = path.join(process.cwd(), 'app/api/v1');

/**
 * The catch-all route answers 404 for every path no other route serves: it serves no path of its own, so the
 * description has none for it.
 */
const NOT_DESCRIBED = new Set(['[...path]']);

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

/**
 * The methods a route file serves: every exported HTTP method but those it refuses with
 * `export const { … } = methodNotAllowed([…])` (HEAD is Next's answer with the GET, never described apart).
 */
export function servedMethods(source: string): string[] {
  const exported = new Set<string>();
  const refused = new Set<string>();
  for (const match of source.matchAll(/export\s+(?:async\s+)?(?:function|const|let)\s+([A-Z]+)\b/g)) exported.add(match[1]!);
  for (const match of source.matchAll(/export\s+const\s*\{([^}]*)\}\s*=\s*(methodNotAllowed\b)?/g)) {
    for (const name of match[1]!.split(',')) {
      const method = name.split(':').pop()!.trim();
      if (!method) continue;
      exported.add(method);
      if (match[2]) refused.add(method);
    }
  }
  for (const match of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of match[1]!.split(',')) exported.add(part.split(/\s+as\s+/).pop()!.trim());
  }
  return HTTP_METHODS.filter((method) => exported.has(method.toUpperCase()) && !refused.has(method.toUpperCase()));
}

/** `news/[id]` → `/news/{id}`: the route folder as the document writes the path. */
const documentPath = (folder: string) => `/${folder.split(path.sep).map((segment) => segment.replace(/^\[(\w+)\]$/, '{$1}')).join('/')}`;

function servedOperations(): string[] {
  return routeFiles(API_DIR).flatMap((file) => {
    const folder = path.relative(API_DIR, path.dirname(file));
    if (NOT_DESCRIBED.has(folder)) return [];
    return servedMethods(fs.readFileSync(file, 'utf8')).map((method) => `${method.toUpperCase()} ${documentPath(folder)}`);
  });
}

const describedOperations = () =>
  Object.entries(API_PATHS).flatMap(([apiPath, entry]) => HTTP_METHODS.filter((method) => entry[method]).map((method) => `${method.toUpperCase()} ${apiPath}`));

describe('the OpenAPI description covers exactly the routes the app serves', () => {
  it('reads what a route file serves and what it refuses', () => {
    expect(servedMethods("export const GET = listRoute(x);\nexport const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);")).toEqual(['get']);
    expect(servedMethods("export const POST = handle(f);\nexport const DELETE = handle(g);\nexport const { GET, HEAD, PUT, PATCH } = methodNotAllowed(['POST', 'DELETE']);")).toEqual([
      'post',
      'delete',
    ]);
    expect(servedMethods('export { handler as GET, handler as POST };')).toEqual(['get', 'post']);
    expect(documentPath(path.join('collection', '[id]', '[itemId]', 'update'))).toBe('/collection/{id}/{itemId}/update');
  });

  it('finds the route files', () => {
    expect(servedOperations().length).toBeGreaterThan(80);
  });

  it('every method a route file serves has an entry (add it in lib/server/openapi/paths)', () => {
    const described = new Set(describedOperations());
    expect(servedOperations().filter((operation) => !described.has(operation))).toEqual([]);
  });

  it('the description names no path or method that no route serves', () => {
    const served = new Set(servedOperations());
    expect(describedOperations().filter((operation) => !served.has(operation))).toEqual([]);
  });
});
