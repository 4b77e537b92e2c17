import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { AnchorHTMLAttributes } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '@/components/ui-store';
import { emptyPassport, passportProgress } from '@/lib/submissions/schemas/passport';
import type { Passport } from '@/lib/submissions/types';
import en from '@/messages/en.json';
import { apiUrl, ok } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { renderWithProviders, setTestSession, setupFeatureDom } from '@/testing/render-feature';
import { PassportView } from './passport-view';

vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...props }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string | { pathname: string } }) => (
    <a href={typeof href === 'string' ? href : href.pathname} {...props} />
  ),
}));

const stored: Passport = {
  requestId: 4,
  requestTitle: 'Лесопилка',
  requestStatus: 'pending',
  editable: true,
  data: emptyPassport(),
  files: [],
  progress: passportProgress(emptyPassport()),
  updatedAt: null,
};

/**
 * Browsers move the focus to the body when the focused element becomes disabled (the HTML "focus fixup"); jsdom
 * leaves it where it was. Emulated here, as the browser does it, after the change.
 */
function emulateFocusFixup() {
  const observer = new MutationObserver(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || !active.matches(':disabled')) return;
    // jsdom's blur() ignores an element that cannot take the focus: enabled for the moment of the blur.
    active.removeAttribute('disabled');
    active.blur();
    active.setAttribute('disabled', '');
  });
  observer.observe(document.body, { attributes: true, subtree: true, attributeFilter: ['disabled'] });
  return () => observer.disconnect();
}

beforeAll(setupFeatureDom);
beforeEach(emulateFocusFixup);
beforeEach(() => {
  setTestSession('token-1');
  useUiStore.setState({ modal: null, loggedIn: true });
});

describe('project passport: the focus around the «saved» modal', () => {
  it('returns to the save button when the modal closes (the button was disabled while saving, and the focus had fallen to the body)', async () => {
    // The answer waits until the test has seen the form saving.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(apiUrl('/request/4/passport'), () => ok(stored)),
      http.post(apiUrl('/request/4/passport'), async () => {
        await answered;
        return ok({ ...stored, updatedAt: '2026-11-23T12:00:00Z' });
      }),
    );
    renderWithProviders(<PassportView requestId={4} />);
    const save = await screen.findByRole('button', { name: en.passport.save });
    await userEvent.click(save);
    expect(await screen.findByRole('button', { name: en.passport.saving })).toBeDisabled();
    answer();
    const dialog = await screen.findByRole('dialog', { name: en.passport.success.title });
    await userEvent.click(screen.getByRole('button', { name: en.passport.success.close }));
    expect(dialog).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.passport.save })).toHaveFocus();
  });
});
