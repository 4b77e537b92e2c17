import { LOCALES, markerOf, type SeedLocale } from './localize';

const CYRILLIC = /[\u0400-\u04FF]/;
const CJK = /[\u3400-\u9FFF]/;
/** A Latin word long enough to be a phrase rather than an abbreviation (PDF, MW, kV stay allowed in Chinese). */
const LATIN_WORD = /[A-Za-z]{4,}/;

/** The visible text of a value: a string, or the text nodes of a Lexical rich-text state. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(textOf).join(' ');
  if (value && typeof value === 'object') {
    const node = value as { text?: unknown; root?: unknown; children?: unknown };
    if (typeof node.text === 'string') return node.text;
    return [node.root, node.children].map(textOf).join(' ');
  }
  return '';
}

/** What is wrong with one language's value, or undefined when it reads as that language. */
function problem(locale: SeedLocale, value: unknown): string | undefined {
  if (value === undefined || value === null) return 'missing';
  const text = textOf(value).trim();
  if (!text) return 'empty';
  if (locale === 'ru') return undefined;
  if (CYRILLIC.test(text)) return 'contains Russian (Cyrillic) text';
  if (locale === 'zh' && !CJK.test(text) && LATIN_WORD.test(text)) return 'has no Chinese text';
  return undefined;
}

/**
 * Every localized value of the demo seed (`t(…)`, rich text, pictures' alt texts) that is missing, empty or not in its
 * language in en, tr or zh, as `path [locale]: problem`. Numbers, slugs and references are not localized.
 */
export function untranslated(value: unknown, path: string): string[] {
  const kind = markerOf(value);
  if (kind === 'localized') {
    const values = (value as { values: Partial<Record<SeedLocale, unknown>> }).values;
    return LOCALES.flatMap((locale) => {
      const found = problem(locale, values[locale]);
      return found ? [`${path} [${locale}]: ${found}`] : [];
    });
  }
  if (kind === 'image') return untranslated((value as { alt: unknown }).alt, `${path}.alt`);
  if (kind) return [];
  if (Array.isArray(value)) return value.flatMap((item, i) => untranslated(item, `${path}[${i}]`));
  if (value && typeof value === 'object' && !('root' in value)) {
    return Object.entries(value).flatMap(([key, item]) => untranslated(item, `${path}.${key}`));
  }
  return [];
}
