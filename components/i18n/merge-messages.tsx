'use client';

import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DISPLAY_TIME_ZONE } from '@/i18n/formats';
import type { Locale } from '@/i18n/routing';

/** The messages of the enclosing scope, if any (next-intl's own context is not exported, and it does not merge). */
const EnclosingMessages = createContext<AbstractIntlMessages | null>(null);

/**
 * next-intl's client provider for a subtree, in the page's language, with `messages` added to the enclosing scope's
 * (a scope inside another keeps the outer one's namespaces).
 */
export function MergeMessages({ locale, messages, children }: { locale: Locale; messages: AbstractIntlMessages; children: ReactNode }) {
  const outer = useContext(EnclosingMessages);
  const merged = useMemo(() => (outer ? { ...outer, ...messages } : messages), [outer, messages]);
  return (
    <EnclosingMessages.Provider value={merged}>
      <NextIntlClientProvider locale={locale} timeZone={DISPLAY_TIME_ZONE} messages={merged}>
        {children}
      </NextIntlClientProvider>
    </EnclosingMessages.Provider>
  );
}
