import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTranslator } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '@/components/ui-store';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import tr from '@/messages/tr.json';
import zh from '@/messages/zh.json';
import { latestDate, PageMeta } from './page-meta';

const MESSAGES = { ru, en, tr, zh };
const current = vi.hoisted(() => ({ locale: 'ru' as 'ru' | 'en' | 'tr' | 'zh' }));

// The server's translator, as next-intl/server gives it to a server component: the page's locale and its messages.
vi.mock('next-intl/server', () => ({
  getLocale: async () => current.locale,
  getTranslations: async (namespace: string) => createTranslator({ locale: current.locale, messages: MESSAGES[current.locale], namespace: namespace as never }),
}));

async function renderMeta(locale: typeof current.locale, props: Parameters<typeof PageMeta>[0]) {
  current.locale = locale;
  const element = await PageMeta(props);
  return render(<>{element}</>);
}

beforeEach(() => {
  useUiStore.setState({ modal: null });
});

describe('the foot of a content page', () => {
  it.each([
    ['ru', 'Обновлено 12 ноября 2026 г.'],
    ['en', 'Updated 12 November 2026'],
    ['tr', 'Güncellendi: 12 Kasım 2026'],
    ['zh', '更新于 2026年11月12日'],
  ] as const)('%s: says when the page was last updated, on the Krasnoyarsk calendar', async (locale, text) => {
    // 20:30 UTC on the 11th is already the 12th in Krasnoyarsk (UTC+7).
    await renderMeta(locale, { updatedAt: '2026-11-11T20:30:00.000Z' });
    const updated = screen.getByTestId('page-updated');
    expect(updated).toHaveTextContent(text);
    expect(updated.querySelector('time')).toHaveAttribute('datetime', '2026-11-11T20:30:00.000Z');
  });

  it('leaves the date out when there is none (or it is not a date), and keeps the report button', async () => {
    await renderMeta('en', { updatedAt: 'not a date' });
    expect(screen.queryByTestId('page-updated')).toBeNull();
    expect(screen.getByRole('button', { name: 'Report an inaccuracy' })).toBeInTheDocument();
  });

  it('the button opens the report form by name', async () => {
    await renderMeta('ru', { updatedAt: null });
    const button = screen.getByRole('button', { name: 'Сообщить о неточности' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.setup().click(button);
    expect(useUiStore.getState().modal).toBe('inaccuracyReport');
  });

  it('a page that takes no reports and has no date shows nothing', async () => {
    const { container } = await renderMeta('en', { updatedAt: null, report: false });
    expect(container).toBeEmptyDOMElement();
  });

  it('a page is as fresh as its newest part', () => {
    expect(latestDate('2026-01-02T00:00:00.000Z', null, '2026-03-04T00:00:00.000Z', undefined, 'bad')).toBe('2026-03-04T00:00:00.000Z');
    expect(latestDate(null, undefined)).toBeNull();
  });
});
