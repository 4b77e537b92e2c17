import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import ru from '@/messages/ru.json';
import { pickMessages, SHELL_NAMESPACES } from './client-messages';

/**
 * Follows the imports (static and `import()`) from every view of the portal — pages, layouts, error and not-found
 * views — to the client components they render, and checks that each client component's namespaces are sent by an
 * enclosing scope: the shell's (the layout's provider), or a `<WithMessages namespaces={[…]}>` in a server component
 * on the way.
 */
const ROOT = path.resolve(__dirname, '..');
const SITE = path.join(ROOT, 'app/(site)/[locale]');
const VIEW = /^(page|layout|template|error|not-found|loading)\.tsx$/;

const read = (file: string) => fs.readFileSync(file, 'utf8');
const isClient = (file: string) => /^\s*['"]use client['"]/.test(read(file));

function views(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return views(full);
    return VIEW.test(entry.name) ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const importCache = new Map<string, string[]>();
function importsOf(file: string): string[] {
  if (!importCache.has(file)) {
    const specifiers = [...read(file).matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g)].map((m) => m[1]!);
    importCache.set(file, specifiers.map((specifier) => resolveImport(file, specifier)).filter((resolved): resolved is string => resolved !== null));
  }
  return importCache.get(file)!;
}

/** Top-level namespaces a file translates with: `useTranslations('ns…')`, and `t('ns.…')` after `useTranslations()`. */
function namespacesOf(source: string): string[] {
  const named = [...source.matchAll(/useTranslations\(\s*['"]([\w]+)/g)].map((m) => m[1]!);
  const whole = /useTranslations\(\s*\)/.test(source) ? [...source.matchAll(/\bt\(\s*[`'"]([\w]+)\./g)].map((m) => m[1]!) : [];
  return [...named, ...whole];
}

/** The namespaces a `<WithMessages namespaces={[…]}>` in the file adds. */
function scopeOf(source: string): string[] {
  return [...source.matchAll(/<WithMessages\s+namespaces=\{\[([^\]]*)\]\}/g)].flatMap((m) => [...m[1]!.matchAll(/['"](\w+)['"]/g)].map((n) => n[1]!));
}

/** Every file of a client component's subtree (all it imports is client code too) and the namespaces they use. */
const subtreeCache = new Map<string, Map<string, string>>();
function clientSubtree(file: string): Map<string, string> {
  if (subtreeCache.has(file)) return subtreeCache.get(file)!;
  const used = new Map<string, string>();
  const seen = new Set<string>();
  const stack = [file];
  while (stack.length) {
    const current = stack.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    for (const name of namespacesOf(read(current))) if (!used.has(name)) used.set(name, path.relative(ROOT, current));
    stack.push(...importsOf(current));
  }
  subtreeCache.set(file, used);
  return used;
}

type Finding = { missing: string[]; unusedScopes: string[]; shellUsed: Set<string>; clientFiles: number };

/** Walks the server components from the views; at each client component, checks its namespaces against the scope. */
function analyse(): Finding {
  const missing = new Set<string>();
  const scopeUse = new Map<string, Set<string>>(); // "file: ns" of every WithMessages → used below it?
  const shellUsed = new Set<string>();
  let clientFiles = 0;
  const visited = new Set<string>();
  const shell = new Set<string>(SHELL_NAMESPACES);

  const walk = (file: string, scope: Set<string>, scopeOwners: Map<string, string>, view: string) => {
    const key = `${file}|${[...scopeOwners].sort().join(',')}`;
    if (visited.has(key)) return;
    visited.add(key);
    if (isClient(file)) {
      clientFiles += 1;
      for (const [name, user] of clientSubtree(file)) {
        if (!scope.has(name)) missing.add(`${user} translates with «${name}», which no scope sends (reached from ${path.relative(ROOT, view)})`);
        else if (scopeOwners.has(name)) scopeUse.get(`${scopeOwners.get(name)}: ${name}`)!.add(user);
        if (shell.has(name)) shellUsed.add(name);
      }
      return;
    }
    let innerScope = scope;
    let innerOwners = scopeOwners;
    const added = scopeOf(read(file));
    if (added.length) {
      innerScope = new Set([...scope, ...added]);
      innerOwners = new Map(scopeOwners);
      for (const name of added) {
        const owner = path.relative(ROOT, file);
        innerOwners.set(name, owner);
        if (!scopeUse.has(`${owner}: ${name}`)) scopeUse.set(`${owner}: ${name}`, new Set());
      }
    }
    for (const dependency of importsOf(file)) walk(dependency, innerScope, innerOwners, view);
  };

  for (const view of views(SITE)) walk(view, shell, new Map(), view);
  const unusedScopes = [...scopeUse].filter(([, users]) => users.size === 0).map(([scope]) => scope);
  return { missing: [...missing].sort(), unusedScopes: unusedScopes.sort(), shellUsed, clientFiles };
}

describe('client messages', () => {
  const finding = analyse();

  it('follows the imports to the client components', () => {
    expect(finding.clientFiles).toBeGreaterThan(40);
  });

  it('sends every namespace a client component translates with, where it is shown', () => {
    expect(finding.missing, 'wrap the client island in <WithMessages namespaces={[…]}> (or add a shell namespace)').toEqual([]);
  });

  it('sends nothing that is not used below where it is sent', () => {
    expect(finding.unusedScopes, 'WithMessages namespaces that no client component below uses').toEqual([]);
    expect(SHELL_NAMESPACES.filter((name) => !finding.shellUsed.has(name)), 'shell namespaces no client component uses').toEqual([]);
  });

  it('picks only namespaces that exist, and never the server-only ones', () => {
    expect(SHELL_NAMESPACES.filter((name) => !(name in ru))).toEqual([]);
    const picked = pickMessages(ru, SHELL_NAMESPACES);
    expect(Object.keys(picked).sort()).toEqual([...SHELL_NAMESPACES].sort());
    expect(picked).not.toHaveProperty('seo');
    expect(picked).not.toHaveProperty('mail');
  });
});
