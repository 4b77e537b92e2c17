import { getTranslations } from 'next-intl/server';
import { getFormat } from '@/i18n/get-format';
import { EXTERNAL_LINK } from '@/components/layout/contacts';
import type { ListResult } from '@/lib/api/envelope';
import { serverGet } from '@/lib/api/server';
import { OPEN_DATA_LICENCE, type OpenDataEntry } from '@/lib/open-data';
import './open-data.css';

const CONVENTIONS = ['ids', 'language', 'csv', 'geojson', 'freshness'] as const;

/**
 * /open-data: what each file of the open data holds, its format, number of records and update date, a download link
 * in the page's language, the licence (CC BY 4.0) and how the files are laid out. The catalogue is GET /open-data,
 * cached under the tags of the collections the files are made of, so a publish shows a new date here at once.
 */
export async function OpenDataPage({ locale }: { locale: string }) {
  const [catalogue, t, meta, format] = await Promise.all([
    serverGet<ListResult<OpenDataEntry>>('/open-data', { locale, tags: ['production-site', 'setting', 'invest-project', 'support-measures'] }),
    getTranslations('openData'),
    getTranslations('meta'),
    getFormat(),
  ]);
  const day = (date: string) => format.date(date);
  return (
    <div className="open-data" data-testid="open-data">
      <p className="page-lead">{t('lead')}</p>
      <p className="open-data__licence" data-testid="open-data-licence">
        {t.rich('licence', {
          source: meta('siteName'),
          name: t('licenceLink'),
          link: (chunks) => (
            <a href={OPEN_DATA_LICENCE.url} {...EXTERNAL_LINK}>
              {chunks}
              <span className="visually-hidden"> ({t('newTab')})</span>
            </a>
          ),
        })}
      </p>
      <ul className="open-data__list">
        {catalogue.items.map((entry) => (
          <li key={entry.key} className="open-data__item" data-testid={`open-data-${entry.key}`}>
            <section aria-labelledby={`open-data-${entry.key}-title`}>
              <h2 id={`open-data-${entry.key}-title`} className="open-data__title">
                {t(`datasets.${entry.key}.title`)}
              </h2>
              <p>{t(`datasets.${entry.key}.description`)}</p>
              <dl className="open-data__facts">
                <div>
                  <dt>{t('format')}</dt>
                  <dd>{entry.format}</dd>
                </div>
                <div>
                  <dt>{t('records')}</dt>
                  <dd>{format.number(entry.count)}</dd>
                </div>
                <div>
                  <dt>{t('updated')}</dt>
                  <dd>{entry.updatedAt ? <time dateTime={entry.updatedAt}>{day(entry.updatedAt)}</time> : t('notUpdated')}</dd>
                </div>
              </dl>
              <p>
                <a className="button button--secondary" href={`${entry.path}?lang=${locale}`} download={entry.file}>
                  {t('download', { file: entry.file })}
                </a>
              </p>
            </section>
          </li>
        ))}
      </ul>
      <section aria-labelledby="open-data-conventions-title">
        <h2 id="open-data-conventions-title">{t('conventionsTitle')}</h2>
        <ul className="open-data__conventions">
          {CONVENTIONS.map((key) => (
            <li key={key}>{t(`conventions.${key}`)}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
