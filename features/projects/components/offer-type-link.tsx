import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import { serverGetOrNull } from '@/lib/api/server';
import { routePath } from '@/lib/routes';
import type { OfferType } from '../types';

/**
 * The next step from an offer: every offer of its type (the list filtered by `?type=`), named as GET
 * /invest-project-type/{id} names the type now (tags `invest-project-type`, `invest-project-type:<id>`).
 */
export async function OfferTypeLink({ typeId, locale }: { typeId: number; locale: string }) {
  const type = await serverGetOrNull<OfferType>(`/invest-project-type/${typeId}`, {
    locale,
    tags: ['invest-project-type', `invest-project-type:${typeId}`],
  });
  if (!type) return null;
  const t = await getTranslations('projects');
  return (
    <p className="offer-type-link">
      <Link href={{ pathname: routePath('projectsInvest'), query: { type: type.slug } }} data-testid="offer-type-link">
        {t('sameType', { type: type.name })}
      </Link>
    </p>
  );
}
