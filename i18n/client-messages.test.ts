import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import ru from '@/messages/ru.json';
import { LAZY_ISLAND_NAMESPACES, pickMessages } from './client-messages';

/**
 * Follows the imports (static and `import()`) from every view of the portal — pages, layouts, error and not-found
 * views — to the client components they render, and checks that each client component's namespaces are sent by an
 * enclosing scope: a `<WithMessages namespaces={[…]}>` in a server component on the way, or, for code the client
 * component loads with `import()` only, the page messages: the site shell's
 * (`<PageMessages namespaces={LAZY_ISLAND_NAMESPACES} />`) and a server component's own (`<PageMessages namespaces={[…]} />`,
 * for the islands it renders).
 * No scope is around the whole site: a shell island that translates in the browser fails here.
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
/** The project files a file imports: statically, and with `import()` too unless `staticOnly`. */
function importsOf(file: string, staticOnly = false): string[] {
  const key = `${staticOnly}|${file}`;
  if (!importCache.has(key)) {
    const pattern = staticOnly ? /(?:\bfrom\s+|\bimport\s+)['"]([^'"]+)['"]/g : /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;
    // Type-only imports and exports are erased from the bundle: they bring no component along.
    const code = read(file).replace(/\b(?:import|export)\s+type\s+[^;]*?\bfrom\s+['"][^'"]+['"]/g, '');
    const specifiers = [...code.matchAll(pattern)].map((m) => m[1]!);
    importCache.set(key, specifiers.map((specifier) => resolveImport(file, specifier)).filter((resolved): resolved is string => resolved !== null));
  }
  return importCache.get(key)!;
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

/** The namespaces the file writes as page messages for the lazily loaded islands it renders. */
function pageMessagesOf(source: string): string[] {
  const shell = /<PageMessages\s+namespaces=\{LAZY_ISLAND_NAMESPACES\}/.test(source) ? [...LAZY_ISLAND_NAMESPACES] : [];
  const own = [...source.matchAll(/<PageMessages\s+namespaces=\{\[([^\]]*)\]\}/g)].flatMap((m) => [...m[1]!.matchAll(/['"](\w+)['"]/g)].map((n) => n[1]!));
  return [...shell, ...own];
}

/** Every file of a client component's subtree (all it imports is client code too) and the namespaces they use. */
const subtreeCache = new Map<string, Map<string, string>>();
function clientSubtree(file: string, staticOnly = false): Map<string, string> {
  const key = `${staticOnly}|${file}`;
  if (subtreeCache.has(key)) return subtreeCache.get(key)!;
  const used = new Map<string, string>();
  const seen = new Set<string>();
  const stack = [file];
  while (stack.length) {
    const current = stack.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    for (const name of namespacesOf(read(current))) if (!used.has(name)) used.set(name, path.relative(ROOT, current));
    stack.push(...importsOf(current, staticOnly));
  }
  subtreeCache.set(key, used);
  return used;
}

/** The page messages a server component and the server components it renders write for the whole page (the shell's). */
function serverTreeShellMessages(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file) || isClient(file)) return [];
  seen.add(file);
  const source = read(file);
  const own = /<PageMessages\s+namespaces=\{LAZY_ISLAND_NAMESPACES\}/.test(source) ? [...LAZY_ISLAND_NAMESPACES] : [];
  return [...own, ...importsOf(file, true).flatMap((dependency) => serverTreeShellMessages(dependency, seen))];
}

type Finding = { missing: string[]; unusedScopes: string[]; pageMessagesUsed: Set<string>; clientFiles: number };

/** Walks the server components from the views; at each client component, checks its namespaces against the scope. */
function analyse(): Finding {
  const missing = new Set<string>();
  const scopeUse = new Map<string, Set<string>>(); // "file: ns" of every WithMessages → used below it?
  const pageMessagesUsed = new Set<string>();
  let clientFiles = 0;
  const visited = new Set<string>();
  const walk = (file: string, scope: Set<string>, scopeOwners: Map<string, string>, view: string, pageMessages: Set<string>) => {
    const key = `${file}|${[...pageMessages].sort().join(',')}|${[...scopeOwners].sort().join(',')}`;
    if (visited.has(key)) return;
    visited.add(key);
    if (isClient(file)) {
      clientFiles += 1;
      const loadedStatically = clientSubtree(file, true);
      for (const [name, user] of clientSubtree(file)) {
        const fromPage = pageMessages.has(name) && !loadedStatically.has(name);
        if (!scope.has(name) && !fromPage) missing.add(`${user} translates with «${name}», which no scope sends (reached from ${path.relative(ROOT, view)})`);
        else if (scopeOwners.has(name)) scopeUse.get(`${scopeOwners.get(name)}: ${name}`)!.add(user);
        if (fromPage && !scope.has(name)) pageMessagesUsed.add(name);
      }
      return;
    }
    const source = read(file);
    const written = pageMessagesOf(source);
    const innerPageMessages = written.length ? new Set([...pageMessages, ...written]) : pageMessages;
    let innerScope = scope;
    let innerOwners = scopeOwners;
    const added = scopeOf(source);
    if (added.length) {
      innerScope = new Set([...scope, ...added]);
      innerOwners = new Map(scopeOwners);
      for (const name of added) {
        const owner = path.relative(ROOT, file);
        innerOwners.set(name, owner);
        if (!scopeUse.has(`${owner}: ${name}`)) scopeUse.set(`${owner}: ${name}`, new Set());
      }
    }
    for (const dependency of importsOf(file)) walk(dependency, innerScope, innerOwners, view, innerPageMessages);
  };

  // Every view of the portal renders inside the language layout, whose site shell writes the page messages: a page's
  // own islands may load code that translates with them too, provided they load it with import().
  const underPageMessages = new Set(serverTreeShellMessages(path.join(SITE, 'layout.tsx')));
  for (const view of views(SITE)) walk(view, new Set(), new Map(), view, underPageMessages);
  const unusedScopes = [...scopeUse].filter(([, users]) => users.size === 0).map(([scope]) => scope);
  return { missing: [...missing].sort(), unusedScopes: unusedScopes.sort(), pageMessagesUsed, clientFiles };
}

describe('client messages', () => {
  const finding = analyse();

  it('follows the imports to the client components', () => {
    expect(finding.clientFiles).toBeGreaterThan(40);
  });

  it('sends every namespace a client component translates with, where it is shown', () => {
    expect(
      finding.missing,
      'pass the texts as props from the server, wrap the client island in <WithMessages namespaces={[…]}>, or load it with import() under the page messages',
    ).toEqual([]);
  });

  it('sends nothing that is not used below where it is sent', () => {
    expect(finding.unusedScopes, 'WithMessages namespaces that no client component below uses').toEqual([]);
    expect(LAZY_ISLAND_NAMESPACES.filter((name) => !finding.pageMessagesUsed.has(name)), 'page messages no lazily loaded island uses').toEqual([]);
    expect(finding.pageMessagesUsed, 'a page writes the favourites namespace for its lazily loaded save dialog and status').toContain('favourites');
  });

  it('picks only namespaces that exist, and never the server-only ones', () => {
    expect(LAZY_ISLAND_NAMESPACES.filter((name) => !(name in ru))).toEqual([]);
    const picked = pickMessages(ru, LAZY_ISLAND_NAMESPACES);
    expect(Object.keys(picked).sort()).toEqual([...LAZY_ISLAND_NAMESPACES].sort());
    expect(picked).not.toHaveProperty('seo');
    expect(picked).not.toHaveProperty('mail');
  });
});
