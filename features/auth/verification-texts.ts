import type { Translate } from '@/i18n/get-texts';
import { localePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/routing';
import { routePath } from '@/lib/routes';

/**
 * The texts and addresses of the pages a mailed account link opens, translated before they reach the browser so these
 * pages load no next-intl client: the confirmation link (/verification/{token}), the page it goes on to
 * (/verification/verify) and the new address's link (/verification/email-change/{token}). A value only the browser knows
 * is a template (`{email}`) with ICU's quoting resolved here.
 */
export type VerifiedTexts = { verified: string; pending: string; toProfile: string; login: string; profileHref: string };
export type VerifyEmailTexts = { checking: string; failed: string; toProfile: string; profileHref: string; verifiedHref: string };
export type EmailChangeTexts = { checking: string; done: string; failed: string; taken: string; toProfile: string; profileHref: string };

/** /verification/verify's texts from a translator of the `auth` namespace. */
export function verifiedTextsFrom(t: Translate, locale: Locale): VerifiedTexts {
  return {
    verified: t('verify.verified'),
    pending: t('verify.pending'),
    toProfile: t('verify.toProfile'),
    login: t('verify.login'),
    profileHref: localePath(routePath('profile'), locale),
  };
}

/** /verification/{token}'s texts from a translator of the `auth` namespace (the form for a new link translates itself). */
export function verifyEmailTextsFrom(t: Translate, locale: Locale): VerifyEmailTexts {
  return {
    checking: t('verify.checking'),
    failed: t('verify.failed'),
    toProfile: t('verify.toProfile'),
    profileHref: localePath(routePath('profile'), locale),
    verifiedHref: localePath(routePath('verificationVerified'), locale),
  };
}

/** /verification/email-change/{token}'s texts from a translator of the `account` namespace. */
export function emailChangeTextsFrom(t: Translate, locale: Locale): EmailChangeTexts {
  return {
    checking: t('emailChange.checking'),
    done: t('emailChange.done', { email: '{email}' }),
    failed: t('emailChange.failed'),
    taken: t('emailChange.taken'),
    toProfile: t('emailChange.toProfile'),
    profileHref: localePath(routePath('profile'), locale),
  };
}
