import { getLocale, getTranslations } from 'next-intl/server';
import { localePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/routing';
import { routePath } from '@/lib/routes';
import type { SaveSearchTexts } from './components/save-search';

/**
 * The «save search» control's texts and the cabinet's address, for a page that renders it (a server component passes
 * them down): the control itself then needs no next-intl client; its dialog translates with page messages.
 */
export async function saveSearchTexts(): Promise<SaveSearchTexts> {
  const [t, locale] = await Promise.all([getTranslations('savedSearches'), getLocale()]);
  return {
    button: t('save.button'),
    loginTitle: t('login.title'),
    loginLead: t('login.lead'),
    cabinetLink: t('save.cabinetLink'),
    cabinetHref: `${localePath(routePath('profile'), locale as Locale)}?tab=savedSearches`,
  };
}
