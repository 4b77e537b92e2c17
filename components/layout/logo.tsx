import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import { routePath } from '@/lib/routes';

/**
 * The portal's emblem and name, linking home. The emblem is a plain `<img>`: an SVG needs none of next/image's
 * resizing, and next/image is a client component that every page would download for it.
 */
export async function Logo({ className = 'logo' }: { className?: string }) {
  const t = await getTranslations('layout.logo');
  return (
    <Link href={routePath('home')} className={className}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a fixed-size SVG, see above */}
      <img src="/images/logo.svg" alt="" width={44} height={44} fetchPriority="high" />
      <span className="logo__text">
        <span className="logo__title">{t('title')}</span> <span className="logo__subtitle">{t('subtitle')}</span>
      </span>
    </Link>
  );
}
