import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { AnchorHTMLAttributes } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '@/components/ui-store';
import type { Appeal } from '@/lib/submissions/types';
import { apiUrl, fail, ok } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { renderWithProviders, setTestSession, setupFeatureDom } from '@/testing/render-feature';
import { expectResendNotice, serveUnverifiedAccount } from '@/testing/unverified-account';
import { AppealForm } from './appeal-form';
import { AppealsTab } from './appeals-tab';

vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...props }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string | { pathname: string } }) => (
    <a href={typeof href === 'string' ? href : href.pathname} {...props} />
  ),
}));

const appeal = (id: number, overrides: Partial<Appeal> = {}): Appeal => ({
  id,
  reference: `ОБ-2026-${String(id).padStart(6, '0')}`,
  dueDate: '2026-11-27',
  assignee: null,
  message: `Question ${id}`,
  status: 'new',
  createdAt: '2026-11-20T10:00:00.000Z',
  files: [],
  answer: null,
  answeredAt: null,
  history: [],
  ...overrides,
});

beforeAll(setupFeatureDom);
beforeEach(() => {
  setTestSession('token-1');
  useUiStore.setState({ modal: null, loggedIn: true });
});

describe('Appeals tab', () => {
  it('lists the appeals with their status and the staff’s answer', async () => {
    server.use(
      http.get(apiUrl('/message/list'), () =>
        ok({
          items: [
            appeal(3, { status: 'clarification' }),
            appeal(2, { status: 'answered', answer: 'We will call you.', answeredAt: '2026-11-22T10:00:00.000Z' }),
            appeal(1),
          ],
          totalCount: 3,
        }),
      ),
      // The waiting appeal's conversation is open at once.
      http.get(apiUrl('/message/3/thread'), () => ok({ items: [] })),
    );
    renderWithProviders(<AppealsTab />);
    const answered = await screen.findByTestId('appeal-2');
    expect(within(answered).getByTestId('status-badge')).toHaveTextContent('Answered');
    expect(within(answered).getByTestId('appeal-answer')).toHaveTextContent('We will call you.');
    expect(within(screen.getByTestId('appeal-1')).getByText('No answer yet: we answer within 7 days.')).toBeInTheDocument();
    // Named by its reference; while the agency waits for a clarification, «no answer yet» would contradict its notice.
    expect(within(answered).getByRole('heading', { name: /^Appeal No\. ОБ-2026-000002 of / })).toBeInTheDocument();
    const waiting = screen.getByTestId('appeal-3');
    expect(within(waiting).getByTestId('clarification-notice')).toBeInTheDocument();
    expect(within(waiting).queryByText('No answer yet: we answer within 7 days.')).toBeNull();
  });

  it('asks for the text and the agreement (spec §8 texts), sends text, agreement and a file, then the success modal', async () => {
    const sent: Record<string, string> = {};
    let lists = 0;
    server.use(
      http.get(apiUrl('/message/list'), () => {
        lists += 1;
        return ok({ items: lists > 1 ? [appeal(9)] : [], totalCount: lists > 1 ? 1 : 0 });
      }),
      http.post(apiUrl('/message/send'), async ({ request }) => {
        for (const [key, value] of (await request.formData()).entries()) sent[key] = typeof value === 'string' ? value : 'FILE';
        return ok(appeal(9));
      }),
    );
    renderWithProviders(<AppealsTab />);
    await screen.findByText('You have no appeals yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Send the appeal' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('Text of the appeal: Fill in all the fields');
    expect(summary).toHaveTextContent('Agreement: We need to accept the agreement!');

    await userEvent.type(screen.getByLabelText(/Text of the appeal/), 'Когда будет ответ?');
    await userEvent.upload(screen.getByLabelText('Files'), new File([new Uint8Array(8)], 'scan.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept the user agreement/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send the appeal' }));

    const success = await screen.findByRole('dialog', { name: 'Appeal sent' });
    expect(success).toHaveTextContent('Your request has been sent successfully');
    expect(within(success).getByRole('status')).toHaveTextContent('Reference: ОБ-2026-000009. You will receive an answer by 27 November 2026 at the latest.');
    expect(sent).toEqual({ message: 'Когда будет ответ?', agreement: 'true', 'file[0]': expect.any(String) });
    expect(await screen.findByTestId('appeal-9')).toBeInTheDocument();
    expect(screen.getByLabelText(/Text of the appeal/)).toHaveValue('');
  });

  it('shows the §8 failure text when sending fails', async () => {
    server.use(
      http.get(apiUrl('/message/list'), () => ok({ items: [], totalCount: 0 })),
      http.post(apiUrl('/message/send'), () => fail(500, { message: 'down' })),
    );
    renderWithProviders(<AppealsTab />, { locale: 'ru' });
    await userEvent.type(await screen.findByLabelText(/Текст обращения/), 'Вопрос');
    await userEvent.click(screen.getByRole('checkbox', { name: /пользовательское соглашение/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Отправить обращение' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось отправить, попробуйте позже или позвоните нам');
  });

  it('an unconfirmed account gets the notice with «send again» instead of a form it could not send', async () => {
    const resent = serveUnverifiedAccount();
    const { container } = renderWithProviders(<AppealForm />);
    await expectResendNotice(container, resent, 'token-1');
    expect(screen.queryByTestId('appeal-form')).toBeNull();
  });
});
