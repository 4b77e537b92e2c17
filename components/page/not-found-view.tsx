import { getLocale, getTranslations } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { ErrorView } from './error-view';

/** «Страница, которую вы ищете, не существует либо устарела» with a link home, in the request's locale. */
export async function NotFoundView() {
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
