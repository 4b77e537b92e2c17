import { getLocale, getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages, type Namespace } from '@/i18n/client-messages';
import { MergeMessages } from './merge-messages';

/**
 * Sends a feature's message namespaces to the browser for the client island it wraps, on the pages that show it only
 * (i18n/client-messages.ts), with next-intl's client provider around it: the island translates with these namespaces
 * and those of an enclosing WithMessages.
 */
export async function WithMessages({ namespaces, children }: { namespaces: readonly Namespace[]; children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  return (
    <MergeMessages locale={locale} messages={pickMessages(messages, namespaces)}>
      {children}
    </MergeMessages>
  );
}
