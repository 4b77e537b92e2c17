import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { useAuthStore } from '../stores/auth-store';
import { AuthNotice } from './auth-notice';

afterEach(() => {
  act(() => useAuthStore.getState().notify(null));
  vi.useRealTimers();
});

function renderNotice(text: string) {
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <AuthNotice />
    </NextIntlClientProvider>,
  );
  act(() => useAuthStore.getState().notify(text));
  return screen.getByTestId('auth-notice');
}

describe('AuthNotice', () => {
  it('keeps an e-mail address from breaking just after its hyphens, its text unchanged', () => {
    const email = 'ivan-petrov@krasnoyarsk-invest.example.org';
    const notice = renderNotice(`A password recovery link has been sent to ${email}. It is valid for 1 hour.`);
    expect(notice).toHaveTextContent(`A password recovery link has been sent to ${email}. It is valid for 1 hour.`);
    const address = notice.querySelector('.auth-notice__email')!;
    expect(address).toHaveTextContent(email, { normalizeWhitespace: false });
    // Every hyphen sits inside a no-wrap piece with the characters around it.
    const pieces = [...address.querySelectorAll('.auth-notice__nobreak')].map((span) => span.textContent);
    expect(pieces).toEqual(['n-p', 'k-i']);
  });

  it('leaves a notice without an address as it is', () => {
    const notice = renderNotice('Your password has been changed.');
    expect(notice).toHaveTextContent('Your password has been changed.');
    expect(notice.querySelector('.auth-notice__email')).toBeNull();
  });

  it('goes away by itself after 10 seconds, not before', () => {
    vi.useFakeTimers();
    const notice = renderNotice('Your password has been changed.');
    act(() => vi.advanceTimersByTime(9_999));
    expect(notice).toHaveTextContent('Your password has been changed.');
    expect(notice).toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    expect(notice).toBeEmptyDOMElement();
    expect(notice).not.toBeVisible();
    expect(useAuthStore.getState().notice).toBeNull();
  });
});
