import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { AnchorHTMLAttributes } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '@/components/ui-store';
import { emptyPassport, PASSPORT_FIELDS, passportProgress } from '@/lib/submissions/schemas/passport';
import type { Passport, PassportData } from '@/lib/submissions/types';
import { apiUrl, fail, ok } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { renderWithProviders, setTestSession, setupFeatureDom } from '@/testing/render-feature';
import { expectResendNotice, serveUnverifiedAccount } from '@/testing/unverified-account';
import { PassportView } from './passport-view';

vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...props }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string | { pathname: string } }) => (
    <a href={typeof href === 'string' ? href : href.pathname} {...props} />
  ),
}));

const TOTAL = PASSPORT_FIELDS.length;

function passport(data: Partial<PassportData> = {}, overrides: Partial<Passport> = {}): Passport {
  const full = { ...emptyPassport(), ...data };
  return {
    requestId: 4,
    requestTitle: 'Лесопилка',
    requestStatus: 'pending',
    editable: true,
    data: full,
    files: [],
    progress: passportProgress(full),
    updatedAt: null,
    ...overrides,
  };
}

/** The multipart body as name → values (repeated names collect). */
async function parts(request: Request): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const [key, value] of (await request.formData()).entries()) (out[key] ??= []).push(typeof value === 'string' ? value : 'FILE');
  return out;
}

beforeAll(setupFeatureDom);
beforeEach(() => {
  setTestSession('token-1');
  useUiStore.setState({ modal: null, loggedIn: true });
});

describe('project passport', () => {
  it('saves a half-filled passport (the whole form: empty fields cleared, lists repeated), then shows the success modal', async () => {
    let stored = passport();
    let sent: Record<string, string[]> = {};
    server.use(
      http.get(apiUrl('/request/4/passport'), () => ok(stored)),
      http.post(apiUrl('/request/4/passport'), async ({ request }) => {
        sent = await parts(request);
        stored = passport(
          { company_name: 'ООО «Лес»', inn: '7707083893', form_of_possession: ['buy', 'rent'], layout: false, own_funds: 12.5 },
          { updatedAt: '2026-11-23T12:00:00Z' },
        );
        return ok(stored);
      }),
    );
    renderWithProviders(<PassportView requestId={4} />);
    expect(await screen.findByText('Project “Лесопилка”')).toBeInTheDocument();
    expect(await screen.findByTestId('passport-progress')).toHaveAttribute('value', '0');
    expect(screen.getByText(`Fields filled in: 0 of ${TOTAL}`)).toBeInTheDocument();

    // The company section is open; the others fold and unfold.
    const company = screen.getByTestId('passport-section-company');
    expect(company).toHaveAttribute('open');
    await userEvent.type(within(company).getByLabelText('Company name'), 'ООО «Лес»');
    await userEvent.type(within(company).getByLabelText('INN (taxpayer number)'), '7707083894');
    expect(screen.getByText(`Fields filled in: 2 of ${TOTAL}`)).toBeInTheDocument();

    const site = screen.getByTestId('passport-section-site');
    await userEvent.click(within(site).getByText('Site'));
    expect(site).toHaveAttribute('open');
    await userEvent.click(within(site).getByLabelText('Purchase'));
    await userEvent.click(within(site).getByLabelText('Rent'));
    const materials = screen.getByTestId('passport-section-materials');
    await userEvent.click(within(materials).getByText('Project materials'));
    await userEvent.click(within(materials).getByRole('group', { name: 'Layout plan' }).querySelector('input[value="false"]')!);
    const financing = screen.getByTestId('passport-section-financing');
    await userEvent.click(within(financing).getByText('Financing'));
    await userEvent.type(within(financing).getByLabelText('Own funds, million roubles'), '12,5');

    // A wrong INN is caught before sending, at its field and in the summary.
    await userEvent.click(screen.getByRole('button', { name: 'Save the passport' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('INN (taxpayer number): The INN must have 10 or 12 digits and a valid check digit.');
    expect(within(company).getByLabelText('INN (taxpayer number)')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(within(company).getByLabelText('INN (taxpayer number)'));
    await userEvent.type(within(company).getByLabelText('INN (taxpayer number)'), '7707083893');
    await userEvent.click(screen.getByRole('button', { name: 'Save the passport' }));

    expect(await screen.findByRole('dialog', { name: 'Project passport saved' })).toHaveTextContent('Changes applied');
    expect(sent.company_name).toEqual(['ООО «Лес»']);
    expect(sent.inn).toEqual(['7707083893']);
    expect(sent.form_of_possession).toEqual(['buy', 'rent']);
    expect(sent.layout).toEqual(['false']);
    expect(sent.own_funds).toEqual(['12,5']);
    expect(sent.mailing_address).toEqual(['']);
    expect(sent.additional_okveds).toEqual(['']);
    expect(Object.keys(sent)).toHaveLength(TOTAL);
    expect(screen.getByText(`Fields filled in: 5 of ${TOTAL}`)).toBeInTheDocument();
  });

  it('puts the API’s 422 on its field, opens its section and lists it at the top', async () => {
    server.use(
      http.get(apiUrl('/request/4/passport'), () => ok(passport({ cadastral_number: '24:50' }))),
      http.post(apiUrl('/request/4/passport'), () => fail(422, { cadastral_number: ['The cadastral number must look like 24:50:0000000:123.'] })),
    );
    renderWithProviders(<PassportView requestId={4} />, { locale: 'ru' });
    // A well-formed number the server still refuses (e.g. unknown to the registry): its message lands on the field.
    await screen.findByTestId('passport-form');
    const site = screen.getByTestId('passport-section-site');
    expect(site).not.toHaveAttribute('open');
    const input = within(site).getByLabelText('Кадастровый номер');
    await userEvent.clear(input);
    await userEvent.type(input, '24:50:0000000:1');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить паспорт' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Кадастровый номер: Кадастровый номер должен иметь вид 24:50:0000000:123.');
    expect(site).toHaveAttribute('open');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['accepted', 'Паспорт доступен только для просмотра: заявка принята.'],
    ['rejected', 'Паспорт доступен только для просмотра: заявка отклонена.'],
    ['in_review', 'Паспорт доступен только для просмотра: заявка на рассмотрении.'],
  ] as const)('the read-only note names the request’s actual status (%s)', async (requestStatus, note) => {
    server.use(http.get(apiUrl('/request/4/passport'), () => ok(passport({}, { editable: false, requestStatus }))));
    renderWithProviders(<PassportView requestId={4} />, { locale: 'ru' });
    expect(await screen.findByTestId('passport-read-only-notice')).toHaveTextContent(note);
  });

  it('is read-only once the request is under review: values and documents, no form', async () => {
    server.use(
      http.get(apiUrl('/request/4/passport'), () =>
        ok(
          passport(
            { company_name: 'ООО «Лес»', business_plan: true, status: 'design', electricity_power: 250, start_date: '2027-03-01' },
            {
              editable: false,
              requestStatus: 'in_review',
              files: [{ id: 3, name: 'plan.pdf', size: 4096, mime: 'application/pdf', url: '/api/v1/file/3' }],
            },
          ),
        ),
      ),
    );
    renderWithProviders(<PassportView requestId={4} />);
    expect(await screen.findByTestId('passport-read-only')).toBeInTheDocument();
    expect(screen.queryByTestId('passport-form')).toBeNull();
    expect(screen.getByTestId('passport-read-only-notice')).toHaveTextContent('The passport can only be viewed');
    expect(screen.getByTestId('status-badge')).toHaveTextContent('In review');
    const row = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(row('Company name')).toHaveTextContent('ООО «Лес»');
    expect(row('Business plan')).toHaveTextContent('Yes');
    expect(row('Project stage')).toHaveTextContent('Design');
    expect(row('Electricity — power, kW')).toHaveTextContent('250');
    expect(row('Start date')).toHaveTextContent('1 March 2027');
    expect(row('Legal address')).toHaveTextContent('Not specified');
    expect(screen.getByRole('link', { name: /plan\.pdf/ })).toHaveAttribute('href', 'http://api.test/api/v1/file/3');
  });

  it('names an untitled project as the Projects tab does', async () => {
    server.use(http.get(apiUrl('/request/4/passport'), () => ok(passport({}, { requestTitle: '' }))));
    renderWithProviders(<PassportView requestId={4} />);
    const passportView = await screen.findByTestId('passport');
    expect(passportView.querySelector('.passport__project')).toHaveTextContent(/^Untitled project$/);
  });

  it('an unconfirmed account gets the notice with «send again» instead of the passport', async () => {
    const resent = serveUnverifiedAccount();
    server.use(http.get(apiUrl('/request/4/passport'), () => fail(403, { message: 'Confirm your e-mail address first.' })));
    const { container } = renderWithProviders(<PassportView requestId={4} />);
    await expectResendNotice(container, resent, 'token-1');
    expect(screen.queryByTestId('passport')).toBeNull();
    expect(screen.queryByTestId('passport-error')).toBeNull();
  });

  it('says when the request is not the user’s (404)', async () => {
    server.use(http.get(apiUrl('/request/4/passport'), () => fail(404, { message: 'Not found' })));
    renderWithProviders(<PassportView requestId={4} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such project among yours.');
  });

  it('removes a stored document on save (remove_files) and adds new ones (files[n])', async () => {
    let sent: Record<string, string[]> = {};
    const withFile = passport({}, { files: [{ id: 8, name: 'old.pdf', size: 100, mime: 'application/pdf', url: '/api/v1/file/8' }] });
    server.use(
      http.get(apiUrl('/request/4/passport'), () => ok(withFile)),
      http.post(apiUrl('/request/4/passport'), async ({ request }) => {
        sent = await parts(request);
        return ok(passport({}, { updatedAt: '2026-11-23T12:00:00Z' }));
      }),
    );
    renderWithProviders(<PassportView requestId={4} />);
    const documents = await screen.findByTestId('passport-section-documents');
    await userEvent.click(within(documents).getByText('Attached documents', { selector: 'h2' }));
    await userEvent.click(within(documents).getByRole('button', { name: 'Remove on save: “old.pdf”' }));
    expect(within(documents).getByText('will be removed on save')).toBeInTheDocument();
    await userEvent.upload(within(documents).getByLabelText('Add documents'), new File([new Uint8Array(10)], 'new.docx'));
    await userEvent.click(screen.getByRole('button', { name: 'Save the passport' }));
    await screen.findByRole('dialog', { name: 'Project passport saved' });
    expect(sent.remove_files).toEqual(['8']);
    expect(sent['files[0]']).toHaveLength(1);
    act(() => useUiStore.getState().closeModal());
  });
});
