import { WithMessages } from '@/components/i18n/with-messages';
import { SiteComparison } from './site-comparison';

/** The body of /investicionnie-ploshadki/sravnenie: the chosen sites side by side (a client island reading `?ids=`). */
export function ComparisonPage() {
  return (
    <WithMessages namespaces={['siteSelection', 'siteFacts', 'sitePassport']}>
      <SiteComparison />
    </WithMessages>
  );
}
