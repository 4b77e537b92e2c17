import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { clientMessages } from '@/i18n/client-messages';

/** next-intl's client provider with only the namespaces client components use (i18n/client-messages.ts). */
export async function ClientIntlProvider({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={clientMessages(messages)}>{children}</NextIntlClientProvider>;
}
