'use client';

import { NextIntlClientProvider, useLocale, useMessages, useTimeZone, type AbstractIntlMessages } from 'next-intl';
import { useMemo, type ReactNode } from 'react';

/** A provider for a subtree with the enclosing provider's messages and `messages` added (next-intl does not merge). */
export function MergeMessages({ messages, children }: { messages: AbstractIntlMessages; children: ReactNode }) {
  const outer = useMessages();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const merged = useMemo(() => ({ ...outer, ...messages }), [outer, messages]);
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
