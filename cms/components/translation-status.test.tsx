import { render, screen } from '@testing-library/react';
import type { DefaultCellComponentProps } from 'payload';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/testing/axe';
import { ContentLanguageNote } from './translation-locale-note';
import { TranslationStatusCell } from './translation-status';

const locale = vi.hoisted(() => ({ code: 'ru' }));

vi.mock('@payloadcms/ui', () => ({
  useTranslation: () => ({ i18n: { language: 'ru' } }),
  useLocale: () => locale,
}));

const cell = (cellData: unknown) => render(<TranslationStatusCell {...({ cellData } as DefaultCellComponentProps)} />);

describe('TranslationStatusCell', () => {
  it('marks each language with a sign and words, not colour alone', async () => {
    const { container } = cell(['tr']);
    // The visible marks and, beside each, the words a screen reader reads.
    expect(container.textContent).toBe('en ✓английский: переведено · tr —турецкий: не переведено · zh ✓китайский: переведено');
    expect(screen.getByText('турецкий: не переведено')).toBeTruthy();
    expect(screen.getByText('английский: переведено')).toBeTruthy();
    expect(container.querySelector('[data-locale="tr"]')?.getAttribute('title')).toBe('турецкий: не переведено');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows every language translated when nothing is missing', () => {
    const { container } = cell([]);
    expect(container.querySelectorAll('.translation-status__item--missing')).toHaveLength(0);
    expect(screen.getByText('китайский: переведено')).toBeTruthy();
  });
});

describe('ContentLanguageNote', () => {
  it('says nothing in Russian and names the content language otherwise', () => {
    locale.code = 'ru';
    const { container, rerender } = render(<ContentLanguageNote />);
    expect(container.textContent).toBe('');
    locale.code = 'tr';
    rerender(<ContentLanguageNote />);
    expect(screen.getByTestId('content-language-note').textContent).toContain('Язык содержимого: турецкий');
  });
});
