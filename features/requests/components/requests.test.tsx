import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { AnchorHTMLAttributes } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '@/components/ui-store';
import type { RequestItem } from '@/lib/submissions/types';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { apiUrl, fail, ok } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { renderWithProviders, setTestSession, setupFeatureDom } from '@/testing/render-feature';
import { expectResendNotice, serveUnverifiedAccount } from '@/testing/unverified-account';
import { DirectLineView } from './direct-line-view';
import { ProjectsTab } from './projects-tab';

vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...props }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string | { pathname: string } }) => (
    <a href={typeof href === 'string' ? href : href.pathname} {...props} />
  ),
}));

const item = (id: number, overrides: Partial<RequestItem> = {}): RequestItem => ({
  id,
  reference: `ИП-2026-${String(id).padStart(6, '0')}`,
  dueDate: '2026-11-27',
  assignee: null,
  title: `Project ${id}`,
  description: 'A sawmill',
  status: 'pending',
  createdAt: '2026-11-20T10:00:00.000Z',
  files: [],
  reviewComment: null,
  history: [],
  hasPassport: false,
  passportEditable: true,
  site: null,
  ...overrides,
});

type Sent = Record<string, string | { name: string; size: number }>;
async function formFields(request: Request): Promise<Sent> {
  const data = await request.formData();
  const out: Sent = {};
  for (const [key, value] of data.entries()) out[key] = typeof value === 'string' ? value : { name: value.name, size: value.size };
  return out;
}

const pdf = (name: string) => new File([new Uint8Array(20)], name, { type: 'application/pdf' });

beforeAll(setupFeatureDom);
beforeEach(() => useUiStore.setState({ modal: null, loggedIn: false }));

describe('submit-project modal (guest, from the direct line page)', () => {
  beforeEach(() => setTestSession(null));

  it('asks for every missing field in one round (the title or the description, the contacts, the 152-FZ consent), sends them and 2 files as multipart, then shows the success modal', async () => {
    let sent: Sent | null = null;
    let authorization: string | null = 'unset';
    server.use(
      http.post(apiUrl('/request/create'), async ({ request }) => {
        authorization = request.headers.get('Authorization');
        sent = await formFields(request);
        return ok(item(7));
      }),
    );
    renderWithProviders(<DirectLineView texts={en.directLine} appealsHref="/en/profile?tab=appeals" monitoringHref="/en/liniya-pryamih-obrasheniy/monitoring" />);
    expect(screen.getByText('Answer within 30 days.')).toBeInTheDocument();
    expect(screen.getByText('Answer within 7 days.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('direct-line-submit'));
    const dialog = await screen.findByRole('dialog', { name: 'Submit a project' });

    // One round: every problem of the empty form at once; the description alone is never required (spec §5).
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const summary = await within(dialog).findByRole('alert');
    expect(summary).toHaveTextContent('Full name: Fill in this field');
    expect(summary).toHaveTextContent('Telephone: Fill in this field');
    expect(summary).toHaveTextContent('E-mail: Fill in this field');
    expect(summary).toHaveTextContent('Project name: Fill in the fields!');
    expect(summary).toHaveTextContent('You need to consent to the processing of personal data');
    expect(summary).not.toHaveTextContent('Project description');
    expect(within(dialog).getByRole('checkbox', { name: /Article 9\(1\) of Federal Law No\. 152-FZ/ })).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(within(dialog).getByLabelText(/Project name/), 'Лесопилка');
    await userEvent.type(within(dialog).getByLabelText(/Full name/), 'Иван Петров');
    await userEvent.type(within(dialog).getByLabelText(/Telephone/), '+7 391 000-00-00');
    await userEvent.type(within(dialog).getByLabelText(/E-mail/), 'ivan@example.org');
    await userEvent.upload(within(dialog).getByLabelText('Document'), [pdf('plan.pdf'), pdf('budget.pdf')]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/^[^:]*You need to consent to the processing of personal data$/);
    expect(sent).toBeNull();

    await userEvent.click(within(dialog).getByRole('checkbox', { name: /152-FZ/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    const success = await screen.findByRole('dialog', { name: 'Application sent' });
    expect(success).toHaveTextContent('Your application has been successfully sent');
    expect(within(success).getByRole('status')).toHaveTextContent('Reference: ИП-2026-000007. You will receive an answer by 27 November 2026 at the latest.');
    expect(screen.queryByRole('dialog', { name: 'Submit a project' })).toBeNull();
    expect(authorization).toBeNull();
    expect(sent).toEqual({
      title: 'Лесопилка',
      description: '',
      name: 'Иван Петров',
      email: 'ivan@example.org',
      phone: '+7 391 000-00-00',
      consent: 'true',
      // jsdom's XHR does not carry a File's name and bytes through multipart: the parts are there, named files[n].
      'files[0]': expect.anything(),
      'files[1]': expect.anything(),
    });
  });

  it('shows «Description field must not be empty» for the server’s 422 on description, and the §8 text for other failures', async () => {
    let answer = () => fail(422, { description: ['Description field must not be empty'] });
    server.use(http.post(apiUrl('/request/create'), () => answer()));
    act(() => useUiStore.getState().openModal('submitProject'));
    renderWithProviders(<DirectLineView texts={ru.directLine} appealsHref="/profile?tab=appeals" monitoringHref="/liniya-pryamih-obrasheniy/monitoring" />, { locale: 'ru' });
    const dialog = await screen.findByRole('dialog', { name: 'Подать проект' });
    await userEvent.type(within(dialog).getByLabelText(/ФИО/), 'Иван');
    await userEvent.type(within(dialog).getByLabelText(/Телефон/), '+73910000000');
    await userEvent.type(within(dialog).getByLabelText(/Почта/), 'ivan@example.org');
    await userEvent.type(within(dialog).getByLabelText(/Название проекта/), 'Лесопилка');
    await userEvent.type(within(dialog).getByLabelText('Описание проекта'), 'Текст');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /152-ФЗ/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Описание проекта: Поле описания не должно быть пустым');
    expect(within(dialog).getByLabelText('Описание проекта')).toHaveAttribute('aria-invalid', 'true');

    answer = () => fail(500, { message: 'boom' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(await within(dialog).findByText('Не удалось отправить, попробуйте позже или позвоните нам')).toBeInTheDocument();
  });
});

describe('Projects tab (logged in)', () => {
  beforeEach(() => {
    setTestSession('token-1');
    useUiStore.setState({ loggedIn: true });
  });

  it('lists the requests with status, files, the staff comment and the passport link, and pages through them', async () => {
    const pages: string[] = [];
    server.use(
      http.get(apiUrl('/request/list'), ({ request }) => {
        const url = new URL(request.url);
        pages.push(`${url.searchParams.get('page')}/${url.searchParams.get('limit')}`);
        if (url.searchParams.get('page') === '2') return ok({ items: [item(1)], totalCount: 16 });
        return ok({
          items: [
            item(3, {
              status: 'rejected',
              reviewComment: 'Not for this region',
              passportEditable: false,
              files: [{ id: 9, name: 'plan.pdf', size: 2048, mime: 'application/pdf', url: '/api/v1/file/9' }],
            }),
            item(2, { hasPassport: true }),
          ],
          totalCount: 16,
        });
      }),
    );
    renderWithProviders(<ProjectsTab />);
    const rejected = await screen.findByTestId('request-3');
    expect(within(rejected).getByTestId('status-badge')).toHaveTextContent('Rejected');
    expect(within(rejected).getByTestId('review-comment')).toHaveTextContent('Not for this region');
    // The card is numbered by its reference, the one number the investor is told (never the database id).
    expect(within(rejected).getByText(/^Sent .* · No\. ИП-2026-000003$/)).toBeInTheDocument();
    expect(within(rejected).getByRole('link', { name: /plan\.pdf/ })).toHaveAttribute('href', 'http://api.test/api/v1/file/9');
    expect(within(rejected).getByRole('link', { name: 'View the project passport: Project 3' })).toHaveAttribute('href', '/passport/3');
    expect(within(screen.getByTestId('request-2')).getByRole('link', { name: 'Continue the project passport: Project 2' })).toBeInTheDocument();
    expect(within(screen.getByTestId('request-2')).getByTestId('status-badge')).toHaveTextContent('Pending Review');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByTestId('request-1')).toBeInTheDocument();
    expect(pages).toEqual(['1/15', '2/15']);
  });

  it('sends without contact fields, reloads the list first, then opens the success modal', async () => {
    const events: string[] = [];
    let sent: Sent | null = null;
    let listed = 0;
    server.use(
      http.get(apiUrl('/request/list'), () => {
        listed += 1;
        events.push(`list:${useUiStore.getState().modal}`);
        return ok({ items: listed > 1 ? [item(5)] : [], totalCount: listed > 1 ? 1 : 0 });
      }),
      http.post(apiUrl('/request/create'), async ({ request }) => {
        expect(request.headers.get('Authorization')).toBe('Bearer token-1');
        sent = await formFields(request);
        return ok(item(5));
      }),
    );
    renderWithProviders(<ProjectsTab />);
    expect(await screen.findByText('You have not submitted any project yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit a project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit a project' });
    expect(within(dialog).queryByLabelText(/Full name/)).toBeNull();
    await userEvent.type(within(dialog).getByLabelText(/Project name/), 'Завод');
    await userEvent.type(within(dialog).getByLabelText('Project description'), 'Описание');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'Application sent' })).toBeInTheDocument();
    expect(await screen.findByTestId('request-5')).toBeInTheDocument();
    expect(sent).toEqual({ title: 'Завод', description: 'Описание' });
    expect(events).toEqual(['list:null', 'list:submitProject']);
  });

  it('an unconfirmed account sees why and can resend the link before filling anything in; no form to fill', async () => {
    const resent = serveUnverifiedAccount();
    server.use(http.get(apiUrl('/request/list'), () => ok({ items: [], totalCount: 0 })));
    renderWithProviders(<ProjectsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit a project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit a project' });
    await expectResendNotice(dialog, resent, 'token-1');
    expect(within(dialog).queryByLabelText(/Project name/)).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('an unconfirmed account can send the project as a guest instead: the guest form, sent without the token', async () => {
    serveUnverifiedAccount();
    let sent: Sent | null = null;
    let authorization: string | null = 'unset';
    server.use(
      http.get(apiUrl('/request/list'), () => ok({ items: [], totalCount: 0 })),
      http.post(apiUrl('/request/create'), async ({ request }) => {
        authorization = request.headers.get('Authorization');
        sent = await formFields(request);
        return ok(item(9));
      }),
    );
    renderWithProviders(<ProjectsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit a project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit a project' });
    expect(await within(dialog).findByTestId('unverified-notice')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send as a guest' }));
    expect(within(dialog).queryByTestId('unverified-notice')).toBeNull();
    await userEvent.type(within(dialog).getByLabelText(/Project name/), 'Лесопилка');
    await userEvent.type(within(dialog).getByLabelText(/Full name/), 'Иван Петров');
    await userEvent.type(within(dialog).getByLabelText(/Telephone/), '+7 391 000-00-00');
    await userEvent.type(within(dialog).getByLabelText(/E-mail/), 'ivan@example.org');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /152-FZ/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'Application sent' })).toBeInTheDocument();
    expect(authorization).toBeNull();
    expect(sent).toMatchObject({ title: 'Лесопилка', name: 'Иван Петров', phone: '+7 391 000-00-00', email: 'ivan@example.org', consent: 'true' });
  });

  it('an untitled project has the same name here as on its passport', async () => {
    server.use(http.get(apiUrl('/request/list'), () => ok({ items: [item(7, { title: '' })], totalCount: 1 })));
    renderWithProviders(<ProjectsTab />);
    const card = await screen.findByTestId('request-7');
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(/^Untitled project$/);
  });
});
