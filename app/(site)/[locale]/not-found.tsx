import { getLocale, getTranslations } from 'next-intl/server';
import { ErrorView } from '@/components/page/error-view';
import { routing } from '@/i18n/routing';

export default async function NotFound() {
  const locale = await getLocale();
  const t = await getTranslations('errors');
  const common = await getTranslations('common');
  const home = locale === routing.defaultLocale ? '/' : `/${locale}`;
  return (
    <ErrorView
      homeHref={home}
      homeLabel={common('home')}
      crumbLabel={t('crumb')}
      breadcrumbsLabel={common('breadcrumbs')}
      title={t('notFoundTitle')}
      message={t('notFound')}
    >
      <a className="button" href={home}>
        {common('toHome')}
      </a>
    </ErrorView>
  );
}
