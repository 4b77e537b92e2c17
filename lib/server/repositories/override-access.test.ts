import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Private records are read and written with Payload's overrideAccess only in lib/server/repositories/, where each
 * query is scoped to its caller. Anywhere else in lib/server a query with overrideAccess could forget the owner
 * filter, so there must be none.
 */
const SERVER = path.resolve(__dirname, '..');
const REPOSITORIES = path.resolve(__dirname);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === REPOSITORIES ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('overrideAccess in lib/server', () => {
  it('appears only in the repositories', () => {
    const files = sourceFiles(SERVER);
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (/overrideAccess\s*:\s*true/.test(line) ? [`${path.relative(SERVER, file)}:${index + 1}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('is what the repositories use', () => {
    // The check above cannot pass by looking at the wrong text: the repositories' own queries match it.
    const text = fs.readFileSync(path.join(REPOSITORIES, 'requests.ts'), 'utf8');
    expect(text).toMatch(/overrideAccess\s*:\s*true/);
  });
});
