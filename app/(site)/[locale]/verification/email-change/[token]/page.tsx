import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale, PageFrame, routeCrumbs } from '@/components/page/route-page';
import { readEmailChangeTexts } from '@/features/auth/api/read-verification-texts';
import { EmailChangeView } from '@/features/auth/components/email-change-view';

type Params = { params: Promise<{ locale: string; token: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'account.emailChange' });
  return { title: t('title'), robots: { index: false } };
}

/** The link mailed to a new address (/verification/email-change/{token}): confirms the e-mail change. */
export default async function Page({ params }: Params) {
  const { locale: segment, token } = await params;
  const locale = pageLocale(segment);
  setRequestLocale(locale);
  const [t, texts] = await Promise.all([getTranslations('account.emailChange'), readEmailChangeTexts(locale)]);
  return (
    <PageFrame crumbs={await routeCrumbs('verification', t('title'))} title={t('title')}>
      <EmailChangeView token={token} texts={texts} />
    </PageFrame>
  );
}
