import type { AbstractIntlMessages } from 'next-intl';
import type ru from '@/messages/ru.json';

/** A top-level namespace of the message files. */
export type Namespace = keyof typeof ru;

/**
 * What the browser gets of the message files (docs/decisions/024-cached-pages-and-api.md, 037). Server components
 * translate on the server, so their texts (SEO, legal pages, mails, route names…) never travel in a page's inline
 * payload, and no page loads next-intl's client runtime for its shell: the header's, footer's and widgets' islands get
 * their texts as props from the server components that render them, the error boundary from the layout
 * (components/page/error-texts.tsx). Client components that do translate in the browser get their namespaces in one of
 * two scopes, each bringing next-intl's client provider with it:
 *
 * - a feature's, only on the pages that show it: the server component that renders a client island with its own
 *   namespaces wraps it in `<WithMessages namespaces={[…]}>` (components/i18n/with-messages.tsx); a scope inside
 *   another keeps the outer one's namespaces;
 * - the lazily loaded islands the site shell mounts on every page (the accounts modals, the session's notice, the
 *   inaccuracy report): `<PageMessages namespaces={LAZY_ISLAND_NAMESPACES} />` writes their namespaces into the page as
 *   JSON, and each island's loader (`withPageMessages`) puts the provider around it when it loads. A page whose own
 *   island loads a feature's code on first use adds that feature's namespaces the same way, beside the island
 *   (`<PageMessages namespaces={['favourites']} />`).
 *
 * A test (client-messages.test.ts) follows the imports from every page and fails when a client component would
 * translate with a namespace no enclosing scope sends, when code that page messages serve is loaded without `import()`,
 * or when a scope sends one nothing below it uses.
 */
export const LAZY_ISLAND_NAMESPACES = ['account', 'appeals', 'auth', 'feedback', 'inaccuracyReportApi', 'modal'] as const satisfies readonly Namespace[];

/**
 * The attribute that marks each `<script type="application/json">` PageMessages writes, which the lazily loaded islands
 * read together: the site shell's (LAZY_ISLAND_NAMESPACES) and a page's own, beside an island that loads a feature's
 * translated code on first use (the «save to favourites» dialog and status of a detail page).
 */
export const PAGE_MESSAGES_ATTRIBUTE = 'data-page-messages';

/** The given namespaces of `messages` (the ones that exist). */
export function pickMessages(messages: AbstractIntlMessages, namespaces: readonly Namespace[]): AbstractIntlMessages {
  return Object.fromEntries(namespaces.filter((name) => name in messages).map((name) => [name, messages[name]!]));
}
