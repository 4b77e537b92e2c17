import { stemmer as englishStem } from '@orama/stemmers/english';
import { stemmer as russianStem } from '@orama/stemmers/russian';
import { stemmer as turkishStem } from '@orama/stemmers/turkish';
import type { Locale } from '@/i18n/routing';

/**
 * How the site search reads text, the same way for what it indexes and what a visitor types (docs/decisions/033):
 * - a word in Cyrillic is Russian in every language's index (a text that fell back to Russian stays findable):
 *   lower case, ё → е, the Snowball Russian stemmer («площадки», «площадка» → «площадк»);
 * - a word in Latin letters is the index's language: Turkish in the Turkish index (lower-cased the Turkish way, its
 *   stemmer, then İ/I/ı folded to i and the other marks dropped, so «ihracat», «İhracat» and «IHRACAT» are one
 *   word), English elsewhere (the Snowball English stemmer: «sites» → «site»);
 * - Chinese (and other Han, kana, hangul) text, written without spaces, becomes overlapping two-character pieces:
 *   «投资环境» → 投资, 资环, 环境, so «投资» finds every text containing 投资 whatever a word segmenter would have cut;
 * - a few very common words (и, в, the, ve…) are left out, so a query needs only its meaningful words.
 * Pure: the tests, the index and the benchmark all use it.
 */

const HAN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** A word: letters and digits (joined by an apostrophe or a hyphen inside a word), or one run of Han characters. */
const WORD = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+|[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;
const CYRILLIC = /\p{Script=Cyrillic}/u;

const STOP_WORDS = new Set([
  // Russian
  'и', 'в', 'во', 'не', 'на', 'с', 'со', 'как', 'а', 'то', 'но', 'да', 'к', 'у', 'же', 'за', 'бы', 'по', 'от', 'о', 'об',
  'из', 'до', 'или', 'ни', 'для', 'при', 'без', 'под', 'над', 'про', 'через', 'это', 'так', 'ли',
  // English
  'the', 'a', 'an', 'of', 'and', 'or', 'in', 'on', 'to', 'for', 'with', 'by', 'at', 'from', 'is', 'are', 'be', 'as', 'it',
  // Turkish
  've', 'ile', 'için', 'icin', 'bir', 'bu', 'da', 'de', 'mi', 'ya', 'veya',
  // Chinese particles that are one character (pieces of two characters are never stop words)
  '的', '了', '和', '与', '及', '在',
]);

/** Lower case and the marks dropped for Latin words (é → e, ş → s), with every Turkish i the same letter. */
function foldLatin(word: string): string {
  return word
    .replace(/[İIı]/g, 'i')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
}

function latinStem(word: string, locale: Locale): string {
  if (locale === 'tr') return foldLatin(turkishStem(word.toLocaleLowerCase('tr')));
  return englishStem(foldLatin(word));
}

/** Two-character pieces of a Han run (a single character stays as it is). */
function hanPieces(run: string): string[] {
  const chars = [...run];
  if (chars.length < 2) return chars;
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
  return out;
}

/** Words repeat (a few thousand make most of any text): each language's stems are kept, up to CACHE_WORDS words. */
const CACHE_WORDS = 100_000;
const cache = new Map<string, string[]>();

/** The comparable form of one word (a Han run gives several pieces). */
export function wordTerms(word: string, locale: Locale): string[] {
  if (HAN.test(word)) return hanPieces(word).filter((piece) => !STOP_WORDS.has(piece));
  const key = `${locale}\u0000${word}`;
  let terms = cache.get(key);
  if (!terms) {
    if (cache.size >= CACHE_WORDS) cache.clear();
    terms = uncachedTerms(word, locale);
    cache.set(key, terms);
  }
  return terms;
}

function uncachedTerms(word: string, locale: Locale): string[] {
  if (HAN.test(word)) return hanPieces(word).filter((piece) => !STOP_WORDS.has(piece));
  const lower = word.toLowerCase();
  if (STOP_WORDS.has(lower) || STOP_WORDS.has(foldLatin(word))) return [];
  if (CYRILLIC.test(word)) return [russianStem(lower.replace(/ё/g, 'е'))];
  if (/^\p{N}+$/u.test(word)) return [word];
  return [latinStem(word, locale)];
}

/** Text as it is compared: Unicode compatibility forms unified (full-width Latin and digits in Chinese texts). */
const prepare = (text: string) => text.normalize('NFKC');

/** The words of a text with where each one is (for highlighting). */
export function words(text: string): Array<{ word: string; start: number; end: number }> {
  const out: Array<{ word: string; start: number; end: number }> = [];
  for (const match of prepare(text).matchAll(WORD)) out.push({ word: match[0], start: match.index, end: match.index + match[0].length });
  return out;
}

/** Every term of a text, in order (repeats kept: they count for ranking). */
export function tokenize(text: string, locale: Locale): string[] {
  return words(text).flatMap(({ word }) => wordTerms(word, locale));
}

/** The distinct terms of a query. */
export function queryTerms(query: string, locale: Locale): string[] {
  return [...new Set(tokenize(query, locale))];
}

/** The words of a query typed with the Latin keyboard layout while meaning Russian (ЙЦУКЕН on QWERTY). */
const LATIN_TO_CYRILLIC: Record<string, string> = Object.fromEntries(
  [..."qwertyuiop[]asdfghjkl;'zxcvbnm,.`"].map((key, i) => [key, 'йцукенгшщзхъфывапролджэячсмитьбюё'[i]!]),
);
const CYRILLIC_TO_LATIN: Record<string, string> = Object.fromEntries(Object.entries(LATIN_TO_CYRILLIC).map(([latin, cyr]) => [cyr, latin]));

/**
 * The query as it would have been typed in the other keyboard layout («yfkjub» → «налоги», «ghjtrn» → «проект»,
 * «сщьзфтн» → «company»); null when the query has letters of both layouts or none the other layout maps.
 */
export function switchLayout(query: string): string | null {
  const lower = query.toLowerCase();
  const letters = lower.replace(/[\s\d\-]/g, '');
  if (!letters) return null;
  const table = /^[a-z[\];',.`]+$/.test(letters) ? LATIN_TO_CYRILLIC : /^[а-яё]+$/.test(letters) ? CYRILLIC_TO_LATIN : null;
  if (!table) return null;
  return [...lower].map((ch) => table[ch] ?? ch).join('');
}

/** Levenshtein distance, stopping early once it exceeds `max` (then returns max + 1). */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** How many typos a query word may have: none in short words (too many other words are that close), 1 from 5 letters, 2 from 8. */
export function typoAllowance(word: string): number {
  const length = [...word].length;
  if (HAN.test(word)) return 0;
  return length >= 8 ? 2 : length >= 5 ? 1 : 0;
}

export type Snippet = { text: string; highlights: Array<[number, number]> };

/**
 * A passage of `text` around the first words matching the query's terms (a word matches when its term starts with a
 * query term: the index matches prefixes too), with where those words are; the start of the text when none matches.
 */
export function snippet(text: string, terms: readonly string[], locale: Locale, size = 220): Snippet {
  const source = prepare(text).replace(/\s+/g, ' ').trim();
  const found = words(source).filter(({ word }) => wordTerms(word, locale).some((term) => terms.some((q) => term.startsWith(q) || (HAN.test(q) && word.includes(q)))));
  const first = found[0];
  // A text that fits is shown whole.
  let start = first && source.length > size ? Math.max(0, first.start - Math.floor(size / 3)) : 0;
  // Start at a word boundary (never inside a word), unless the text is Chinese.
  if (start > 0 && !HAN.test(source[start] ?? '')) {
    const space = source.indexOf(' ', start);
    start = space >= 0 && space < (first?.start ?? start) ? space + 1 : start;
  }
  let end = Math.min(source.length, start + size);
  if (end < source.length && !HAN.test(source[end] ?? '')) {
    const space = source.lastIndexOf(' ', end);
    if (space > start + size / 2) end = space;
  }
  const prefix = start > 0 ? '…' : '';
  const suffix = end < source.length ? '…' : '';
  const highlights: Array<[number, number]> = [];
  for (const word of found) {
    if (HAN.test(word.word)) {
      // Only the query's own characters inside a Han run are marked.
      for (const q of terms.filter((t) => HAN.test(t))) {
        for (let at = word.word.indexOf(q); at >= 0; at = word.word.indexOf(q, at + 1)) {
          const from = word.start + at;
          if (from >= start && from + q.length <= end) highlights.push([from - start + prefix.length, from + q.length - start + prefix.length]);
        }
      }
    } else if (word.start >= start && word.end <= end) {
      highlights.push([word.start - start + prefix.length, word.end - start + prefix.length]);
    }
  }
  highlights.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const range of highlights) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return { text: `${prefix}${source.slice(start, end)}${suffix}`, highlights: merged };
}
