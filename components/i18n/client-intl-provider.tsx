import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages, SHELL_NAMESPACES } from '@/i18n/client-messages';

/** next-intl's client provider with the shell's namespaces (i18n/client-messages.ts); features add theirs with WithMessages. */
export async function ClientIntlProvider({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={pickMessages(messages, SHELL_NAMESPACES)}>{children}</NextIntlClientProvider>;
}
