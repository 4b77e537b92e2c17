import { getTranslations } from 'next-intl/server';
import { PageMessages } from '@/components/i18n/page-messages';
import { routePath, type RouteKey } from '@/lib/routes';
import { SaveToFavourites } from './save-to-favourites';

type Picture = { url?: string | null; sizes?: Record<string, { url?: string | null } | undefined> } | null | undefined;
type DetailItem = { id?: number | string; slug?: string | null; title?: string | null; name?: string | null; image?: Picture };

/**
 * The save control of a content detail page: the page's address without the locale (its slug, or the id the
 * visitor came by), its title and the picture's thumbnail. Renders on the server; the control is a client island with its texts, and the page carries
 * the messages its status and dialog translate with when they load.
 */
export async function SaveDetailToFavourites({ parent, item, id }: { parent: RouteKey; item: DetailItem; id: string }) {
  const t = await getTranslations('favourites');
  const key = item.slug || (item.id !== undefined ? String(item.id) : id);
  const picture = item.image?.sizes?.thumbnail?.url ?? item.image?.url ?? null;
  return (
    <>
      <SaveToFavourites
        page_url={`${routePath(parent)}/${encodeURIComponent(key)}`}
        page_title={item.title ?? item.name ?? ''}
        page_image={picture}
        texts={{ saveButton: t('saveButton'), loginTitle: t('login.title'), loginLead: t('login.lead') }}
      />
      <PageMessages namespaces={['favourites']} />
    </>
  );
}
