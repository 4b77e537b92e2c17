import type { AbstractIntlMessages } from 'next-intl';
import { PAGE_MESSAGES_ATTRIBUTE } from '@/i18n/client-messages';

/**
 * Writes page messages (components/i18n/page-messages.tsx) into the document, replacing any a previous test wrote: what
 * the islands a test loads lazily translate with (withPageMessages).
 */
export function writePageMessages(locale: string, messages: AbstractIntlMessages) {
  removePageMessages();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.setAttribute(PAGE_MESSAGES_ATTRIBUTE, '');
  script.textContent = JSON.stringify({ locale, messages });
  document.body.append(script);
}

export function removePageMessages() {
  document.querySelectorAll(`script[${PAGE_MESSAGES_ATTRIBUTE}]`).forEach((script) => script.remove());
}
