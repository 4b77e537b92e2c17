import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '@/components/ui-store';
import { setTokenGetter } from '@/lib/api/browser';
import { API_BASE_META } from '@/lib/api/config';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { apiUrl, fail, ok, TEST_API_BASE } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { EventRegistrationForm } from './event-registration-form';
import { RegistrationSuccess } from './registration-success';

const push = vi.fn();
let search = new URLSearchParams();
vi.mock('next/navigation', () => ({ useSearchParams: () => search }));
vi.mock('@/i18n/navigation', () => ({
  useRouter: () => ({ push, replace: vi.fn() }),
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a>,
  getPathname: ({ href, locale }: { href: string; locale: string }) => (locale === 'ru' ? href : `/${locale}${href}`),
}));

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const EVENTS = [
  { id: 1, slug: 'past-forum', title: 'Past forum', date: future(-10), registrationOpen: false },
  { id: 2, slug: 'invest-forum', title: 'Invest forum', date: future(20), place: 'Krasnoyarsk, MVDC Sibir', registrationOpen: true, capacity: 100, registeredCount: 3 },
  { id: 3, slug: 'export-day', title: 'Export day', date: future(5), registrationOpen: true, capacity: null, registeredCount: 0 },
];

beforeAll(() => {
  const meta = document.createElement('meta');
  meta.name = API_BASE_META;
  meta.content = TEST_API_BASE;
  document.head.append(meta);
});

beforeEach(() => {
  push.mockReset();
  search = new URLSearchParams();
  sessionStorage.clear();
  useUiStore.setState({ loggedIn: false });
  server.use(http.get(apiUrl('/event'), () => ok({ items: EVENTS, totalCount: EVENTS.length })));
});

function renderForm(locale: 'ru' | 'en' = 'en') {
  document.documentElement.lang = locale;
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'ru' ? ru : en} timeZone="Asia/Krasnoyarsk">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <EventRegistrationForm />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  const type = (label: RegExp, value: string) => user.type(screen.getByLabelText(label), value);
  await type(/^Surname/, 'Ivanov');
  await type(/^Name/, 'Ivan');
  await type(/^Patronymic/, 'Ivanovich');
  await type(/^Telephone/, '+7 (391) 222-33-44');
  await type(/^E-mail/, ' Ivan@Example.org ');
  await type(/^Organisation\*?$/, 'Sibles LLC');
  await type(/^Position/, 'Director');
  await type(/^INN/, '7707083893');
  await type(/^Organisation's line of business/, 'Woodworking');
  await type(/^Products made/, 'Timber');
  await type(/^Purpose of participation/, 'Find partners');
  await user.click(screen.getByRole('radio', { name: 'Yes' }));
  await user.click(screen.getByRole('checkbox', { name: /personal data/ }));
}

describe('event registration form', () => {
  it('offers only the events open for registration, soonest first, and preselects ?event=<id>', async () => {
    search = new URLSearchParams('event=2');
    renderForm();
    const select = screen.getByLabelText(/^Event/) as HTMLSelectElement;
    await waitFor(() => expect(select).toHaveValue('2'));
    const options = within(select).getAllByRole('option').map((option) => option.textContent);
    expect(options[0]).toBe('Choose an event');
    expect(options.slice(1).map((text) => text?.split(' — ')[0])).toEqual(['Export day', 'Invest forum']);
  });

  it('says so when the requested event no longer takes registrations', async () => {
    search = new URLSearchParams('event=1');
    renderForm();
    expect(await screen.findByTestId('requested-event-closed')).toHaveTextContent('Registration for the chosen event is closed');
    expect(screen.getByLabelText(/^Event/)).toHaveValue('');
  });

  it('§5/§8 bad input: «Please fill all fields correctly», a summary linked to the fields, nothing sent', async () => {
    const user = userEvent.setup();
    let posted = false;
    server.use(http.post(apiUrl('/event/registration'), () => ((posted = true), ok({}))));
    renderForm();
    await user.type(screen.getByLabelText(/^E-mail/), 'not-an-address');
    await user.type(screen.getByLabelText(/^INN/), '1234567890');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Please fill all fields correctly');
    expect(within(summary).getByRole('link', { name: 'Event: Choose an event' })).toHaveAttribute('href', '#event-registration-event_id');
    expect(within(summary).getByRole('link', { name: /^E-mail: Enter an e-mail address/ })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'INN (taxpayer number): Enter a valid INN: 10 or 12 digits' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: /Are you willing to visit industrial sites\?: Choose “Yes” or “No”/ })).toBeInTheDocument();
    expect(within(summary).queryByRole('link', { name: /^Comment/ })).toBeNull();
    expect(within(summary).getByRole('link', { name: 'Consent to the processing of personal data: You need to consent to the processing of personal data' })).toHaveAttribute(
      'href',
      '#event-registration-consent',
    );
    expect(screen.getByLabelText(/^Surname/)).toHaveAccessibleDescription('Error: Fill in this field');
    // The summary takes the focus; its links move it to their field.
    await waitFor(() => expect(summary).toHaveFocus());
    await user.click(within(summary).getByRole('link', { name: /^E-mail/ }));
    expect(screen.getByLabelText(/^E-mail/)).toHaveFocus();
    expect(posted).toBe(false);
  });

  it('success: every §3 field sent as multipart, then /event-registration/registration-successfull with the event', async () => {
    const user = userEvent.setup();
    search = new URLSearchParams('event=2');
    let sent: Record<string, string> = {};
    server.use(
      http.post(apiUrl('/event/registration'), async ({ request }) => {
        expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data/);
        sent = Object.fromEntries([...(await request.formData()).entries()].map(([key, value]) => [key, String(value)]));
        return ok({ id: 7, event: { id: 2, title: 'Invest forum', date: EVENTS[1]!.date, place: 'Krasnoyarsk, MVDC Sibir' } });
      }),
    );
    renderForm();
    await waitFor(() => expect(screen.getByLabelText(/^Event/)).toHaveValue('2'));
    await fillValid(user);
    await user.click(screen.getByLabelText(/^I want to receive/));
    await user.type(screen.getByLabelText(/^Comment/), 'Two people');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/event-registration/registration-successfull'));
    expect(sent).toEqual({
      event_id: '2',
      surname: 'Ivanov',
      name: 'Ivan',
      patronymic: 'Ivanovich',
      phone: '+7 (391) 222-33-44',
      email: 'ivan@example.org',
      organization: 'Sibles LLC',
      dolgnost: 'Director',
      inn: '7707083893',
      profile: 'Woodworking',
      target: 'Find partners',
      production: 'Timber',
      ploshadka: 'true',
      mail_agree: 'true',
      comment: 'Two people',
      consent: 'true',
    });

    // The success page shows the event that was passed along.
    render(<RegistrationSuccess texts={en.eventRegistration.success} locale="en" eventsHref="/en/events" />);
    const registered = await screen.findByTestId('registered-event');
    expect(registered).toHaveTextContent('Invest forum');
    expect(registered).toHaveTextContent('Krasnoyarsk, MVDC Sibir');
  });

  it('409: the same e-mail twice for one event is shown on the e-mail field; no redirect', async () => {
    const user = userEvent.setup();
    search = new URLSearchParams('event=3');
    server.use(http.post(apiUrl('/event/registration'), () => fail(409, { email: ['This e-mail is already registered for the event.'] })));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderForm();
    await waitFor(() => expect(screen.getByLabelText(/^Event/)).toHaveValue('3'));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('E-mail: This e-mail is already registered for the event.');
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription('Error: This e-mail is already registered for the event.');
    expect(push).not.toHaveBeenCalled();
    expect(errors).toHaveBeenCalledWith('Ошибка при регистрации', expect.anything());
  });

  it('422 on event_id (registration closed meanwhile) lands on the event field; a 500 shows the failure text', async () => {
    const user = userEvent.setup();
    search = new URLSearchParams('event=3');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.post(apiUrl('/event/registration'), () => fail(422, { event_id: ['Registration for this event is closed.'] })));
    renderForm();
    await waitFor(() => expect(screen.getByLabelText(/^Event/)).toHaveValue('3'));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Event: Registration for this event is closed');

    server.use(http.post(apiUrl('/event/registration'), () => fail(500, { message: 'boom' })));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to send, please try again later or call us'));
    expect(push).not.toHaveBeenCalled();
  });

  it('Russian texts', async () => {
    const user = userEvent.setup();
    renderForm('ru');
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Пожалуйста, заполните все поля корректно');
  });

  it('the success page shows the event’s time in the region’s time zone (UTC+7), whatever the reader’s', async () => {
    sessionStorage.setItem('event-registration:last', JSON.stringify({ id: 5, title: 'Investor Day', date: '2026-12-17T03:00:00.000Z', place: 'Zheleznogorsk' }));
    render(<RegistrationSuccess texts={en.eventRegistration.success} locale="en" eventsHref="/en/events" />);
    expect(await screen.findByTestId('registered-event')).toHaveTextContent(/17 December 2026 at 10:00/);
  });

  it('fills the empty fields from a logged-in investor’s profile, never what was typed', async () => {
    const user = userEvent.setup();
    setTokenGetter(() => 'test-token');
    let resolveProfile: () => void = () => undefined;
    const profileAsked = new Promise<void>((resolve) => (resolveProfile = resolve));
    server.use(
      http.get(apiUrl('/user/info'), async () => {
        await profileAsked;
        return ok({ id: 1, image: null, surname: 'Petrov', name: 'Pyotr', fathersName: null, phone: '+7 391 000-00-00', email: 'petrov@example.org', pendingEmail: null, company: 'Yenisei JSC', status: 'active', verified: true });
      }),
    );
    useUiStore.setState({ loggedIn: true });
    renderForm();
    await user.type(screen.getByLabelText(/^Name/), 'Peter');
    resolveProfile();
    await waitFor(() => expect(screen.getByLabelText(/^Surname/)).toHaveValue('Petrov'));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Peter');
    expect(screen.getByLabelText(/^Telephone/)).toHaveValue('+7 391 000-00-00');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('petrov@example.org');
    expect(screen.getByLabelText(/^Organisation\*?$/)).toHaveValue('Yenisei JSC');
    expect(screen.getByLabelText(/^Patronymic/)).toHaveValue('');
  });

  it('the patronymic is optional in the English form and required in the Russian one; the section is «Employer»', async () => {
    const user = userEvent.setup();
    search = new URLSearchParams('event=2');
    let sent: Record<string, string> | null = null;
    server.use(
      http.post(apiUrl('/event/registration'), async ({ request }) => {
        sent = Object.fromEntries([...(await request.formData()).entries()].map(([key, value]) => [key, String(value)]));
        return ok({ id: 8, event: { id: 2, title: 'Invest forum', date: EVENTS[1]!.date, place: null } });
      }),
    );
    const { unmount } = renderForm();
    expect(screen.getByRole('group', { name: 'Employer' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Patronymic/)).not.toBeRequired();
    expect(screen.getByLabelText(/^Patronymic/)).not.toHaveAttribute('aria-required');
    await waitFor(() => expect(screen.getByLabelText(/^Event/)).toHaveValue('2'));
    await fillValid(user);
    await user.clear(screen.getByLabelText(/^Patronymic/));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(sent).toMatchObject({ name: 'Ivan', patronymic: '' });
    unmount();

    renderForm('ru');
    expect(screen.getByRole('group', { name: 'Место работы' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByLabelText(/^Отчество/)).toHaveAccessibleDescription('Ошибка: Заполните это поле');
  });

  it('the success page links the event’s .ics and says that a reply to the e-mail reaches the agency', async () => {
    sessionStorage.setItem('event-registration:last', JSON.stringify({ id: 5, title: 'Investor Day', date: '2026-12-17T03:00:00.000Z', place: 'Zheleznogorsk' }));
    render(<RegistrationSuccess texts={en.eventRegistration.success} locale="en" eventsHref="/en/events" />);
    const link = await screen.findByRole('link', { name: 'Add to calendar (.ics)' });
    expect(link).toHaveAttribute('href', '/en/events/5/calendar');
    expect(link).toHaveAttribute('download');
    expect(screen.getByText(/reply to the confirmation e-mail \(your reply goes to the agency\)/)).toBeInTheDocument();
  });
});
