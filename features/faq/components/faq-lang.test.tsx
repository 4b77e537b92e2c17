import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { langOf } from '@/lib/api/untranslated';
import { FaqAccordion, FaqItem } from './faq-accordion';

// A question that fell back to Russian on a Turkish page is read with a Russian voice (WCAG 3.1.2); a translated
// one keeps the page's language.
describe('FAQ questions without a translation', () => {
  it('carry lang="ru"; translated ones carry no lang of their own', () => {
    const russian = { question: 'Какие меры поддержки доступны?', untranslated: ['question'] };
    const turkish = { question: 'Hangi diller?' };
    render(
      <FaqAccordion ids={['faq-1', 'faq-2']} expandAll="Tümünü aç" collapseAll="Tümünü kapat">
        <FaqItem id="faq-1" question={russian.question} {...langOf(russian, 'question')}>
          <p>…</p>
        </FaqItem>
        <FaqItem id="faq-2" question={turkish.question} {...langOf(turkish, 'question')}>
          <p>…</p>
        </FaqItem>
      </FaqAccordion>,
    );
    expect(screen.getByText(russian.question)).toHaveAttribute('lang', 'ru');
    expect(screen.getByText(turkish.question)).not.toHaveAttribute('lang');
  });
});
