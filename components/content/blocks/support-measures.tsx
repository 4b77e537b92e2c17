import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import type { ListResult } from '@/lib/api/envelope';
import { serverGet } from '@/lib/api/server';
import { langOf } from '@/lib/api/untranslated';
import { ROUTES } from '@/lib/routes';
import { groupPage, SUPPORT_GROUPS, type SupportGroup } from '@/lib/support-measures';
import './blocks.css';

type MeasureTitle = { id: number; title: string };

/** The "support measures" block of §2: the three groups of GET /support-measures, how many measures each has and the first of them. */
export async function SupportMeasuresBlock({ locale, exclude }: { locale: string; exclude?: SupportGroup }) {
  const t = await getTranslations('blocks.supportMeasures');
  const tr = await getTranslations('routes');
  const groups = SUPPORT_GROUPS.filter((group) => group !== exclude);
  const lists = await Promise.all(
    groups.map((group) =>
      serverGet<ListResult<MeasureTitle>>(`/support-measures/${group}`, { locale, tags: ['support-measures'] }),
    ),
  );
  return (
    <section className="next-step next-step--support" aria-labelledby="support-block-title" data-testid="block-support-measures">
      <h2 id="support-block-title" className="next-step__title">
        {t('title')}
      </h2>
      <ul className="support-block__list">
        {groups.map((group, index) => {
          const { route } = groupPage(group);
          const { items, totalCount } = lists[index]!;
          return (
            <li key={group} className="support-block__item">
              <Link href={ROUTES[route].path} className="support-block__link">
                {tr(route)}
              </Link>
              <span className="support-block__count">{t('count', { count: totalCount })}</span>
              {items.length ? (
                <ul className="support-block__examples">
                  {items.slice(0, 2).map((item) => (
                    <li key={item.id} {...langOf(item, 'title')}>
                      {item.title}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
      <Link href={ROUTES.calculator.path} className="button button--secondary">
        {t('calculator')}
      </Link>
    </section>
  );
}
