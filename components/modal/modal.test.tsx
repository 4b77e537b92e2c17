import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from '@/components/modal/modal';
import en from '@/messages/en.json';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <NextIntlClientProvider locale="en" messages={en}>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Modal title="Hello" testId="test-modal" onClose={() => setOpen(false)}>
          <p>Body</p>
        </Modal>
      )}
    </NextIntlClientProvider>
  );
}

describe('Modal', () => {
  it('is labelled by its title, locks scrolling and returns focus to the opener on close', async () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const dialog = screen.getByTestId('test-modal');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleName('Hello');
    expect(document.documentElement.style.overflow).toBe('hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('test-modal')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
    expect(opener).toHaveFocus();
  });

  it('closes on Escape (the dialog’s cancel event)', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent(screen.getByTestId('test-modal'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByTestId('test-modal')).toBeNull();
  });
});
