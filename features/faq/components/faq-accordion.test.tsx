import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqAccordion, FaqItem } from './faq-accordion';

function renderFaq() {
  return render(
    <FaqAccordion ids={['faq-1', 'faq-2', 'faq-3']} expandAll="Expand all" collapseAll="Collapse all">
      <FaqItem id="faq-1" question="How do I submit a project?">
        <p>Use the direct line.</p>
      </FaqItem>
      <FaqItem id="faq-2" question="What support is there?">
        <p>Loans and subsidies.</p>
      </FaqItem>
      <FaqItem id="faq-3" question="Which languages?">
        <p>Four.</p>
      </FaqItem>
    </FaqAccordion>,
  );
}

describe('FaqAccordion', () => {
  it('renders questions as buttons in headings that control their answers, all closed', () => {
    renderFaq();
    const question = screen.getByRole('button', { name: 'How do I submit a project?' });
    expect(question.closest('h2')).not.toBeNull();
    expect(question).toHaveAttribute('aria-expanded', 'false');
    const answer = document.getElementById(question.getAttribute('aria-controls')!);
    expect(answer).not.toBeVisible();
  });

  it('opens and closes an answer with Enter and Space', async () => {
    renderFaq();
    const question = screen.getByRole('button', { name: 'What support is there?' });
    question.focus();
    await userEvent.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Loans and subsidies.')).toBeVisible();
    await userEvent.keyboard(' ');
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Loans and subsidies.')).not.toBeVisible();
  });

  it('moves between questions with the arrow keys, Home and End', async () => {
    renderFaq();
    const [first, second, third] = screen.getAllByRole('button', { name: /\?$/ });
    first!.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(third).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(third).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(first).toHaveFocus();
  });

  it('expands and collapses every answer at once', async () => {
    renderFaq();
    await userEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    for (const q of screen.getAllByRole('button', { name: /\?$/ })) expect(q).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
    for (const q of screen.getAllByRole('button', { name: /\?$/ })) expect(q).toHaveAttribute('aria-expanded', 'false');
  });
});
