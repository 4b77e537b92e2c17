import fs from 'node:fs';
import path from 'node:path';

/** Every /api/v1 route file, loaded as Next would: its handlers by method, its path parameters and its URL path. */
export const API_DIR = path.join(process.cwd(), 'app/api/v1');
export const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];
export type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
export type Route = { name: string; module: Partial<Record<Method, Handler>>; params: { name: string; catchAll: boolean }[]; urlPath: string };

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

export async function loadRoutes(): Promise<Route[]> {
  return Promise.all(
    routeFiles(API_DIR).map(async (file) => {
      const relative = path.relative(API_DIR, path.dirname(file));
      const segments = relative ? relative.split(path.sep) : [];
      const params = segments.flatMap((segment) => {
        const match = /^\[(\.\.\.)?(\w+)\]$/.exec(segment);
        return match ? [{ name: match[2]!, catchAll: !!match[1] }] : [];
      });
      return { name: relative || '(root)', module: (await import(file)) as Route['module'], params, urlPath: segments.join('/') };
    }),
  );
}
