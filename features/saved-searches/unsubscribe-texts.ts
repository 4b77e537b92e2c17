import type { Translate } from '@/i18n/get-texts';
import { localePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/routing';
import { routePath } from '@/lib/routes';

/**
 * The unsubscribe page's texts, translated before they reach the browser so the page loads no next-intl client: the
 * search's name, known only once the browser has asked, fills the templates' `{name}` (ICU's quoting resolved here);
 * the cabinet's address opens its saved-searches tab.
 */
export type UnsubscribeTexts = {
  checking: string;
  lead: string;
  button: string;
  done: string;
  invalid: string;
  failed: string;
  toProfile: string;
  profileHref: string;
};

/** The texts from a translator of the `savedSearches` namespace. */
export function unsubscribeTextsFrom(t: Translate, locale: Locale): UnsubscribeTexts {
  const name = { name: '{name}' };
  return {
    checking: t('unsubscribe.checking'),
    lead: t('unsubscribe.lead', name),
    button: t('unsubscribe.button'),
    done: t('unsubscribe.done', name),
    invalid: t('unsubscribe.invalid'),
    failed: t('unsubscribe.failed'),
    toProfile: t('unsubscribe.toProfile'),
    profileHref: `${localePath(routePath('profile'), locale)}?tab=savedSearches`,
  };
}
