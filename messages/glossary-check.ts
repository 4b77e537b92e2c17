/**
 * Reads the rejected terminology variants from docs/glossary.md (its "Rejected variants" sections) and finds them in
 * message catalogues and in the demo seed's localized values. The glossary is the only list: the test reads it.
 */
import { LOCALES, markerOf, type SeedLocale } from '@/cms/seed/localize';

export type Rejected = { locale: SeedLocale; pattern: RegExp; source: string; preferred: string };
/** A rejected variant found in `text` at `at`. */
export type Hit = { where: string; locale: SeedLocale; variant: string; preferred: string; text: string; at: number };

/** A bullet of a "Rejected variants" section: `` - `pattern` → preferred ``. */
const BULLET = /^- `([^`]+)` → (.+)$/;
const REGEX_LITERAL = /^\/(.+)\/([a-z]*)$/;

/** The rejected variants of each language, in the order the glossary lists them. */
export function parseRejected(markdown: string): Rejected[] {
  const found: Rejected[] = [];
  let inRejected = false;
  let locale: SeedLocale | undefined;
  for (const line of markdown.split('\n')) {
    if (/^## /.test(line)) {
      inRejected = /^## Rejected variants\s*$/.test(line);
      locale = undefined;
      continue;
    }
    if (!inRejected) continue;
    const heading = /^### (\w+)\s*$/.exec(line);
    if (heading) {
      const name = heading[1] as SeedLocale;
      if (!LOCALES.includes(name)) throw new Error(`docs/glossary.md: unknown language section «${line}»`);
      locale = name;
      continue;
    }
    if (!line.startsWith('- ')) continue;
    const bullet = BULLET.exec(line);
    if (!bullet || !locale) throw new Error(`docs/glossary.md: a rejected variant must read "- \`pattern\` → term" under a language heading: «${line}»`);
    const [, source = '', preferred = ''] = bullet;
    const regex = REGEX_LITERAL.exec(source);
    const pattern = regex
      ? new RegExp(regex[1] ?? '', `${(regex[2] ?? '').replace(/[gu]/g, '')}u`)
      : new RegExp(source.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'), 'u');
    found.push({ locale, pattern, source, preferred: preferred.trim() });
  }
  return found;
}

function check(rejected: readonly Rejected[], locale: SeedLocale, where: string, text: string): Hit[] {
  return rejected
    .filter((rule) => rule.locale === locale)
    .flatMap((rule) => {
      const match = rule.pattern.exec(text);
      if (!match) return [];
      const variant = match[0].trim() || rule.source;
      return [{ where, locale, variant, preferred: rule.preferred, text, at: match.index + match[0].indexOf(variant) }];
    });
}

/** Every string of a message catalogue, keyed by its dotted path. */
export function messageStrings(messages: unknown, prefix = ''): Array<[string, string]> {
  if (typeof messages === 'string') return [[prefix, messages]];
  if (messages && typeof messages === 'object') {
    return Object.entries(messages).flatMap(([key, value]) => messageStrings(value, prefix ? `${prefix}.${key}` : key));
  }
  return [];
}

/** Rejected variants in one language's message catalogue, each named by key and by line of the JSON file. */
export function checkMessages(rejected: readonly Rejected[], locale: SeedLocale, messages: unknown, fileText: string, file: string): Hit[] {
  const lines = fileText.split('\n');
  return messageStrings(messages).flatMap(([key, value]) => {
    const leaf = key.split('.').pop() ?? key;
    const needle = `${JSON.stringify(leaf)}: ${JSON.stringify(value)}`;
    const line = lines.findIndex((text) => text.includes(needle)) + 1;
    return check(rejected, locale, `${file}${line ? `:${line}` : ''} ${key}`, value);
  });
}

/** Every string inside a value (a plain string, or the text of a rich-text tree or a list of blocks). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/**
 * The localized texts of a seed module with their language: `t(ru, en, tr, zh)` values, pictures' alt texts, and
 * plain objects keyed by language (`{ ru: …, en: … }`). Strings whose language is not marked are not collected.
 */
export function seedTexts(value: unknown, path: string): Array<{ path: string; locale: SeedLocale; text: string }> {
  const kind = markerOf(value);
  if (kind === 'localized') {
    const values = (value as { values: Partial<Record<SeedLocale, unknown>> }).values;
    return LOCALES.flatMap((locale) => strings(values[locale]).map((text) => ({ path: `${path} [${locale}]`, locale, text })));
  }
  if (kind === 'image') return seedTexts((value as { alt: unknown }).alt, `${path}.alt`);
  if (kind) return [];
  if (Array.isArray(value)) return value.flatMap((item, i) => seedTexts(item, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      (LOCALES as readonly string[]).includes(key)
        ? strings(item).map((text) => ({ path: `${path}.${key}`, locale: key as SeedLocale, text }))
        : seedTexts(item, `${path}.${key}`),
    );
  }
  return [];
}

/**
 * The line of the source that holds a hit: the first line with the variant and the words around it (a value may be
 * escaped or split across lines in the source, so shorter and shorter snippets are tried), 0 when none is found.
 */
function sourceLine(lines: readonly string[], hit: Hit): number {
  const end = hit.at + hit.variant.length;
  const snippets = [24, 12, 6, 0].map((around) => hit.text.slice(Math.max(0, hit.at - around), end + around));
  for (const snippet of snippets) {
    const index = lines.findIndex((source) => source.includes(snippet));
    if (index >= 0) return index + 1;
  }
  return 0;
}

/** Rejected variants in a seed module's localized texts, each named by file, line of the variant and export path. */
export function checkSeedModule(rejected: readonly Rejected[], exports: Record<string, unknown>, fileText: string, file: string): Hit[] {
  const lines = fileText.split('\n');
  return Object.entries(exports).flatMap(([name, value]) =>
    seedTexts(value, name).flatMap(({ path, locale, text }) =>
      check(rejected, locale, path, text).map((hit) => {
        const line = sourceLine(lines, hit);
        return { ...hit, where: `${file}${line ? `:${line}` : ''} ${path}` };
      }),
    ),
  );
}

export const describeHit = (hit: Hit) => `${hit.where}: «${hit.variant}» → ${hit.preferred}`;
