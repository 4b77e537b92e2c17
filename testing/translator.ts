import { createTranslator, type Messages } from 'next-intl';
import type { Translate } from '@/i18n/get-texts';
import type { Locale } from '@/i18n/routing';

/**
 * A translator of one namespace over a message catalogue, as the server's `getTranslator` gives a page: what a test
 * passes to an island's texts builder, so the island is tested with the texts its page would give it.
 */
export function translatorOf(messages: Messages, locale: Locale, namespace: keyof Messages): Translate {
  const t = createTranslator({ locale, messages, namespace });
  return (key, values) => t(key as never, values as never);
}
