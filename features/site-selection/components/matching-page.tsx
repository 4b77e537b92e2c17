import { WithMessages } from '@/components/i18n/with-messages';
import type { SaveSearchTexts } from '@/features/saved-searches';
import type { CompareTexts } from '../compare-texts';
import { SubmitProjectModals } from '@/features/requests';
import { SiteMatcher } from './site-matcher';

/**
 * The body of /investicionnie-ploshadki/podbor: the requirements form and the ranked sites (a client island reading
 * the URL), with the saved-searches feature's «Сохранить поиск» for the current query (rendered by the island) and the submit-project form
 * that «Подать проект на эту площадку» opens.
 */
export function MatchingPage({ saveSearchTexts, compareTexts }: { saveSearchTexts: SaveSearchTexts; compareTexts: CompareTexts }) {
  return (
    <WithMessages namespaces={['siteSelection', 'siteFacts', 'sitePassport', 'favourites', 'savedSearches', 'requests', 'filePicker', 'submissionsApi', 'account', 'appeals', 'auth', 'modal']}>
      <SiteMatcher submitProjectModals={<SubmitProjectModals />} saveSearchTexts={saveSearchTexts} compareTexts={compareTexts} />
    </WithMessages>
  );
}
