import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { PAGE_MESSAGES_ATTRIBUTE } from '@/i18n/client-messages';
import { setCookieSessionGetter, setTokenGetter } from '@/lib/api/browser';
import { API_BASE_META } from '@/lib/api/config';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { TEST_API_BASE } from '@/testing/msw/handlers';

/**
 * Component tests of the cabinet's features: the browser API client pointed at MSW's host, a session token
 * (or none for a guest), <dialog>'s modal methods that jsdom lacks, and the providers a feature needs.
 */
export function setupFeatureDom() {
  if (!document.querySelector(`meta[name="${API_BASE_META}"]`)) {
    const meta = document.createElement('meta');
    meta.name = API_BASE_META;
    meta.content = TEST_API_BASE;
    document.head.append(meta);
  }
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
}

export function setTestSession(token: string | null) {
  setTokenGetter(() => token);
  setCookieSessionGetter(() => false);
}

/** The page messages (components/i18n/page-messages.tsx) in `locale`: the whole catalogue, for the islands a test loads lazily. */
function writePageMessages(locale: 'en' | 'ru') {
  document.querySelectorAll(`script[${PAGE_MESSAGES_ATTRIBUTE}]`).forEach((script) => script.remove());
  const script = document.createElement('script');
  script.type = 'application/json';
  script.setAttribute(PAGE_MESSAGES_ATTRIBUTE, '');
  script.textContent = JSON.stringify({ locale, messages: locale === 'en' ? en : ru });
  document.body.append(script);
}

export function renderWithProviders(children: ReactNode, { locale = 'en' }: { locale?: 'en' | 'ru' } = {}) {
  document.documentElement.lang = locale;
  writePageMessages(locale);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : ru} timeZone="Asia/Krasnoyarsk">
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </NextIntlClientProvider>,
  );
  return { ...result, client };
}
