import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/testing/axe';
import { AltTranslationWarning, missingOf } from './media-alt';
import { MediaLibrary } from './media-grid';
import { formatFileSize } from './media-texts';

const state = vi.hoisted(() => ({
  docs: [] as Array<Record<string, unknown>>,
  status: undefined as unknown,
  setPreference: vi.fn(async () => undefined),
}));

vi.mock('@payloadcms/ui', () => ({
  useTranslation: () => ({ i18n: { language: 'ru' } }),
  useLocale: () => ({ code: 'ru' }),
  useConfig: () => ({ config: { routes: { admin: '/admin' } } }),
  useListQuery: () => ({ data: { docs: state.docs } }),
  usePreferences: () => ({ setPreference: state.setPreference }),
  useFormFields: (select: (fields: [Record<string, { value: unknown }>]) => unknown) => select([{ missingLanguages: { value: state.status } }]),
  Link: ({ href, children, className }: { href: string; children: React.ReactNode; className?: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
  TextField: () => null,
}));

vi.mock('@payloadcms/ui/shared', () => ({
  formatAdminURL: ({ adminRoute, path }: { adminRoute: string; path: string }) => `${adminRoute}${path}`,
}));

const PICTURES = [
  {
    id: 7,
    alt: 'Панорама Красноярска',
    filename: 'panorama.png',
    filesize: 74_879,
    url: '/api/cms/media/file/panorama.png',
    sizes: { thumbnail: { url: '/api/cms/media/file/panorama-400x300.webp' } },
    missingLanguages: ['tr'],
  },
  { id: 8, alt: '', filename: 'bez-opisaniya.png', filesize: 1_572_864, url: '/api/cms/media/file/bez-opisaniya.png', missingLanguages: [] },
];

describe('MediaLibrary', () => {
  it('switches between the table and a grid of cards by keyboard, and keeps the choice', async () => {
    state.docs = PICTURES;
    const user = userEvent.setup();
    const { container } = render(<MediaLibrary initialView="table" />);
    const switcher = screen.getByRole('group', { name: 'Вид списка' });
    const grid = within(switcher).getByRole('button', { name: 'Плитка' });
    expect(grid.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByTestId('media-grid')).toBeNull();

    grid.focus();
    await user.keyboard('{Enter}');
    expect(grid.getAttribute('aria-pressed')).toBe('true');
    expect(container.querySelector('.media-library--grid')).not.toBeNull();
    expect(state.setPreference).toHaveBeenCalledWith('media-library-view', 'grid');

    const cards = within(screen.getByTestId('media-grid')).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/admin/collections/media/7', '/admin/collections/media/8']);
    // Thumbnail (the 400×300 size), alt text, file name, size and the alt text's translation status.
    expect(cards[0]!.querySelector('img')?.getAttribute('src')).toBe('/api/cms/media/file/panorama-400x300.webp');
    expect(cards[0]!.textContent).toContain('Панорама Красноярска');
    expect(cards[0]!.textContent).toContain('Файл: panorama.png');
    expect(cards[0]!.textContent).toContain('Размер: 73 КБ');
    expect(within(cards[0]!).getByText('турецкий: не переведено')).toBeTruthy();
    // A picture without a description in the content language says so instead of an empty line.
    expect(cards[1]!.textContent).toContain('Нет описания на этом языке');
    expect(cards[1]!.textContent).toContain('1,5 МБ');

    await user.tab();
    expect(document.activeElement).toBe(cards[0]);
    expect(await axeViolations(container)).toEqual([]);

    fireEvent.click(within(switcher).getByRole('button', { name: 'Таблица' }));
    expect(screen.queryByTestId('media-grid')).toBeNull();
    expect(state.setPreference).toHaveBeenLastCalledWith('media-library-view', 'table');
  });

  it('opens in the grid an editor chose before', () => {
    state.docs = PICTURES;
    render(<MediaLibrary initialView="grid" />);
    expect(screen.getByTestId('media-grid')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Плитка' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('AltTranslationWarning', () => {
  it('names the languages the description is missing in, and is silent when none is', async () => {
    state.status = ['zh', 'en'];
    const { container, rerender } = render(<AltTranslationWarning />);
    const warning = screen.getByTestId('alt-translation-warning');
    expect(warning.textContent).toContain('Описание не переведено');
    expect(warning.textContent).toContain('на языках: английский, китайский.');
    expect(await axeViolations(container)).toEqual([]);
    state.status = [];
    rerender(<AltTranslationWarning />);
    expect(screen.queryByTestId('alt-translation-warning')).toBeNull();
  });

  it('keeps the back office order and ignores anything else', () => {
    expect(missingOf(['zh', 'ru', 'tr', 'xx'])).toEqual(['tr', 'zh']);
    expect(missingOf(null)).toEqual([]);
  });
});

describe('formatFileSize', () => {
  it('writes sizes for people in the staff member’s language', () => {
    // The portal's one convention (i18n/formats.ts): at least a kilobyte, as the public site writes its files.
    expect(formatFileSize(512, 'ru')).toBe('1 КБ');
    expect(formatFileSize(1_572_864, 'ru')).toBe('1,5 МБ');
    expect(formatFileSize(1_572_864, 'en')).toBe('1.5 MB');
    expect(formatFileSize(null, 'ru')).toBe('');
  });
});
