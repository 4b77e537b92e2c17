import type { AbstractIntlMessages } from 'next-intl';
import type ru from '@/messages/ru.json';

/** A top-level namespace of the message files. */
export type Namespace = keyof typeof ru;

/**
 * What the browser gets of the message files (docs/decisions/024-cached-pages-and-api.md). Server components translate
 * on the server, so their texts (SEO, legal pages, mails, route names…) never travel in a page's inline payload. Client
 * components do translate in the browser; the namespaces they use travel in two scopes:
 *
 * - the shell's, on every page (the layout's provider): what the header, footer, widgets, the accounts modals and the
 *   error and not-found views translate with;
 * - a feature's, only on the pages that show it: the server component that renders a client island with its own
 *   namespaces wraps it in `<WithMessages namespaces={[…]}>` (components/i18n/with-messages.tsx), which adds them to
 *   the shell's for that subtree.
 *
 * A test (client-messages.test.ts) follows the imports from every page and fails when a client component would
 * translate with a namespace no enclosing scope sends, or when a scope sends one nothing below it uses.
 */
export const SHELL_NAMESPACES = ['account', 'appeals', 'auth', 'common', 'errors', 'feedback', 'inaccuracyReportApi', 'layout', 'modal', 'viMode'] as const satisfies readonly Namespace[];

/** The given namespaces of `messages` (the ones that exist). */
export function pickMessages(messages: AbstractIntlMessages, namespaces: readonly Namespace[]): AbstractIntlMessages {
  return Object.fromEntries(namespaces.filter((name) => name in messages).map((name) => [name, messages[name]!]));
}
