import { getLocale, getTranslations } from 'next-intl/server';
import { localePath } from '@/i18n/locale-path';
import { SearchIcon } from '@/components/layout/icons';
import { routePath } from '@/lib/routes';
import { QUERY_MAX, QUERY_MIN } from '@/lib/search/schema';

/**
 * The site search field of the header (and of the phone menu): a plain GET form to /search?q=, server-rendered HTML
 * that works without JavaScript and adds none to the page.
 */
export async function SiteSearchForm({ id, className }: { id: string; className: string }) {
  const [t, locale] = await Promise.all([getTranslations('layout.search'), getLocale()]);
  return (
    <form role="search" action={localePath(routePath('search'), locale)} method="get" className={`site-search ${className}`} data-testid={id}>
      <label htmlFor={`${id}-q`} className="visually-hidden">
        {t('label')}
      </label>
      <input
        id={`${id}-q`}
        className="site-search__input"
        type="search"
        name="q"
        placeholder={t('placeholder')}
        minLength={QUERY_MIN}
        maxLength={QUERY_MAX}
        required
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="header-button site-search__submit">
        <SearchIcon />
        <span className="visually-hidden">{t('submit')}</span>
      </button>
    </form>
  );
}
