import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { setCookieSessionGetter, setTokenGetter } from '@/lib/api/browser';
import { API_BASE_META } from '@/lib/api/config';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { TEST_API_BASE } from '@/testing/msw/handlers';
import { writePageMessages } from '@/testing/page-messages';

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

export function renderWithProviders(children: ReactNode, { locale = 'en' }: { locale?: 'en' | 'ru' } = {}) {
  document.documentElement.lang = locale;
  // The whole catalogue as page messages, for the islands a test loads lazily.
  writePageMessages(locale, locale === 'en' ? en : ru);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : ru} timeZone="Asia/Krasnoyarsk">
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </NextIntlClientProvider>,
  );
  return { ...result, client };
}
