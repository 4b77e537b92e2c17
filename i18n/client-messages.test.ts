import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import ru from '@/messages/ru.json';
import { CLIENT_NAMESPACES, clientMessages } from './client-messages';

const ROOT = path.resolve(__dirname, '..');
const SOURCE_DIRS = ['app', 'components', 'features', 'lib'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Top-level namespaces a file translates with: `useTranslations('ns…')`, and `t('ns.…')` after `useTranslations()`. */
function namespacesOf(source: string): string[] {
  const named = [...source.matchAll(/useTranslations\(\s*['"]([\w]+)/g)].map((m) => m[1]!);
  const whole = /useTranslations\(\s*\)/.test(source) ? [...source.matchAll(/\bt\(\s*[`'"]([\w]+)\./g)].map((m) => m[1]!) : [];
  return [...named, ...whole];
}

describe('client messages', () => {
  const clientFiles = SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).filter((file) =>
    /^\s*['"]use client['"]/.test(fs.readFileSync(file, 'utf8')),
  );

  it('lists every namespace a client component translates with', () => {
    const used = new Map<string, string>();
    for (const file of clientFiles) {
      for (const name of namespacesOf(fs.readFileSync(file, 'utf8'))) used.set(name, path.relative(ROOT, file));
    }
    expect(used.size).toBeGreaterThan(10);
    const missing = [...used].filter(([name]) => !(CLIENT_NAMESPACES as readonly string[]).includes(name));
    expect(missing, 'namespaces used by client components but not sent to the browser').toEqual([]);
  });

  it('lists only namespaces that exist, and sends nothing else', () => {
    expect(CLIENT_NAMESPACES.filter((name) => !(name in ru))).toEqual([]);
    const picked = clientMessages(ru);
    expect(Object.keys(picked).sort()).toEqual([...CLIENT_NAMESPACES].sort());
    expect(picked).not.toHaveProperty('seo');
    expect(picked).not.toHaveProperty('mail');
  });
});
