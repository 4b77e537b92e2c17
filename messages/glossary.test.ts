import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { t } from '@/cms/seed/localize';
import { checkMessages, checkSeedModule, describeHit, parseRejected } from './glossary-check';

const root = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const glossary = read('docs/glossary.md');
const rejected = parseRejected(glossary);

const SEED_DIR = 'cms/seed/data';
const seedFiles = readdirSync(path.join(root, SEED_DIR))
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => `${SEED_DIR}/${name}`);
/**
 * Seed files whose texts are still being rewritten to the glossary's terms: their check is skipped, and the test below
 * fails as soon as one of them is clean, so the list only shrinks. The goal is an empty list.
 */
const SEED_FILES_PENDING_GLOSSARY = new Set<string>([]);
const seedModules = await Promise.all(
  seedFiles.map(async (file) => ({ file, exports: (await import(path.join(root, file))) as Record<string, unknown> })),
);

describe('the glossary’s rejected variants', () => {
  it('are read from docs/glossary.md for every translated language', () => {
    for (const locale of ['en', 'tr', 'zh'] as const) {
      expect(rejected.filter((rule) => rule.locale === locale).length, locale).toBeGreaterThanOrEqual(5);
    }
    expect(rejected.map((rule) => rule.source)).toEqual(expect.arrayContaining(['投资促进署', '申诉', 'KÖO', '/\\bRUB\\b/']));
  });

  it.each(['en', 'tr', 'zh', 'ru'] as const)('are not used in messages/%s.json', async (locale) => {
    const file = `messages/${locale}.json`;
    const text = read(file);
    const hits = checkMessages(rejected, locale, JSON.parse(text), text, file);
    expect(hits.map(describeHit)).toEqual([]);
  });

  const seedHits = (file: string) => {
    const seed = seedModules.find((module) => module.file === file)!;
    return checkSeedModule(rejected, seed.exports, read(file), file).map(describeHit);
  };

  it.each(seedFiles.filter((file) => !SEED_FILES_PENDING_GLOSSARY.has(file)))('are not used in the localized texts of %s', (file) => {
    expect(seedHits(file)).toEqual([]);
  });

  it.each([...SEED_FILES_PENDING_GLOSSARY])('are still used in %s, which is listed as pending (remove it from the list once clean)', (file) => {
    expect(seedFiles).toContain(file);
    expect(seedHits(file).length).toBeGreaterThan(0);
  });
});

describe('the glossary check', () => {
  it('names the file, line, key and variant of a message that uses a rejected variant', () => {
    const messages = { cabinet: { tabs: { appeals: '申诉', favourites: '收藏' } }, agency: '投资发展署' };
    const text = JSON.stringify(messages, null, 2);
    expect(checkMessages(rejected, 'zh', messages, text, 'messages/zh.json').map(describeHit)).toEqual([
      'messages/zh.json:4 cabinet.tabs.appeals: «申诉» → 诉求',
    ]);
  });

  it('checks a language’s variants only in that language and reads regular expressions with their flags', () => {
    const messages = { a: 'Over 2.6 trillion RUB', b: 'Destek önlemleri', c: 'Şu tarihten beri sakin', d: 'Sakin bir gün' };
    const text = JSON.stringify(messages, null, 2);
    expect(checkMessages(rejected, 'en', messages, text, 'en.json').map((hit) => hit.variant)).toEqual(['RUB']);
    expect(checkMessages(rejected, 'tr', messages, text, 'tr.json').map((hit) => `${hit.where} ${hit.variant}`)).toEqual([
      'tr.json:3 b Destek önlem',
      'tr.json:4 c sakin',
      'tr.json:5 d Sakin',
    ]);
  });

  it('does not flag the preferred terms or other words that contain a variant’s letters', () => {
    const messages = { agency: '克拉斯诺亚尔斯克边疆区投资发展署', arctic: '北极地区', district: 'Severo-Yeniseysky district', keep: 'Silmeyin' };
    const text = JSON.stringify(messages, null, 2);
    for (const locale of ['en', 'tr', 'zh'] as const) expect(checkMessages(rejected, locale, messages, text, 'x.json')).toEqual([]);
  });

  it('finds a variant in a seed value of its language, in rich text and alt text, and names the export path and line', () => {
    const source = "export const news = {\n  title: t('Резидент', 'Resident', 'Şu tarihten beri sakin', '投资署'),\n};\n";
    const exports = {
      news: { docs: [{ title: t('Резидент', 'Resident', 'Şu tarihten beri sakin', '投资署') }] },
      article: { ru: [{ text: 'Абзац' }], en: [{ children: [{ text: 'Worth 5 billion RUB' }] }] },
    };
    expect(checkSeedModule(rejected, exports, source, 'cms/seed/data/x.ts').map(describeHit)).toEqual([
      'cms/seed/data/x.ts:2 news.docs[0].title [tr]: «sakin» → yerleşik şirket ("sakin" is an inhabitant, or "calm")',
      'cms/seed/data/x.ts:2 news.docs[0].title [zh]: «投资署» → 投资发展署',
      'cms/seed/data/x.ts article.en: «RUB» → roubles',
    ]);
  });

  it('refuses a malformed rejected-variant line instead of skipping it', () => {
    expect(() => parseRejected('## Rejected variants\n\n### zh\n\n- 投资署 -> 投资发展署\n')).toThrow(/must read/);
    expect(() => parseRejected('## Rejected variants\n\n### xx\n')).toThrow(/unknown language/);
  });
});
