import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale, PageFrame, routeCrumbs } from '@/components/page/route-page';
import { readUnsubscribeTexts } from '@/features/saved-searches/api/read-unsubscribe-texts';
import { UnsubscribeView } from '@/features/saved-searches/components/unsubscribe-view';

type Params = { params: Promise<{ locale: string; token: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'savedSearches.unsubscribe' });
  return { title: t('title'), robots: { index: false } };
}

/** The link at the foot of every saved-search alert (/saved-search/unsubscribe/{token}): stops that search's alerts. */
export default async function Page({ params }: Params) {
  const { locale: segment, token } = await params;
  const locale = pageLocale(segment);
  setRequestLocale(locale);
  const [t, texts] = await Promise.all([getTranslations('savedSearches.unsubscribe'), readUnsubscribeTexts(locale)]);
  return (
    <PageFrame crumbs={await routeCrumbs('home', t('title'))} title={t('title')}>
      <UnsubscribeView token={token} texts={texts} />
    </PageFrame>
  );
}
