import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/testing/axe';
import { server } from '@/testing/msw/server';
import { ThreadPanel } from './thread-panel';

/** The edit view's document as Payload's admin gives it to the panel. */
const documentInfo = vi.hoisted(() => ({
  current: { id: 5 as number | undefined, collectionSlug: 'appeals', data: {} as Record<string, unknown> },
}));

vi.mock('@payloadcms/ui', () => ({
  useDocumentInfo: () => documentInfo.current,
  useTranslation: () => ({ i18n: { language: 'ru' } }),
}));

const appeal = (status: string) => ({
  status,
  owner: 12,
  history: [
    { status: 'new', at: '2026-11-20T03:00:00.000Z', comment: null },
    { status: 'in_review', at: '2026-11-20T05:00:00.000Z', comment: 'Взято в работу' },
    ...(status === 'clarification' ? [{ status: 'clarification', at: '2026-11-21T05:00:00.000Z', comment: null }] : []),
  ],
});

const stored = [
  { id: 1, side: 'agency', text: 'Уточните площадь', files: [{ id: 30, name: 'бланк.pdf' }], createdAt: '2026-11-21T05:00:00.000Z' },
  { id: 2, side: 'investor', text: 'Площадь 12 га', files: [], createdAt: '2026-11-22T02:00:00.000Z' },
];

beforeEach(() => {
  documentInfo.current = { id: 5, collectionSlug: 'appeals', data: appeal('in_review') };
});

describe('the edit view’s thread panel', () => {
  it('shows the whole thread oldest first — the status comments too — with sides, dates and files', async () => {
    let asked = '';
    server.use(
      http.get('*/api/cms/thread-messages', ({ request }) => {
        asked = new URL(request.url).search;
        return HttpResponse.json({ docs: stored });
      }),
    );
    const { container } = render(<ThreadPanel />);
    const list = await screen.findByTestId('thread-panel-messages');
    expect(new URLSearchParams(asked).get('where[appeal][equals]')).toBe('5');
    const entries = within(list).getAllByRole('listitem').filter((item) => item.dataset.side);
    expect(entries.map((entry) => [entry.dataset.side, entry.querySelector('p + p')?.textContent])).toEqual([
      ['agency', 'Взято в работу'],
      ['agency', 'Уточните площадь'],
      ['investor', 'Площадь 12 га'],
    ]);
    expect(entries[0]).toHaveTextContent('Агентство (комментарий к смене статуса) · 20 нояб. 2026 г., 12:00');
    expect(within(entries[1]!).getByRole('link', { name: 'бланк.pdf' })).toHaveAttribute('href', '/api/v1/file/30');
    expect(entries[2]).toHaveTextContent('Инвестор · 22 нояб. 2026 г., 09:00');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('sends the agency’s message with files, then shows it; an empty text is not sent', async () => {
    let thread = [...stored];
    const sent: Record<string, string>[] = [];
    server.use(
      http.get('*/api/cms/thread-messages', () => HttpResponse.json({ docs: thread })),
      http.post('*/api/v1/message/5/agency-message', async ({ request }) => {
        const fields: Record<string, string> = {};
        for (const [key, value] of (await request.formData()).entries()) fields[key] = typeof value === 'string' ? value : 'FILE';
        sent.push(fields);
        thread = [...thread, { id: 3, side: 'agency', text: fields.text!, files: [], createdAt: '2026-11-23T02:00:00.000Z' }];
        return HttpResponse.json({ success: true, result: { id: 'message-3' } });
      }),
    );
    render(<ThreadPanel />);
    await screen.findByTestId('thread-panel-messages');
    const send = screen.getByRole('button', { name: 'Отправить инвестору' });
    await userEvent.click(send);
    expect(screen.getByRole('status')).toHaveTextContent('Впишите текст сообщения.');
    expect(sent).toEqual([]);

    await userEvent.type(screen.getByLabelText('Текст сообщения'), 'Площадка подобрана, смета во вложении');
    await userEvent.upload(screen.getByLabelText('Файлы (до 5)'), new File([new Uint8Array(8)], 'смета.pdf', { type: 'application/pdf' }));
    await userEvent.click(send);
    expect(await screen.findByText('Сообщение отправлено.')).toBeInTheDocument();
    expect(sent).toEqual([{ text: 'Площадка подобрана, смета во вложении', 'file[0]': 'FILE' }]);
    await expect.poll(() => within(screen.getByTestId('thread-panel-messages')).queryByText('Площадка подобрана, смета во вложении')).not.toBeNull();
    expect(screen.getByLabelText('Текст сообщения')).toHaveValue('');
  });

  it('asks for a clarification only while the item is in review, and reloads the edit view after it', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const sent: Record<string, string>[] = [];
    server.use(
      http.get('*/api/cms/thread-messages', () => HttpResponse.json({ docs: [] })),
      http.post('*/api/v1/message/5/agency-message', async ({ request }) => {
        sent.push(Object.fromEntries([...(await request.formData()).entries()].map(([key, value]) => [key, String(value)])));
        return HttpResponse.json({ success: true, result: { id: 'message-9' } });
      }),
    );
    try {
      const { unmount } = render(<ThreadPanel />);
      await screen.findByTestId('thread-panel-messages');
      await userEvent.type(screen.getByLabelText('Текст сообщения'), 'Уточните кадастровый номер');
      await userEvent.click(screen.getByRole('checkbox', { name: /Запросить уточнение/ }));
      await userEvent.click(screen.getByRole('button', { name: 'Отправить инвестору' }));
      await expect.poll(() => reload.mock.calls.length).toBe(1);
      expect(sent).toEqual([{ text: 'Уточните кадастровый номер', clarification: 'true' }]);
      unmount();

      documentInfo.current = { id: 5, collectionSlug: 'appeals', data: appeal('clarification') };
      render(<ThreadPanel />);
      expect(screen.getByLabelText('Текст сообщения')).toBeInTheDocument();
      expect(screen.queryByRole('checkbox', { name: /Запросить уточнение/ })).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
