import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages, type Namespace } from '@/i18n/client-messages';
import { MergeMessages } from './merge-messages';

/**
 * Sends a feature's message namespaces to the browser for the client island it wraps, on the pages that show it only
 * (i18n/client-messages.ts): the shell's namespaces stay available inside.
 */
export async function WithMessages({ namespaces, children }: { namespaces: readonly Namespace[]; children: ReactNode }) {
  const messages = await getMessages();
  return <MergeMessages messages={pickMessages(messages, namespaces)}>{children}</MergeMessages>;
}
