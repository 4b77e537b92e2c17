import { getTranslations } from 'next-intl/server';
import { readSetting } from '@/components/content/page-setting';
import { Picture } from '@/components/content/picture';
import { Link } from '@/i18n/link';
import { routePath } from '@/lib/routes';
import './home.css';
import { langOf } from '@/lib/api/untranslated';

/**
 * The governor's address (GET /setting/31, to /obrashenie-gubernatora) beside the direct line
 * (/liniya-pryamih-obrasheniy) with the spec's response times: 30 days by the form, 7 through the personal account.
 */
export async function HomeAppeal({ locale }: { locale: string }) {
  const governor = await readSetting(31, locale);
  const t = await getTranslations('home');
  const routes = await getTranslations('routes');
  return (
    <div className="home-section">
      <div className="container home-appeal">
        <section className="home-appeal__governor" aria-labelledby="home-governor-title" data-testid="home-governor">
          <Picture image={governor?.image} size="card" className="home-appeal__portrait" />
          <div>
            <h2 id="home-governor-title" className="home-appeal__title" {...(governor?.title ? langOf(governor, 'title') : {})}>
              {governor?.title || routes('governorAddress')}
            </h2>
            {governor?.subtitle ? (
              <p className="home-appeal__text" {...langOf(governor, 'subtitle')}>
                {governor.subtitle}
              </p>
            ) : null}
            <Link className="button button--secondary" href={routePath('governorAddress')}>
              {t('governor.read')}
            </Link>
          </div>
        </section>
        <section className="home-appeal__line" aria-labelledby="home-direct-line-title" data-testid="home-direct-line">
          <h2 id="home-direct-line-title" className="home-appeal__title">
            {t('directLine.title')}
          </h2>
          <p className="home-appeal__text">{t('directLine.text')}</p>
          <ul className="home-appeal__terms">
            <li>{t('directLine.standard')}</li>
            <li>{t('directLine.cabinet')}</li>
          </ul>
          <Link className="button button--accent" href={routePath('directLine')}>
            {t('directLine.action')}
          </Link>
        </section>
      </div>
    </div>
  );
}
