import { describe, expect, it } from 'vitest';
import { icuArguments } from '@/testing/icu';
import ru from './ru.json';
import en from './en.json';
import tr from './tr.json';
import zh from './zh.json';

type Tree = { [key: string]: string | Tree };

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`; a non-string leaf is kept as is, so the value test reports it. */
function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of flatten(value, path)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

const files = { ru, en, tr, zh } as unknown as Record<'ru' | 'en' | 'tr' | 'zh', Tree>;
const flat = Object.fromEntries(Object.entries(files).map(([locale, tree]) => [locale, flatten(tree)])) as Record<
  keyof typeof files,
  Map<string, unknown>
>;
const reference = flat.ru;
const others = (['en', 'tr', 'zh'] as const).map((locale) => [locale, flat[locale]] as const);

describe('message files', () => {
  it('ru.json is not empty', () => {
    expect(reference.size).toBeGreaterThan(0);
  });

  it.each(others)('%s.json has exactly the keys of ru.json', (_locale, messages) => {
    const missing = [...reference.keys()].filter((key) => !messages.has(key));
    const extra = [...messages.keys()].filter((key) => !reference.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(Object.entries(flat))('%s.json has no empty or non-string values', (_locale, messages) => {
    const bad = [...messages].filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => key);
    expect(bad).toEqual([]);
  });

  it.each(Object.entries(flat))('%s.json has only well-formed ICU messages', (_locale, messages) => {
    const broken: string[] = [];
    for (const [key, value] of messages) {
      if (typeof value !== 'string') continue;
      try {
        icuArguments(value);
      } catch (error) {
        broken.push(`${key}: ${(error as Error).message}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it.each(others)('%s.json keeps every ICU placeholder of ru.json', (_locale, messages) => {
    const problems: string[] = [];
    for (const [key, value] of reference) {
      const translated = messages.get(key);
      if (typeof value !== 'string' || typeof translated !== 'string') continue;
      const have = safeArguments(translated);
      for (const name of safeArguments(value)) {
        if (!have.has(name)) problems.push(`${key}: {${name}}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(others)('%s.json introduces no placeholder ru.json does not pass', (_locale, messages) => {
    const problems: string[] = [];
    for (const [key, translated] of messages) {
      const value = reference.get(key);
      if (typeof value !== 'string' || typeof translated !== 'string') continue;
      const known = safeArguments(value);
      for (const name of safeArguments(translated)) {
        if (!known.has(name)) problems.push(`${key}: {${name}}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

function safeArguments(message: string): Set<string> {
  try {
    return icuArguments(message);
  } catch {
    return new Set(); // reported by the well-formedness test
  }
}
