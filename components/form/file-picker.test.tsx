import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FilePicker } from '@/components/form/file-picker';
import { REQUEST_FILE_TYPES } from '@/lib/submissions/types';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';

const file = (name: string, size = 10, type = 'application/pdf') => new File([new Uint8Array(size)], name, { type });

function Harness({ existingCount = 0, locale = 'en' }: { existingCount?: number; locale?: 'en' | 'ru' }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : ru}>
      <FilePicker id="docs" label="Document" accept={REQUEST_FILE_TYPES} files={files} onChange={setFiles} existingCount={existingCount} maxMb={1} />
    </NextIntlClientProvider>
  );
}

const user = () => userEvent.setup({ applyAccept: false });

describe('FilePicker', () => {
  it('is a labelled multiple file input with the accepted types and the size hint', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Document');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('multiple');
    expect(input).toHaveAttribute('accept', '.pdf,.docx,.xlsx,.jpg,.png,.jpeg');
    expect(input).toHaveAccessibleDescription('Up to 5 files (pdf, docx, xlsx, jpg, png), no more than 1 MB each');
  });

  it('is named by its visible button text as well as by the field label (WCAG 2.5.3 Label in Name)', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Document', { exact: false });
    expect(input).toHaveAccessibleName('Choose files Document');
  });

  it('lists chosen files, announces them, and removes one with its own button', async () => {
    render(<Harness />);
    await user().upload(screen.getByLabelText('Document'), [file('plan.pdf'), file('photo.JPG')]);
    const list = screen.getByRole('list', { name: 'Chosen files' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('Added: plan.pdf, photo.JPG. Files chosen: 2 of 5.');
    await user().click(screen.getByRole('button', { name: 'Remove the file “plan.pdf”' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('“plan.pdf” removed. Files chosen: 1 of 5.');
    expect(screen.getByLabelText('Document')).toHaveFocus();
  });

  it('blocks choosing more than 5 at once with the spec’s alert (Russian text verbatim)', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    render(<Harness locale="ru" />);
    await user().upload(screen.getByLabelText('Document'), ['1', '2', '3', '4', '5', '6'].map((n) => file(`${n}.pdf`)));
    expect(alert).toHaveBeenCalledWith('Нельзя выбрать больше 5ти файлов!');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('ignores additions beyond 5 in total (stored files included) and says so', async () => {
    render(<Harness existingCount={2} />);
    const input = screen.getByLabelText('Document');
    await user().upload(input, [file('a.pdf'), file('b.pdf')]);
    await user().upload(input, [file('c.pdf'), file('d.pdf')]);
    expect(within(screen.getByRole('list', { name: 'Chosen files' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('alert')).toHaveTextContent('1 file was not added: at most 5 files can be attached.');
  });

  it('refuses a file of another type and one over the size limit, naming them', async () => {
    render(<Harness />);
    await user().upload(screen.getByLabelText('Document'), [file('virus.exe'), file('big.pdf', 2 * 1024 * 1024), file('ok.png')]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('“virus.exe”: files of this type are not accepted. Allowed formats: pdf, docx, xlsx, jpg, png.');
    expect(alert).toHaveTextContent('“big.pdf” is larger than 1 MB.');
    expect(within(screen.getByRole('list', { name: 'Chosen files' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('ok.png'),
    ]);
    expect(screen.getByLabelText('Document')).toHaveAttribute('aria-invalid', 'true');
  });
});
