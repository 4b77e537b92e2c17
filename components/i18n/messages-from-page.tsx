'use client';

import type { AbstractIntlMessages } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { PAGE_MESSAGES_ID } from '@/i18n/client-messages';
import type { Locale } from '@/i18n/routing';
import { MergeMessages } from './merge-messages';

type PageMessagesData = { locale: Locale; messages: AbstractIntlMessages };

/** What PageMessages wrote into the page (components/i18n/page-messages.tsx). */
function readPageMessages(): PageMessagesData {
  const text = document.getElementById(PAGE_MESSAGES_ID)?.textContent;
  if (!text) throw new Error(`The page has no #${PAGE_MESSAGES_ID}: render <PageMessages> in the site shell`);
  return JSON.parse(text) as PageMessagesData;
}

/** next-intl's client provider with the page's lazily loaded islands' messages; rendered in the browser only. */
export function MessagesFromPage({ children }: { children: ReactNode }) {
  const [data] = useState(readPageMessages);
  return (
    <MergeMessages locale={data.locale} messages={data.messages}>
      {children}
    </MergeMessages>
  );
}
