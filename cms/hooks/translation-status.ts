import type { CollectionSlug, Field, FieldHook, Payload, PayloadRequest } from 'payload';

/** The languages a Russian original is translated into, in the order the back office lists them. */
export const TRANSLATED_LOCALES = ['en', 'tr', 'zh'] as const;
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];
export const TRANSLATION_STATUS_FIELD = 'missingLanguages';

type Values = Record<string, unknown>;

const isObject = (value: unknown): value is Values => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Lexical nodes that are content by themselves, text or not (a picture, a linked document, a rule, a block). */
const CONTENT_NODES = new Set(['upload', 'relationship', 'horizontalrule', 'block', 'inlineBlock']);

function lexicalHasContent(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(lexicalHasContent);
  if (!isObject(node)) return false;
  if (typeof node.text === 'string') return node.text.trim() !== '';
  if (typeof node.type === 'string' && CONTENT_NODES.has(node.type)) return true;
  return lexicalHasContent(node.root) || lexicalHasContent(node.children);
}

/** Whether a text, a textarea or a rich text holds something a reader sees (spaces and empty paragraphs do not count). */
export function isFilled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some(isFilled);
  if (!isObject(value)) return false;
  if ('root' in value || 'children' in value || 'text' in value) return lexicalHasContent(value);
  // A localized group's or array's copy in one language: filled when any text inside is.
  return Object.entries(value).some(([key, inner]) => key !== 'id' && key !== 'blockType' && isFilled(inner));
}

/**
 * The stored document in every language (`locale: 'all'`: a localized field is `{ ru, en, tr, zh }`) and the data of one
 * save, in the language being saved (`locale`), or in every language when `locale` is 'all'. A field the save leaves out
 * keeps its stored values.
 */
type Sources = { stored: Values | undefined; incoming: Values | undefined; locale: string };

function valueIn({ stored, incoming, locale }: Sources, name: string, language: string): unknown {
  if (incoming && Object.prototype.hasOwnProperty.call(incoming, name)) {
    const given = incoming[name];
    if (locale === 'all') return isObject(given) ? given[language] : undefined;
    if (language === locale) return given;
  }
  const kept = stored?.[name];
  return isObject(kept) && !('root' in kept) ? kept[language] : undefined;
}

/** The effective value of a non-localized container (group, array, blocks): the save's own, else the stored one. */
function containerOf({ stored, incoming }: Sources, name: string): { stored: unknown; incoming: unknown } {
  return {
    stored: stored?.[name],
    incoming: incoming && Object.prototype.hasOwnProperty.call(incoming, name) ? incoming[name] : undefined,
  };
}

/** The rows of an array or blocks field, each paired with its stored row (by row id, else by position). */
function rowsOf(stored: unknown, incoming: unknown): Array<{ stored: Values | undefined; incoming: Values | undefined }> {
  const storedRows = Array.isArray(stored) ? stored.filter(isObject) : [];
  if (!Array.isArray(incoming)) return storedRows.map((row) => ({ stored: row, incoming: undefined }));
  return incoming.filter(isObject).map((row, index) => ({
    stored: storedRows.find((candidate) => row.id !== undefined && candidate.id === row.id) ?? (row.id === undefined ? storedRows[index] : undefined),
    incoming: row,
  }));
}

/** One localized text of the document: whether it is filled in each language. */
type Leaf = Record<string, boolean>;

const LANGUAGES = ['ru', ...TRANSLATED_LOCALES] as const;

function collect(fields: Field[], sources: Sources, out: Leaf[]): void {
  for (const field of fields) {
    if (field.type === 'row' || field.type === 'collapsible') {
      collect(field.fields, sources, out);
      continue;
    }
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) collectNamed(tab.name, tab.fields, Boolean(tab.localized), sources, out);
        else collect(tab.fields, sources, out);
      }
      continue;
    }
    if (!('name' in field) || field.name === TRANSLATION_STATUS_FIELD) continue;
    if (field.type === 'text' || field.type === 'textarea' || field.type === 'richText') {
      if (!field.localized || ('hasMany' in field && field.hasMany)) continue;
      out.push(Object.fromEntries(LANGUAGES.map((language) => [language, isFilled(valueIn(sources, field.name, language))])));
      continue;
    }
    if (field.type === 'group') collectNamed(field.name, field.fields, Boolean(field.localized), sources, out);
    else if (field.type === 'array' || field.type === 'blocks') {
      if (field.localized) {
        out.push(Object.fromEntries(LANGUAGES.map((language) => [language, isFilled(valueIn(sources, field.name, language))])));
        continue;
      }
      const { stored, incoming } = containerOf(sources, field.name);
      for (const row of rowsOf(stored, incoming)) {
        const rowFields =
          field.type === 'array' ? field.fields : (field.blocks.find((block) => block.slug === (row.incoming ?? row.stored)?.blockType)?.fields ?? []);
        collect(rowFields, { ...row, locale: sources.locale }, out);
      }
    }
  }
}

function collectNamed(name: string, fields: Field[], localized: boolean, sources: Sources, out: Leaf[]): void {
  if (localized) {
    // A localized group holds a whole copy per language: filled when anything inside is.
    out.push(Object.fromEntries(LANGUAGES.map((language) => [language, isFilled(valueIn(sources, name, language))])));
    return;
  }
  const { stored, incoming } = containerOf(sources, name);
  collect(fields, { stored: isObject(stored) ? stored : undefined, incoming: isObject(incoming) ? incoming : undefined, locale: sources.locale }, out);
}

/**
 * The languages in which some localized text (text, textarea, rich text) that is filled in Russian is still empty, in
 * the order of TRANSLATED_LOCALES. Texts left empty in Russian are not asked of a translation.
 */
export function missingLanguages(fields: Field[], sources: Sources): TranslatedLocale[] {
  const leaves: Leaf[] = [];
  collect(fields, sources, leaves);
  return TRANSLATED_LOCALES.filter((language) => leaves.some((leaf) => leaf.ru && !leaf[language]));
}

/**
 * The status is worked out on every save in any language: the stored document in every language (Payload's
 * `docWithLocales`, the latest draft where there are drafts) with the saved language's data laid over it. Whatever a
 * client sends for the field itself is ignored. It is the field's own hook, so no second save is needed.
 */
export const computeTranslationStatus: FieldHook = ({ collection, data, siblingDocWithLocales, req }) => {
  if (!collection) return undefined;
  return missingLanguages(collection.fields, {
    stored: siblingDocWithLocales as Values | undefined,
    incoming: data as Values | undefined,
    locale: req.locale ?? 'ru',
  });
};

/** Every collection that carries the status field. */
export function translationStatusCollections(payload: Payload): CollectionSlug[] {
  return payload.config.collections
    .filter((collection) => collection.fields.some((field) => 'name' in field && field.name === TRANSLATION_STATUS_FIELD))
    .map((collection) => collection.slug as CollectionSlug);
}

const sameList = (a: unknown, b: readonly string[]) => Array.isArray(a) && a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * Works the status out for documents stored before it existed (or saved while it was not kept): every document and,
 * where there are drafts, its latest version, which the back office's lists show. Written straight to the database, so
 * no hook runs, no version is added and `updatedAt` stays as it was. Returns how many rows changed.
 */
export async function backfillTranslationStatus(payload: Payload, req?: Partial<PayloadRequest>): Promise<number> {
  let changed = 0;
  for (const slug of translationStatusCollections(payload)) {
    const config = payload.collections[slug].config;
    const docs = await payload.db.find({ collection: slug, locale: 'all', pagination: false, req });
    for (const doc of docs.docs as Values[]) {
      const missing = missingLanguages(config.fields, { stored: doc, incoming: undefined, locale: 'ru' });
      if (sameList(doc[TRANSLATION_STATUS_FIELD], missing)) continue;
      await payload.db.updateOne({ collection: slug, id: doc.id as number, data: { [TRANSLATION_STATUS_FIELD]: missing }, req, returning: false });
      changed += 1;
    }
    if (!config.versions?.drafts) continue;
    const versions = await payload.db.findVersions({ collection: slug, locale: 'all', pagination: false, req, where: { latest: { equals: true } } });
    for (const row of versions.docs as unknown as Array<{ id: number | string; version: Values }>) {
      const missing = missingLanguages(config.fields, { stored: row.version, incoming: undefined, locale: 'ru' });
      if (sameList(row.version[TRANSLATION_STATUS_FIELD], missing)) continue;
      await payload.db.updateVersion({
        collection: slug,
        id: row.id,
        versionData: { version: { [TRANSLATION_STATUS_FIELD]: missing } } as never,
        req,
        returning: false,
      });
      changed += 1;
    }
  }
  return changed;
}
