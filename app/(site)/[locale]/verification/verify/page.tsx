import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageFrame, pageLocale, routeCrumbs, routeMetadata, type LocaleParams } from '@/components/page/route-page';
import { readVerifiedTexts } from '@/features/auth/api/read-verification-texts';
import { VerifiedView } from '@/features/auth/components/verified-view';

/*
 * The title is the neutral «E-mail verification», not «Account verified»: the page can be opened without a link (or
 * after a bad one), and only its body, once it knows, says the account is verified (features/auth/components/verified-view.tsx).
 */
export const generateMetadata = routeMetadata('verification');

/** Where the mailed confirmation link goes on to once it is accepted (spec §2, §8). */
export default async function Page({ params }: LocaleParams) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  const [t, texts] = await Promise.all([getTranslations('routes'), readVerifiedTexts(locale)]);
  return (
    <PageFrame crumbs={await routeCrumbs('verification')} title={t('verification')}>
      <VerifiedView texts={texts} />
    </PageFrame>
  );
}
