import { render, screen, within } from '@testing-library/react';
import { ru } from 'date-fns/locale';
import type { DocumentViewServerProps } from 'payload';
import { describe, expect, it, vi } from 'vitest';
import { VersionHistoryView } from './version-history';

const { stepNavs } = vi.hoisted(() => ({ stepNavs: [] as Record<string, unknown>[] }));

vi.mock('@payloadcms/ui', () => ({
  SetDocumentStepNav: (props: Record<string, unknown>) => {
    stepNavs.push(props);
    return null;
  },
}));
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));

/** Two versions: Anna's published Russian edit and, before it, a draft saved by nobody (a script). */
const VERSIONS = [
  { id: 12, updatedAt: '2026-11-28T02:05:00.000Z', version: { _status: 'published', editedBy: 4, editedLocale: 'ru' } },
  { id: 11, updatedAt: '2026-11-27T10:00:00.000Z', version: { _status: 'draft', editedBy: null, editedLocale: null } },
];

function pageProps(entity: { collection: string; docID: number } | { global: string }) {
  const payload = {
    config: { localization: { localeCodes: ['ru', 'en', 'tr', 'zh'] }, routes: { admin: '/admin' } },
    findVersions: vi.fn(async () => ({ docs: VERSIONS })),
    findGlobalVersions: vi.fn(async () => ({ docs: VERSIONS })),
    find: vi.fn(async () => ({ docs: [{ id: 4, name: 'Анна Петрова', email: 'anna@example.org' }] })),
  };
  const req = { payload, user: { id: 4, collection: 'staff' }, i18n: { language: 'ru', dateFNS: ru, t: (key: string) => key } };
  const initPageResult =
    'collection' in entity
      ? { req, docID: entity.docID, collectionConfig: { slug: entity.collection, labels: { plural: 'Новости' }, admin: { useAsTitle: 'title' } } }
      : { req, globalConfig: { slug: entity.global, label: 'Корпорация развития' } };
  return { payload, props: { initPageResult, hasPublishedDoc: true } as unknown as DocumentViewServerProps };
}

describe('the version history of a document', () => {
  it('lists a single page’s versions with their authors and languages and links to Payload’s comparison of a global', async () => {
    stepNavs.length = 0;
    const { payload, props } = pageProps({ global: 'korporaciya-razvitiya-eniseyskoy-sibiri' });
    render(await VersionHistoryView(props));

    expect(payload.findVersions).not.toHaveBeenCalled();
    expect(payload.findGlobalVersions).toHaveBeenCalledTimes(1);
    // The staff member's own access, newest first, without the snapshots of other languages.
    expect(payload.findGlobalVersions.mock.calls[0]).toEqual([
      expect.objectContaining({
        slug: 'korporaciya-razvitiya-eniseyskoy-sibiri',
        overrideAccess: false,
        sort: '-updatedAt',
        where: { and: [{ snapshot: { not_equals: true } }] },
      }),
    ]);

    const rows = screen.getAllByTestId('version-row');
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(1, 4).map((cell) => cell.textContent))).toEqual([
      ['Анна Петрова', 'Опубликовано (действует на сайте)', 'русский'],
      ['Не указан', 'Черновик', '—'],
    ]);
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/admin/globals/korporaciya-razvitiya-eniseyskoy-sibiri/versions/12');
    expect(stepNavs).toEqual([expect.objectContaining({ globalSlug: 'korporaciya-razvitiya-eniseyskoy-sibiri', view: 'version:versions' })]);
    expect(stepNavs[0]).not.toHaveProperty('collectionSlug');
  });

  it('lists a collection document’s versions by their parent and links to the comparison of that document', async () => {
    stepNavs.length = 0;
    const { payload, props } = pageProps({ collection: 'news', docID: 7 });
    render(await VersionHistoryView(props));

    expect(payload.findGlobalVersions).not.toHaveBeenCalled();
    expect(payload.findVersions.mock.calls[0]).toEqual([
      expect.objectContaining({ collection: 'news', overrideAccess: false, where: { and: [{ parent: { equals: 7 } }, { snapshot: { not_equals: true } }] } }),
    ]);
    const [first] = screen.getAllByTestId('version-row');
    expect(within(first!).getByRole('link').getAttribute('href')).toBe('/admin/collections/news/7/versions/12');
    expect(stepNavs).toEqual([expect.objectContaining({ collectionSlug: 'news', id: 7, pluralLabel: 'Новости' })]);
  });

  it('is not found for a collection without a document', async () => {
    const { props } = pageProps({ collection: 'news', docID: 7 });
    const withoutDocument = { ...props, initPageResult: { ...props.initPageResult, docID: undefined } } as DocumentViewServerProps;
    await expect(VersionHistoryView(withoutDocument)).rejects.toThrow('NEXT_NOT_FOUND');
  });
});
