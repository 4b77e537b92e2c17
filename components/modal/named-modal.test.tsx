import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ErrorSummary, TextField } from '@/components/form/fields';
import { NamedModal } from '@/components/modal/named-modal';
import { useModalForm, type SchemaSource } from '@/components/modal/use-modal-form';
import { useUiStore } from '@/components/ui-store';
import { ApiError } from '@/lib/api/envelope';
import en from '@/messages/en.json';

beforeEach(() => useUiStore.setState({ modal: null }));

const schema = z.object({ title: z.string().min(1, 'Required'), code: z.string() });
type Values = z.input<typeof schema>;
const FIELDS = ['title', 'code'] as const;

function DemoForm({ fail, source = schema }: { fail: unknown; source?: SchemaSource<Values> }) {
  const { form, summary, field, submit } = useModalForm<Values>({
    formId: 'demo',
    schema: source,
    defaultValues: { title: '', code: '' },
    fields: FIELDS,
    text: (message) => (message === undefined ? undefined : `«${message}»`),
    label: (f) => f.toUpperCase(),
    rename: { api_code: 'code' },
  });
  const onSubmit = submit(async () => {
    throw fail;
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      <ErrorSummary title="Problem" {...summary} />
      <TextField {...field('title')} errorPrefix="Error:" label="Title" {...form.register('title')} />
      <TextField {...field('code')} errorPrefix="Error:" label="Code" {...form.register('code')} />
      <button type="submit">Send</button>
    </form>
  );
}

function renderDemo(fail: unknown, source?: SchemaSource<Values>) {
  return render(
    <NextIntlClientProvider locale="en" messages={en}>
      <NamedModal name="register" title="Demo" testId="demo-modal">
        <DemoForm fail={fail} source={source} />
      </NamedModal>
    </NextIntlClientProvider>,
  );
}

describe('NamedModal + useModalForm', () => {
  it('renders only while its name is the open modal, and closes through the store', async () => {
    renderDemo(null);
    expect(screen.queryByTestId('demo-modal')).toBeNull();
    act(() => useUiStore.getState().openModal('register'));
    expect(screen.getByRole('dialog', { name: 'Demo' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(useUiStore.getState().modal).toBeNull();
    expect(screen.queryByTestId('demo-modal')).toBeNull();
  });

  it('checks with a schema it is given as a loader, fetched once, when the page is idle after the form mounts', async () => {
    const load = vi.fn(async () => schema);
    useUiStore.setState({ modal: 'register' });
    const { unmount } = renderDemo(null, load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('TITLE: «Required»');
    await userEvent.type(screen.getByLabelText('Title'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(screen.queryByText('TITLE: «Required»')).toBeNull());
    expect(load).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('shows schema errors in the summary with labels, and puts a renamed 422 field error on its field', async () => {
    useUiStore.setState({ modal: 'register' });
    renderDemo(new ApiError(422, 'Bad code', { api_code: ['Bad code'] }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('TITLE: «Required»');
    // GOV.UK error summary: the focus goes to the summary, not to the first field or the button.
    expect(screen.getByRole('alert')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Title'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('CODE: «Bad code»');
    // Again after the second submit, whose error came from the server after the request.
    expect(screen.getByRole('alert')).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'CODE: «Bad code»' }));
    expect(screen.getByLabelText('Code')).toHaveFocus();
    expect(screen.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('link', { name: 'CODE: «Bad code»' })).toHaveAttribute('href', '#demo-code');
  });

  it('puts a failure without field errors on the summary, and starts clean on the next opening', async () => {
    useUiStore.setState({ modal: 'register' });
    renderDemo(new ApiError(500, 'Server down'));
    await userEvent.type(screen.getByLabelText('Title'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('«Server down»');
    act(() => useUiStore.getState().closeModal());
    act(() => useUiStore.getState().openModal('register'));
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
