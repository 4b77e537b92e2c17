import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import { ROUTES } from '@/lib/routes';
import { PersonalAreaAction } from './personal-area-action';
import './blocks.css';
import { WithMessages } from '@/components/i18n/with-messages';

/** The "personal area" block of §2: why to submit a project through the investor's account (7 days instead of 30) and the way in. */
export async function PersonalArea() {
  const t = await getTranslations('blocks.personalArea');
  return (
    <section className="next-step next-step--personal-area" aria-labelledby="personal-area-title" data-testid="block-personal-area">
      <h2 id="personal-area-title" className="next-step__title">
        {t('title')}
      </h2>
      <p>{t('text')}</p>
      <div className="next-step__actions">
        <WithMessages namespaces={['blocks']}>
          <PersonalAreaAction />
        </WithMessages>
        <Link href={ROUTES.directLine.path} className="button button--secondary">
          {t('directLine')}
        </Link>
      </div>
    </section>
  );
}
