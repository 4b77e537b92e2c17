import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ModalButton } from '@/components/modal/modal-button';
import tr from '@/messages/tr.json';
import { removePageMessages, writePageMessages } from '@/testing/page-messages';

describe('ModalButton', () => {
  // The site shell writes the lazily loaded islands' messages into every page; the modal's close button reads them.
  beforeEach(() => writePageMessages('tr', { modal: tr.modal }));
  afterEach(removePageMessages);

  it('loads the modal on the first press, shows the given content in the page language and returns focus on close', async () => {
    render(
      <ModalButton label="Belgeleri aç" title="Belgeler" buttonClassName="button" testId="open" modalTestId="dialog" modalClassName="modal--wide">
        <p>İçerik</p>
      </ModalButton>,
    );
    expect(screen.queryByTestId('dialog')).toBeNull();
    const opener = screen.getByRole('button', { name: 'Belgeleri aç' });
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(opener);
    const dialog = await screen.findByTestId('dialog');
    expect(dialog).toHaveAccessibleName('Belgeler');
    expect(dialog).toHaveClass('modal--wide');
    expect(screen.getByText('İçerik')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: tr.modal.close }));
    expect(screen.queryByTestId('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});
