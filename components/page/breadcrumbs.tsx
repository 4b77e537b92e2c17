import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';

/** `lang`: the label's own language when it is not the page's (an item's title that fell back to Russian). */
export type Crumb = { label: string; href?: string; lang?: string };

/** Breadcrumbs: a labelled nav with an ordered list; the last item is the current page. */
export async function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = await getTranslations('common');
  return (
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
  );
}
