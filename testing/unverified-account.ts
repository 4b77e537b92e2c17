import { findByTestId, findByText, getByRole } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { expect } from 'vitest';
import { apiUrl, ok } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { portalUser } from '@/testing/portal-user';

export const UNVERIFIED_EMAIL = 'new.investor@example.org';

/** GET /user/info answers an account whose e-mail is not confirmed; the resend calls are collected (their bearer). */
export function serveUnverifiedAccount(): string[] {
  const resent: string[] = [];
  server.use(
    http.get(apiUrl('/user/info'), () => ok(portalUser({ email: UNVERIFIED_EMAIL, status: 'unverified', verified: false }))),
    http.post(apiUrl('/auth/verify/resend'), ({ request }) => {
      resent.push(request.headers.get('Authorization') ?? '');
      return ok({ sent: true });
    }),
  );
  return resent;
}

/** The notice (in English) is shown inside `container`, and its button mails a new link with the session's token. */
export async function expectResendNotice(container: HTMLElement, resent: string[], token: string) {
  const notice = await findByTestId(container, 'unverified-notice');
  expect(notice).toHaveTextContent(`We have sent a confirmation link to ${UNVERIFIED_EMAIL}.`);
  await userEvent.click(getByRole(notice, 'button', { name: 'Send the message again' }));
  expect(await findByText(notice, `A new message has been sent to ${UNVERIFIED_EMAIL}.`)).toBeInTheDocument();
  expect(resent).toEqual([`Bearer ${token}`]);
}
