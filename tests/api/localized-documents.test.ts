import { sql as postgresSql } from '@payloadcms/db-postgres';
import { sql as sqliteSql } from '@payloadcms/db-sqlite';
import type { Payload } from 'payload';
import { describe, expect, it } from 'vitest';
import * as investRules from '@/app/api/v1/invest-rules/route';
import * as settingFile from '@/app/api/v1/setting-file/[key]/route';
import * as postgresMigration from '@/cms/migrations/postgres/20261128_045152_localized_documents';
import * as sqliteMigration from '@/cms/migrations/sqlite/20261128_044937_localized_documents';
import { seedDocument, seedDocumentSpec } from '@/cms/seed/documents';
import { LOCALES, type SeedLocale } from '@/cms/seed/localize';
import { payloadClient } from '@/lib/server/payload';
import { getItem, getList } from './helpers';

type FileDto = { id: number; url: string; filename: string; title: string; untranslated?: string[] };
type Rule = { id: number; title: string; file: FileDto | null };

/** The demo document `name` as the seed stores it in `lang` (possibly as a numbered copy of the file name). */
const storedAs = (name: string, lang: SeedLocale) => new RegExp(`^${name}-${lang}-h[0-9a-f]{10}(-\\d+)?\\.pdf$`);

async function rulesIn(language: SeedLocale): Promise<Rule[]> {
  return (await getList(investRules.GET, 'invest-rules', { language })).items as unknown as Rule[];
}

describe('document links give each language its own file', () => {
  it('a page document set answers each language with the file written in it, titled in that language', async () => {
    const urls = new Set<string>();
    for (const lang of LOCALES) {
      const set = await getItem(settingFile.GET, 'setting-file/gchp', { params: { key: 'gchp' }, language: lang });
      const law = (set.items as Array<{ file: FileDto }>)[0]!.file;
      expect(law.filename).toMatch(storedAs('gchp-law', lang));
      expect(law.url).toBe(`/api/cms/documents/file/${encodeURIComponent(law.filename)}`);
      expect(law.title).toBe(seedDocumentSpec('gchp-law').texts[lang].title);
      expect(law.untranslated, `${lang}: the file is the language's own`).toBeUndefined();
      urls.add(law.url);
    }
    expect(urls.size).toBe(LOCALES.length);
  });

  it('an investment rule answers each language with its own file', async () => {
    for (const lang of LOCALES) {
      const rule = (await rulesIn(lang)).find((r) => r.file);
      expect(rule?.file?.filename).toMatch(storedAs('invest-rules-power-grid', lang));
      expect(rule?.file?.untranslated).toBeUndefined();
    }
  });

  it('a link with only its Russian file opens it in every language, marked as Russian, until a translation is uploaded', async () => {
    const payload = await payloadClient();
    const ruFile = Number(await seedDocument(payload, 'gchp-procedure', 'ru'));
    const enFile = Number(await seedDocument(payload, 'gchp-procedure', 'en'));
    const rule = await payload.create({ collection: 'invest-rules', data: { title: 'Правило с одним файлом', file: ruFile, order: 999 }, locale: 'ru' });
    try {
      await payload.update({ collection: 'invest-rules', id: rule.id, data: { title: 'A rule with one file' }, locale: 'en' });
      const inEnglish = (await rulesIn('en')).find((r) => r.id === rule.id)!;
      expect(inEnglish.title).toBe('A rule with one file');
      expect(inEnglish.file).toMatchObject({ id: ruFile, filename: expect.stringMatching(storedAs('gchp-procedure', 'ru')) });
      // The Russian file's title is Russian: the portal marks it lang="ru".
      expect(inEnglish.file!.untranslated).toEqual(['title']);

      await payload.update({ collection: 'invest-rules', id: rule.id, data: { file: enFile }, locale: 'en' });
      expect((await rulesIn('en')).find((r) => r.id === rule.id)!.file).toMatchObject({ id: enFile, title: seedDocumentSpec('gchp-procedure').texts.en.title });
      expect((await rulesIn('ru')).find((r) => r.id === rule.id)!.file!.id).toBe(ruFile);
      expect((await rulesIn('zh')).find((r) => r.id === rule.id)!.file!.id).toBe(ruFile);
    } finally {
      await payload.delete({ collection: 'invest-rules', id: rule.id });
    }
  });

  it('asks for the Russian file of a document set, never for a translation', async () => {
    const payload = await payloadClient();
    const [set] = (await payload.find({ collection: 'setting-files', where: { key: { equals: 'gchp' } }, locale: 'all', depth: 0 })).docs;
    const items = set!.items as unknown as Array<{ id: string; file: Record<SeedLocale, number> }>;
    const withoutFile = items.map((item) => ({ id: item.id, file: null }));
    await expect(payload.update({ collection: 'setting-files', id: set!.id, data: { items: withoutFile }, locale: 'ru' })).rejects.toThrow(/file|Файл/i);
    try {
      await payload.update({ collection: 'setting-files', id: set!.id, data: { items: withoutFile }, locale: 'tr' });
      const inTurkish = await getItem(settingFile.GET, 'setting-file/gchp', { params: { key: 'gchp' }, language: 'tr' });
      expect((inTurkish.items as Array<{ file: FileDto }>)[0]!.file.id).toBe(items[0]!.file.ru);
    } finally {
      await payload.update({ collection: 'setting-files', id: set!.id, data: { items: items.map((item) => ({ id: item.id, file: item.file.tr })) }, locale: 'tr' });
    }
    const restored = await getItem(settingFile.GET, 'setting-file/gchp', { params: { key: 'gchp' }, language: 'tr' });
    expect((restored.items as Array<{ file: FileDto }>)[0]!.file.id).toBe(items[0]!.file.tr);
  });
});

/** Raw SQL on the suite's database, in its dialect. */
function database(payload: Payload) {
  const drizzle = (payload.db as unknown as { drizzle: { execute?: (q: unknown) => Promise<unknown>; run?: (q: unknown) => Promise<unknown> } }).drizzle;
  const postgres = payload.db.name === 'postgres';
  return {
    migration: postgres ? postgresMigration : sqliteMigration,
    run: (text: string) => (postgres ? drizzle.execute!(postgresSql.raw(text)) : drizzle.run!(sqliteSql.raw(text))),
    drizzle,
  };
}

describe('the migration to a file per language', () => {
  it('keeps the file a link held for every language as its Russian file, which the other languages fall back to', async () => {
    const payload = await payloadClient();
    const db = database(payload);
    const args = { db: db.drizzle, payload, req: {} } as never;
    const ruFile = Number(await seedDocument(payload, 'gchp-procedure', 'ru'));
    const sets = (await payload.find({ collection: 'setting-files', locale: 'all', depth: 0, pagination: false })).docs;
    const rules = (await payload.find({ collection: 'invest-rules', locale: 'all', depth: 0, pagination: false })).docs;
    const rule = await payload.create({ collection: 'invest-rules', data: { title: 'Правило до перевода файлов', order: 999 }, locale: 'ru' });
    try {
      // The database as it was before: one file column on the rule and on each document set's item.
      await db.migration.down(args);
      await db.run(`UPDATE invest_rules SET file_id = ${Number(ruFile)} WHERE id = ${Number(rule.id)}`);
      await db.migration.up(args);

      const read = (locale: SeedLocale, fallback = true) =>
        payload.findByID({ collection: 'invest-rules', id: rule.id, locale, depth: 0, ...(fallback ? {} : { fallbackLocale: false }) });
      expect((await read('ru')).file).toBe(ruFile);
      expect((await read('en')).file).toBe(ruFile);
      expect((await read('zh', false)).file ?? null).toBeNull();
      for (const set of sets) {
        const items = set.items as unknown as Array<{ id: string; file: Record<SeedLocale, number> }>;
        const after = await payload.findByID({ collection: 'setting-files', id: set.id, locale: 'all', depth: 0 });
        const kept = after.items as unknown as Array<{ id: string; file: Partial<Record<SeedLocale, number>> }>;
        expect(kept.map((item) => [item.id, item.file.ru]), `${set.key}: the Russian files are kept`).toEqual(items.map((item) => [item.id, item.file.ru]));
        expect(kept.every((item) => item.file.en === undefined || item.file.en === null), `${set.key}: no translated file yet`).toBe(true);
      }
    } finally {
      await payload.delete({ collection: 'invest-rules', id: rule.id });
      // The demo's translated files again, as other test files find them.
      for (const found of rules) {
        const files = (found.file ?? {}) as unknown as Partial<Record<SeedLocale, number>>;
        for (const locale of LOCALES.slice(1)) {
          if (files[locale]) await payload.update({ collection: 'invest-rules', id: found.id, data: { file: files[locale] }, locale });
        }
      }
      for (const set of sets) {
        const items = set.items as unknown as Array<{ id: string; file: Record<SeedLocale, number> }>;
        for (const locale of LOCALES.slice(1)) {
          await payload.update({ collection: 'setting-files', id: set.id, data: { items: items.map((item) => ({ id: item.id, file: item.file[locale] })) }, locale });
        }
      }
    }
    const en = await getItem(settingFile.GET, 'setting-file/gchp', { params: { key: 'gchp' }, language: 'en' });
    expect((en.items as Array<{ file: FileDto }>)[0]!.file.filename).toMatch(storedAs('gchp-law', 'en'));
  });
});
