import { getLocale, getMessages } from 'next-intl/server';
import { pickMessages, PAGE_MESSAGES_ATTRIBUTE, type Namespace } from '@/i18n/client-messages';

/**
 * The namespaces of islands that load only on first use, as JSON in the page's HTML: the site shell's for the islands
 * every page mounts (the accounts modals, the session's notice, the inaccuracy report), a page's own for its islands; the lazily loaded chunk puts next-intl's client provider
 * around itself with them (with-page-messages.tsx), so neither next-intl's client nor these messages are part of a
 * page's first-load JavaScript.
 */
export async function PageMessages({ namespaces }: { namespaces: readonly Namespace[] }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  // `<` escaped: the text of a <script> ends at the first `</script`.
  const json = JSON.stringify({ locale, messages: pickMessages(messages, namespaces) }).replace(/</g, '\\u003c');
  return <script type="application/json" {...{ [PAGE_MESSAGES_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: json }} />;
}
