import { routePath, type RouteKey } from '@/lib/routes';
import { SaveToFavourites } from './save-to-favourites';
import { WithMessages } from '@/components/i18n/with-messages';

type Picture = { url?: string | null; sizes?: Record<string, { url?: string | null } | undefined> } | null | undefined;
type DetailItem = { id?: number | string; slug?: string | null; title?: string | null; name?: string | null; image?: Picture };

/**
 * The save control of a content detail page: the page's address without the locale (its slug, or the id the
 * visitor came by), its title and the picture's thumbnail. Renders on the server; the control is a client island.
 */
export function SaveDetailToFavourites({ parent, item, id }: { parent: RouteKey; item: DetailItem; id: string }) {
  const key = item.slug || (item.id !== undefined ? String(item.id) : id);
  const picture = item.image?.sizes?.thumbnail?.url ?? item.image?.url ?? null;
  return (
    <WithMessages namespaces={['favourites', 'auth', 'modal']}>
      <SaveToFavourites
        page_url={`${routePath(parent)}/${encodeURIComponent(key)}`}
        page_title={item.title ?? item.name ?? ''}
        page_image={picture}
      />
    </WithMessages>
  );
}
