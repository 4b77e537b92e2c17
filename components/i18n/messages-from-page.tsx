'use client';

import type { AbstractIntlMessages } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { PAGE_MESSAGES_ATTRIBUTE } from '@/i18n/client-messages';
import type { Locale } from '@/i18n/routing';
import { MergeMessages } from './merge-messages';

type PageMessagesData = { locale: Locale; messages: AbstractIntlMessages };

/** What every PageMessages of the page wrote into it (components/i18n/page-messages.tsx), merged. */
function readPageMessages(): PageMessagesData {
  const scripts = [...document.querySelectorAll(`script[${PAGE_MESSAGES_ATTRIBUTE}]`)];
  if (!scripts.length) throw new Error(`The page has no script[${PAGE_MESSAGES_ATTRIBUTE}]: render <PageMessages> in the site shell`);
  const parts = scripts.map((script) => JSON.parse(script.textContent || '{}') as PageMessagesData);
  return { locale: parts[0]!.locale, messages: Object.assign({}, ...parts.map((part) => part.messages)) as AbstractIntlMessages };
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
