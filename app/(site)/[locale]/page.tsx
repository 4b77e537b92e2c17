import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { LocaleParams } from '@/components/page/route-page';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'meta' });
  return { title: { absolute: t('siteName') } };
}

/** The home page: the portal's name and what it offers (the content issue adds the blocks). */
export default async function HomePage({ params }: LocaleParams) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('meta');
  return (
    <div className="page container home">
      <h1 className="page__title">{t('siteName')}</h1>
      <p className="home__lead">{t('description')}</p>
    </div>
  );
}
