import { getTranslations } from 'next-intl/server';
import { Card, CardList } from '@/components/content/card-list';
import { readSetting } from '@/components/content/page-setting';
import type { ListResult } from '@/lib/api/envelope';
import { serverGet } from '@/lib/api/server';
import { ROUTES } from '@/lib/routes';
import { SUPPORT_PAGES } from '@/lib/support-measures';

/** The six support pages as cards: the page's subtitle (GET /setting/{n}) and, for a group's page, how many measures it has. */
export async function SupportPages({ locale }: { locale: string }) {
  const t = await getTranslations('support');
  const tr = await getTranslations('routes');
  const details = await Promise.all(
    SUPPORT_PAGES.map(async (page) => ({
      setting: page.setting === null ? null : await readSetting(page.setting, locale),
      count: page.group
        ? (await serverGet<ListResult<unknown>>(`/support-measures/${page.group}`, { locale, tags: ['support-measures'] })).totalCount
        : null,
    })),
  );
  return (
    <CardList empty="" count={SUPPORT_PAGES.length} testId="support-pages">
      {SUPPORT_PAGES.map((page, index) => {
        const { setting, count } = details[index]!;
        return (
          <Card
            key={page.route}
            href={ROUTES[page.route].path}
            title={tr(page.route)}
            text={setting?.subtitle ?? t(`pages.${page.route}`)}
            kicker={count === null ? undefined : t('count', { count })}
          />
        );
      })}
    </CardList>
  );
}
