import { getLocale, getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { Link } from '@/i18n/link';
import { defaultLocale, isLocale } from '@/i18n/routing';
import { publicOrigin } from '@/lib/seo/site-url';
import { breadcrumbList } from '@/lib/seo/structured-data';

/** `lang`: the label's own language when it is not the page's (an item's title that fell back to Russian). */
export type Crumb = { label: string; href?: string; lang?: string };

/**
 * Breadcrumbs: a labelled nav with an ordered list; the last item is the current page. Search engines read the same
 * trail as schema.org BreadcrumbList.
 */
export async function Breadcrumbs({ items }: { items: Crumb[] }) {
  const [t, locale] = await Promise.all([getTranslations('common'), getLocale()]);
  const steps = items.map((item, index) => ({ name: item.label, path: index === items.length - 1 ? undefined : item.href }));
  return (
    <>
      <JsonLd data={breadcrumbList(publicOrigin(), isLocale(locale) ? locale : defaultLocale, steps)} />
      <nav aria-label={t('breadcrumbs')} className="breadcrumbs">
        <ol>
          {items.map((item, index) => {
            const last = index === items.length - 1;
            return (
              <li key={`${index}-${item.label}`}>
                {item.href && !last ? (
                  <Link href={item.href}>{item.label}</Link>
                ) : (
                  <span aria-current={last ? 'page' : undefined} lang={item.lang}>
                    {item.label}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
    </>
  );
}
