import { SetDocumentStepNav } from '@payloadcms/ui';
import { formatDate } from '@payloadcms/ui/shared';
import { getTranslation } from '@payloadcms/translations';
import { notFound } from 'next/navigation';
import type { CollectionSlug, DocumentViewServerProps, GlobalSlug, SanitizedCollectionConfig, SanitizedGlobalConfig, Where } from 'payload';
import { formatAdminURL } from 'payload/shared';
import { KRASNOYARSK_TIME_ZONE } from '../../lib/submissions/deadlines';
import { ADMIN_DATE_TIME } from '../fields/admin-defaults';
import { EDITED_BY_FIELD, EDITED_LOCALE_FIELD } from '../hooks/edited-by';
import { AdminTable, adminCell } from './admin-table';
import { translationTexts } from './translation-texts';
import { versionAuthors } from './version-history-authors';
import { versionHistoryTexts } from './version-history-texts';
import './visually-hidden.css';

/** Versions kept per document (content-collection.ts keeps 25), all on one page. */
const MAX_VERSIONS = 100;

type VersionDoc = { id: number | string; updatedAt: string; version?: Record<string, unknown> & { _status?: 'draft' | 'published' } };

const cell = adminCell();

/** Whose versions are listed: a collection's document, or a single page (a global, whose one document has them all). */
type Source = { collection: SanitizedCollectionConfig; docID: number | string } | { global: SanitizedGlobalConfig };

function sourceOf({ collectionConfig, globalConfig, docID }: DocumentViewServerProps['initPageResult']): Source | null {
  if (collectionConfig) return docID === undefined || docID === null ? null : { collection: collectionConfig, docID };
  return globalConfig ? { global: globalConfig } : null;
}

/**
 * A document's version history in the back office, newest first: when each version was saved (the back office's
 * 24-hour Russian format, Krasnoyarsk time), who saved it, draft or published, the content language of the edit,
 * and a link to Payload's own comparison of that version. Replaces Payload's versions tab, whose list has neither
 * author nor language, of a versioned collection's document and of a single page (a global) alike. The versions are
 * read with the staff member's own access; the authors' names only are read for them (version-history-authors.ts),
 * since an editor may not open colleagues' accounts.
 */
export async function VersionHistoryView({ initPageResult, hasPublishedDoc }: DocumentViewServerProps) {
  const source = sourceOf(initPageResult);
  if (!source) return notFound();
  const { req } = initPageResult;
  const { payload, i18n, user } = req;
  const texts = versionHistoryTexts(i18n.language);
  const languages = translationTexts(i18n.language).languages;
  const notSnapshots: Where[] = payload.config.localization ? [{ snapshot: { not_equals: true } }] : [];
  const read = { sort: '-updatedAt', limit: MAX_VERSIONS, depth: 0, overrideAccess: false, user, req } as const;

  let docs: VersionDoc[];
  try {
    const found =
      'collection' in source
        ? await payload.findVersions({
            ...read,
            collection: source.collection.slug as CollectionSlug,
            where: { and: [{ parent: { equals: source.docID } }, ...notSnapshots] },
          })
        : await payload.findGlobalVersions({ ...read, slug: source.global.slug as GlobalSlug, where: { and: notSnapshots } });
    docs = found.docs as unknown as VersionDoc[];
  } catch {
    return notFound();
  }

  const authorOf = await versionAuthors(payload, docs.map((doc) => doc.version?.[EDITED_BY_FIELD]), i18n.language, req);

  const live = hasPublishedDoc ? docs.find((doc) => doc.version?._status === 'published')?.id : undefined;
  const { admin: adminRoute } = payload.config.routes;
  // Payload's comparison view of a version.
  const versionsPath: `/${string}` =
    'collection' in source ? `/collections/${source.collection.slug}/${source.docID}/versions` : `/globals/${source.global.slug}/versions`;
  const compareURL = (versionID: number | string) => formatAdminURL({ adminRoute, path: `${versionsPath}/${versionID}` });
  const view = i18n.t('version:versions');

  return (
    <>
      {'collection' in source ? (
        <SetDocumentStepNav
          collectionSlug={source.collection.slug}
          id={source.docID}
          pluralLabel={getTranslation(source.collection.labels.plural, i18n)}
          useAsTitle={source.collection.admin.useAsTitle}
          view={view}
        />
      ) : (
        <SetDocumentStepNav globalSlug={source.global.slug} globalLabel={source.global.label} useAsTitle={source.global.slug} view={view} />
      )}
      <main className="versions version-history" data-testid="version-history">
        <div className="gutter gutter--left gutter--right" style={{ display: 'grid', gap: 12, paddingBlock: 24 }}>
          {docs.length === 0 ? (
            <p style={{ margin: 0 }}>{texts.empty}</p>
          ) : (
            <AdminTable
              captionId="version-history-caption"
              caption={texts.caption(docs.length)}
              columns={(['date', 'author', 'status', 'language', 'compare'] as const).map((column) => texts.columns[column])}
            >
              {docs.map((doc) => {
                const date = formatDate({ date: doc.updatedAt, i18n, pattern: ADMIN_DATE_TIME, timezone: KRASNOYARSK_TIME_ZONE });
                const locale = doc.version?.[EDITED_LOCALE_FIELD];
                const status = doc.version?._status === 'published' ? 'published' : 'draft';
                return (
                  <tr key={doc.id} data-testid="version-row">
                    <td style={cell}>
                      <time dateTime={doc.updatedAt}>{date}</time>
                    </td>
                    <td style={cell}>{authorOf(doc.version?.[EDITED_BY_FIELD])}</td>
                    <td style={cell}>
                      {texts.status[status]}
                      {doc.id === live ? ` (${texts.current})` : null}
                    </td>
                    <td style={cell}>{typeof locale === 'string' ? (languages[locale] ?? locale) : texts.noLanguage}</td>
                    <td style={cell}>
                      <a href={compareURL(doc.id)}>
                        {texts.compare}
                        <span className="admin-visually-hidden">{` ${texts.compareWhich(date)}`}</span>
                      </a>
                    </td>
                  </tr>
                );
              })}
            </AdminTable>
          )}
          <p style={{ margin: 0, color: 'var(--theme-elevation-800)' }}>{texts.note}</p>
        </div>
      </main>
    </>
  );
}
