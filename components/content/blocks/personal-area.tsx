import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import { localePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/routing';
import { ROUTES } from '@/lib/routes';
import { PersonalAreaAction } from './personal-area-action';
import './blocks.css';

/** The way into the personal area (the cabinet, or the login modal for a guest), with its texts from the server. */
export async function PersonalAreaButton() {
  const t = await getTranslations('blocks.personalArea');
  const locale = (await getLocale()) as Locale;
  return <PersonalAreaAction texts={{ open: t('open'), login: t('login') }} profileHref={localePath(ROUTES.profile.path, locale)} />;
}

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
        <PersonalAreaButton />
        <Link href={ROUTES.directLine.path} className="button button--secondary">
          {t('directLine')}
        </Link>
      </div>
    </section>
  );
}
