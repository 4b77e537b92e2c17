import Link from 'next/link';
import type { AdminViewServerProps } from 'payload';
import { staleReport, type StoredSite } from '../../lib/sites/facts';
import { DEFAULT_STALE_AFTER_MONTHS, type UtilityKey } from '../../lib/sites/vocabulary';
import { krasnoyarskDate } from '../../lib/submissions/deadlines';
import { STALE_SITES_TEXTS } from './stale-sites-texts';
import { adminViewFrame } from './admin-view-frame';
import { AdminTable, adminCell } from './admin-table';

/** The list's address under /admin (registered in payload.config.ts as a root view). */
export const STALE_SITES_PATH = '/stale-sites';

/** More sites than this would need paging; the list says so rather than drop them silently. */
const MAX_SITES = 1000;

const cell = adminCell();
const dayFormat = new Intl.DateTimeFormat('ru-RU', { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });

type Row = { id: number; title: string; municipality: string | null; published: boolean; outdated: UtilityKey[]; oldest: string | null };

/**
 * /admin/stale-sites: the production sites whose utility data may be out of date (a utility never verified or
 * verified longer ago than the «Подбор площадок» setting), oldest first, with the utilities to verify again and a
 * link to each site's form. Any staff member may look; editors fix the data in the site's form.
 */
export async function StaleSitesView(props: AdminViewServerProps) {
  const { req } = props.initPageResult;
  const language = req.i18n.language === 'en' ? 'en' : 'ru';
  const texts = STALE_SITES_TEXTS[language];
  const user = req.user;
  const frame = adminViewFrame(props, texts.title);
  if (!user || user.collection !== 'staff') return frame(<p>{texts.login}</p>);

  const { payload } = req;
  const settings = await payload.findGlobal({ slug: 'site-selection', depth: 0, overrideAccess: false, user, req });
  const months = typeof settings.staleAfterMonths === 'number' && settings.staleAfterMonths > 0 ? settings.staleAfterMonths : DEFAULT_STALE_AFTER_MONTHS;
  const today = krasnoyarskDate(new Date());
  // The latest version of every site (drafts too: the staff fix the data before they publish it).
  const found = await payload.find({
    collection: 'production-sites',
    draft: true,
    depth: 0,
    limit: MAX_SITES + 1,
    pagination: false,
    overrideAccess: false,
    user,
    req,
    locale: 'ru',
    select: { title: true, municipality: true, utilities: true, _status: true },
  });
  const rows: Row[] = found.docs
    .slice(0, MAX_SITES)
    .map((doc) => ({ doc, report: staleReport(doc as unknown as StoredSite, today, months) }))
    .filter(({ report }) => report.stale)
    .map(({ doc, report }) => ({
      id: doc.id,
      title: doc.title,
      municipality: doc.municipality ?? null,
      published: doc._status === 'published',
      outdated: report.outdated,
      oldest: report.oldest,
    }))
    // Never verified first, then the oldest verification.
    .sort((a, b) => (a.oldest ?? '').localeCompare(b.oldest ?? '') || a.title.localeCompare(b.title, 'ru'));

  return frame(
    <>
      <p>{texts.lead(months)}</p>
      <p>
        <Link href="/admin/globals/site-selection">{texts.settings}</Link>
      </p>
      <AdminTable
        captionId="stale-sites-caption"
        caption={texts.caption(rows.length)}
        columns={(['site', 'municipality', 'oldest', 'outdated', 'status'] as const).map((column) => texts.columns[column])}
        testId="stale-sites"
      >
        {rows.length === 0 ? (
          <tr>
            <td colSpan={5} style={cell}>
              {texts.empty}
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.id} data-testid="stale-site-row" data-site={row.id}>
              <th scope="row" style={cell}>
                <Link href={`/admin/collections/production-sites/${row.id}`}>{row.title}</Link>
              </th>
              <td style={cell}>{row.municipality ? texts.municipality(row.municipality) : '—'}</td>
              <td style={cell}>{row.oldest ? dayFormat.format(new Date(`${row.oldest}T00:00:00Z`)) : texts.never}</td>
              <td style={cell}>{row.outdated.map((key) => texts.utility(key)).join(', ')}</td>
              <td style={cell}>{row.published ? texts.published : texts.draft}</td>
            </tr>
          ))
        )}
      </AdminTable>
      {found.docs.length > MAX_SITES ? <p>{texts.truncated(MAX_SITES)}</p> : null}
    </>,
  );
}
