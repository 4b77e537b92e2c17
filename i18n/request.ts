import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { DISPLAY_TIME_ZONE } from './formats';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    // What next-intl itself still formats (ICU arguments in messages) is in the region's time, as i18n/formats.ts does.
    timeZone: DISPLAY_TIME_ZONE,
    messages: (await import(`../messages/${locale}.json`)).default,
  };
});
