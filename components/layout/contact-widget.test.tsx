import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ContactWidget } from '@/components/layout/contact-widget';
import en from '@/messages/en.json';

function renderWidget() {
  return render(
    <>
      <a href="#main">Page link</a>
      <ContactWidget toggleLabel={en.layout.contactWidget.toggle}>
        <ul>
          <li>
            <a href="tel:88000000000">Phone</a>
          </li>
          <li>
            <a href="https://t.me/x">Telegram</a>
          </li>
        </ul>
      </ContactWidget>
    </>,
  );
}

describe('ContactWidget', () => {
  it('once expanded, Tab goes from the toggle to its links (they follow it in the DOM)', async () => {
    renderWidget();
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: en.layout.contactWidget.toggle });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Phone' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Telegram' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(toggle).toHaveFocus();
  });
});
