import type { Translate } from '@/i18n/get-texts';
import { localePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/routing';
import type { ErrorTexts } from './error-texts';

/**
 * The error boundary's texts from translators of `common` and `errors`. «Ошибка {status}» is written through ICU with
 * its placeholder as the value, so the boundary gets a plain template to fill in (the catalogue is precompiled: a raw
 * message is ICU's parsed form, not its text).
 */
export function errorTextsFrom(common: Translate, errors: Translate, locale: Locale): ErrorTexts {
  return {
    homeHref: localePath('/', locale),
    home: common('home'),
    breadcrumbs: common('breadcrumbs'),
    crumb: errors('crumb'),
    serverTitle: errors('serverTitle'),
    server: errors('server'),
    status: errors('status', { status: '{status}' }),
    retry: errors('retry'),
  };
}
