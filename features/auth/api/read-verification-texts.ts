import 'server-only';
import { getTranslator } from '@/i18n/get-texts';
import type { Locale } from '@/i18n/routing';
import { emailChangeTextsFrom, verifiedTextsFrom, verifyEmailTextsFrom, type EmailChangeTexts, type VerifiedTexts, type VerifyEmailTexts } from '../verification-texts';

/** /verification/verify's texts in the page's language. */
export async function readVerifiedTexts(locale: Locale): Promise<VerifiedTexts> {
  return verifiedTextsFrom((await getTranslator(locale, 'auth')).t, locale);
}

/** /verification/{token}'s texts in the page's language. */
export async function readVerifyEmailTexts(locale: Locale): Promise<VerifyEmailTexts> {
  return verifyEmailTextsFrom((await getTranslator(locale, 'auth')).t, locale);
}

/** /verification/email-change/{token}'s texts in the page's language. */
export async function readEmailChangeTexts(locale: Locale): Promise<EmailChangeTexts> {
  return emailChangeTextsFrom((await getTranslator(locale, 'account')).t, locale);
}
