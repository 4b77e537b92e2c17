import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import { routePath } from '@/lib/routes';

/** The portal's emblem and name, linking home. */
export async function Logo({ className = 'logo' }: { className?: string }) {
  const t = await getTranslations('layout.logo');
  return (
    <Link href={routePath('home')} className={className}>
      <Image src="/images/logo.svg" alt="" width={44} height={44} unoptimized priority />
      <span className="logo__text">
        <span className="logo__title">{t('title')}</span> <span className="logo__subtitle">{t('subtitle')}</span>
      </span>
    </Link>
  );
}
