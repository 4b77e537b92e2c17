import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it } from 'vitest';
import { MessageModal } from '@/components/modal/message-modal';
import { Modal } from '@/components/modal/modal';
import { useUiStore } from '@/components/ui-store';
import en from '@/messages/en.json';

beforeEach(() => useUiStore.setState({ modal: null }));

describe('MessageModal', () => {
  it('is described by its whole message, so it is announced with the title', () => {
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <MessageModal name="register" title="Sent" closeLabel="OK" testId="message-modal">
          <p>We have sent a link to a@b.ru.</p>
          <p>Check your spam folder.</p>
        </MessageModal>
      </NextIntlClientProvider>,
    );
    act(() => useUiStore.getState().openModal('register'));
    const dialog = screen.getByRole('dialog', { name: 'Sent' });
    expect(dialog).toHaveAccessibleDescription('We have sent a link to a@b.ru. Check your spam folder.');
    // The close button is an action, not part of the message.
    expect(dialog).not.toHaveAccessibleDescription(/OK/);
  });

  it('a modal without a message has no description', () => {
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <Modal title="Form" onClose={() => {}} testId="form-modal">
          <p>Fields</p>
        </Modal>
      </NextIntlClientProvider>,
    );
    expect(screen.getByTestId('form-modal')).not.toHaveAttribute('aria-describedby');
  });
});
