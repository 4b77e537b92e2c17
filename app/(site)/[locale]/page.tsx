import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeMetadata, type LocaleParams } from '@/components/page/route-page';

export const generateMetadata = routeMetadata('home');

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
