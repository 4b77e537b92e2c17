// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { langs } from '@/lib/api/untranslated';
import { Card } from './card-list';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'tr' }) }));

const card = (item: { title: string; excerpt: string; untranslated?: string[] }) =>
  render(
    <ul>
      <Card href="/news/a" title={item.title} text={item.excerpt} lang={langs(item, { title: 'title', text: 'excerpt' })} />
    </ul>,
  );

/** A card never mixes languages: the page's (a translated title) or Russian (a title that fell back), never both. */
describe('Card', () => {
  it('shows a translated title with its translated text, neither marked', () => {
    card({ title: 'Haber', excerpt: 'Özet' });
    expect(screen.getByRole('heading')).not.toHaveAttribute('lang');
    expect(screen.getByText('Özet')).not.toHaveAttribute('lang');
  });

  it('shows a title and a text that both fell back as Russian', () => {
    card({ title: 'Новость', excerpt: 'Кратко', untranslated: ['title', 'excerpt'] });
    expect(screen.getByRole('heading')).toHaveAttribute('lang', 'ru');
    expect(screen.getByText('Кратко')).toHaveAttribute('lang', 'ru');
  });

  it('leaves out a Russian text under a translated title', () => {
    card({ title: 'Haber', excerpt: 'Кратко', untranslated: ['excerpt'] });
    expect(screen.getByRole('heading')).toHaveTextContent('Haber');
    expect(screen.queryByText('Кратко')).toBeNull();
  });

  it('leaves out a translated text under a title still in Russian', () => {
    card({ title: 'Новость', excerpt: 'Özet', untranslated: ['title'] });
    expect(screen.getByRole('heading')).toHaveAttribute('lang', 'ru');
    expect(screen.queryByText('Özet')).toBeNull();
  });
});
