import { PageMessages } from '@/components/i18n/page-messages';
import type { SaveSearchTexts } from '@/features/saved-searches';
import { SubmitProjectModals } from '@/features/requests';
import { localePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/routing';
import { ApiError } from '@/lib/api/envelope';
import { routePath } from '@/lib/routes';
import { readCompareTexts } from '../api/read-compare-texts';
import { readSiteMatches, type SiteMatches } from '../api/read-site-matches';
import type { MatchAddress } from '../match-address';
import { SiteMatcher } from './site-matcher';

/**
 * The body of /investicionnie-ploshadki/podbor for an address the page searches by or shows the errors of: the
 * ranking read from GET /site-match on the server, the requirements form and the ranked sites (site-matcher.tsx),
 * and the submit-project form that «Подать проект на эту площадку» opens. The dialogs (favourites, a saved search,
 * the project) load on first use and translate with the messages the page writes for them.
 */
export async function MatchingPage({
  locale,
  address,
  saveSearchTexts,
}: {
  locale: Locale;
  address: Exclude<MatchAddress, { state: 'moved' }>;
  saveSearchTexts: SaveSearchTexts;
}) {
  const [compareTexts, results] = await Promise.all([
    readCompareTexts(locale),
    address.state === 'query' ? readMatches(locale, address.search) : null,
  ]);
  const outcome = address.state === 'query' ? { ...address, results } : address;
  return (
    <>
      <SiteMatcher path={localePath(routePath('siteMatching'), locale)} outcome={outcome} saveSearchTexts={saveSearchTexts} compareTexts={compareTexts} />
      <SubmitProjectModals />
      <PageMessages namespaces={['favourites', 'savedSearches', 'filePicker', 'requests', 'submissionsApi']} />
    </>
  );
}

/** The ranking, or `null` when the API could not give it (the page then says so and offers to try again). */
async function readMatches(locale: Locale, search: string): Promise<SiteMatches | null> {
  try {
    return await readSiteMatches(locale, search);
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}
