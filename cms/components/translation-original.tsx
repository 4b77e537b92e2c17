'use client';

import { useConfig, useDocumentInfo, useDocumentTitle, useFormFields, useLocale, useTranslation } from '@payloadcms/ui';
import { useEffect, useState } from 'react';
import { translationTexts } from './translation-texts';
import './translation-tools.css';

type Doc = Record<string, unknown>;

/**
 * The Russian document of the form being edited, asked for once per form and saved state: every field's original
 * comes from one request (the latest draft, no relations).
 */
const russianDocs = new Map<string, Promise<Doc | null>>();

function russianDoc(api: string, collection: string, id: string | number, savedAt: unknown): Promise<Doc | null> {
  const key = `${collection}/${id}/${String(savedAt ?? '')}`;
  let found = russianDocs.get(key);
  if (!found) {
    const url = `${api}/${collection}/${encodeURIComponent(String(id))}?locale=ru&fallback-locale=none&depth=0&draft=true`;
    found = fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<Doc>) : null))
      .catch(() => null);
    russianDocs.set(key, found);
  }
  return found;
}

/** The value at a form path such as `title`, `water.source` or `items.2.title`. */
function at(doc: Doc | null, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Doc)[key] : undefined), doc);
}

/**
 * Under a localized text while another language is edited: the Russian original («Оригинал на русском: …», marked
 * `lang="ru"`). Under the field that titles the document it also makes the heading the Russian title where this
 * language's title is still empty (Payload would show the bare id).
 */
export function RussianOriginal({ path }: { path?: string }) {
  const locale = useLocale();
  const { i18n } = useTranslation();
  const { config } = useConfig();
  const { id, collectionSlug, docConfig, data } = useDocumentInfo();
  const { title, setDocumentTitle } = useDocumentTitle();
  const [doc, setDoc] = useState<Doc | null>(null);
  const code = locale?.code ?? 'ru';
  const editingTranslation = code !== 'ru' && id !== undefined && id !== null && Boolean(collectionSlug);
  const savedAt = data?.updatedAt;
  const api = `${config.serverURL ?? ''}${config.routes.api}`;

  useEffect(() => {
    if (!editingTranslation || !collectionSlug || id === undefined || id === null) return;
    let live = true;
    void russianDoc(api, collectionSlug, id, savedAt).then((found) => {
      if (live) setDoc(found);
    });
    return () => {
      live = false;
    };
  }, [api, collectionSlug, editingTranslation, id, savedAt]);

  const useAsTitle = docConfig && 'admin' in docConfig ? (docConfig.admin as { useAsTitle?: string }).useAsTitle : undefined;
  const isTitleField = Boolean(path) && path === useAsTitle;
  const savedTitle = isTitleField && data ? data[path as string] : undefined;
  const original = editingTranslation && path ? at(doc, path) : undefined;
  const russianTitle = isTitleField && typeof original === 'string' ? original.trim() : '';
  const current = useFormFields(([fields]) => (path ? fields[path]?.value : undefined));

  useEffect(() => {
    const hasOwnTitle = typeof savedTitle === 'string' && savedTitle.trim() !== '';
    if (russianTitle && !hasOwnTitle && title !== russianTitle) setDocumentTitle(russianTitle);
  }, [russianTitle, savedTitle, title, setDocumentTitle]);

  if (typeof original !== 'string' || original.trim() === '') return null;
  const texts = translationTexts(i18n.language);
  return (
    <p className="translation-original" data-empty={typeof current === 'string' && current.trim() !== '' ? undefined : 'true'}>
      <span className="translation-original__label">{texts.original}</span> <q lang="ru">{original}</q>
    </p>
  );
}
