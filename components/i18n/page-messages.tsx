import { getLocale, getMessages } from 'next-intl/server';
import { pickMessages, PAGE_MESSAGES_ID, type Namespace } from '@/i18n/client-messages';

/**
 * The namespaces of the islands every page mounts but loads only on first use (the accounts modals, the session's
 * notice, the inaccuracy report), as JSON in the page's HTML: the lazily loaded chunk puts next-intl's client provider
 * around itself with them (with-page-messages.tsx), so neither next-intl's client nor these messages are part of a
 * page's first-load JavaScript.
 */
export async function PageMessages({ namespaces }: { namespaces: readonly Namespace[] }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  // `<` escaped: the text of a <script> ends at the first `</script`.
  const json = JSON.stringify({ locale, messages: pickMessages(messages, namespaces) }).replace(/</g, '\\u003c');
  return <script type="application/json" id={PAGE_MESSAGES_ID} dangerouslySetInnerHTML={{ __html: json }} />;
}
