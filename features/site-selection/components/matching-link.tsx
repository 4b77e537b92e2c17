import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import { routePath } from '@/lib/routes';
import './site-selection.css';

/** The way to the site matching from where sites are shown (the sites list and hub, the investment map). */
export async function MatchingLink() {
  const t = await getTranslations('siteSelection.entry');
  return (
    <p className="matching-link" data-testid="site-matching-link">
      {t('lead')}{' '}
      <Link href={routePath('siteMatching')} className="matching-link__link">
        {t('link')}
      </Link>
    </p>
  );
}
