import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ThreadMessage } from '@/lib/submissions/types';
import { axeViolations } from '@/testing/axe';
import { apiUrl, fail, ok } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { renderWithProviders, setTestSession, setupFeatureDom } from '@/testing/render-feature';
import { COMPONENT_TEST_MS } from '@/testing/waits';
import { ItemFollowUp } from './item-follow-up';
import { ItemThread } from './item-thread';

const message = (id: string, side: ThreadMessage['side'], text: string, createdAt: string, files: ThreadMessage['files'] = []): ThreadMessage => ({
  id,
  side,
  text,
  files,
  createdAt,
});

const THREAD = [
  message('item', 'investor', 'Нужна площадка под завод', '2026-11-20T03:00:00.000Z', [{ id: 3, name: 'plan.pdf', size: 2048, mime: 'application/pdf', url: '/api/v1/file/3' }]),
  message('message-1', 'agency', 'Уточните площадь участка', '2026-11-21T04:30:00.000Z'),
];

const LIST_KEY = ['appeals', 'list'] as const;

beforeAll(setupFeatureDom);
beforeEach(() => setTestSession('token-1'));

describe('Item follow-up', () => {
  it('shows the reference, the due date in the page’s language, the curator and the timeline with dates', async () => {
    const item = {
      reference: 'ОБ-2026-000045',
      dueDate: '2026-11-27',
      assignee: 'Мария',
      status: 'in_review',
      closed: false,
      history: [
        { status: 'new', at: '2026-11-20T03:00:00.000Z' },
        { status: 'in_review', at: '2026-11-21T04:30:00.000Z' },
      ],
    };
    const { container, unmount } = renderWithProviders(<ItemFollowUp item={item} statusLabel={(status) => `«${status}»`} />);
    expect(screen.getByTestId('reference')).toHaveTextContent('ОБ-2026-000045');
    expect(screen.getByTestId('due-date')).toHaveTextContent('27 November 2026');
    expect(screen.getByTestId('curator')).toHaveTextContent('Мария');
    const steps = within(screen.getByRole('list', { name: 'Review progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['«new» 20 November 2026 at 10:00', '«in_review» 21 November 2026 at 11:30']);
    expect(await axeViolations(container)).toEqual([]);
    unmount();

    renderWithProviders(<ItemFollowUp item={{ ...item, status: 'clarification', assignee: null }} statusLabel={String} />, { locale: 'ru' });
    expect(screen.getByTestId('due-date')).toHaveTextContent('срок приостановлен до вашего ответа');
    expect(screen.getByTestId('clarification-notice')).toBeInTheDocument();
    expect(screen.queryByTestId('curator')).toBeNull();
  });

  it('says nothing about a due date once the item is closed', () => {
    renderWithProviders(
      <ItemFollowUp item={{ reference: 'ИП-2026-000001', dueDate: '2026-12-20', assignee: null, status: 'accepted', closed: true, history: [] }} statusLabel={String} />,
    );
    expect(screen.getByTestId('reference')).toHaveTextContent('ИП-2026-000001');
    expect(screen.queryByTestId('due-date')).toBeNull();
    expect(screen.queryByTestId('timeline')).toBeNull();
  });
});

describe('Item thread', () => {
  it(
    'opens the whole thread oldest first and sends a reply with a file, then shows it',
    async () => {
      const sent: Record<string, string> = {};
      let thread = THREAD;
      server.use(
        http.get(apiUrl('/message/7/thread'), () => ok({ items: thread })),
        http.post(apiUrl('/message/7/reply'), async ({ request }) => {
          for (const [key, value] of (await request.formData()).entries()) sent[key] = typeof value === 'string' ? value : 'FILE';
          const reply = message('message-2', 'investor', sent.text!, '2026-11-22T02:00:00.000Z');
          thread = [...THREAD, reply];
          return ok(reply);
        }),
      );
      const { container } = renderWithProviders(<ItemThread kind="message" id={7} closed={false} listQueryKey={LIST_KEY} />);
      const toggle = screen.getByRole('button', { name: 'Show the conversation' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const list = await screen.findByTestId('thread-messages');
      const entries = within(list).getAllByTestId('thread-message');
      expect(entries.map((entry) => entry.dataset.side)).toEqual(['investor', 'agency']);
      expect(entries[0]).toHaveTextContent('You · 20 November 2026 at 10:00');
      expect(entries[0]).toHaveTextContent('Нужна площадка под завод');
      expect(within(entries[0]!).getByRole('link', { name: /plan\.pdf/ })).toHaveAttribute('href', expect.stringContaining('/api/v1/file/3'));
      expect(entries[1]).toHaveTextContent('The agency · 21 November 2026 at 11:30');
      expect(await axeViolations(container)).toEqual([]);

      await userEvent.type(screen.getByLabelText(/Your message/), 'Площадь 12 га, план приложен');
      await userEvent.upload(screen.getByLabelText('Files'), new File([new Uint8Array(8)], 'scheme.png', { type: 'image/png' }));
      await userEvent.click(screen.getByRole('button', { name: 'Send the reply' }));
      expect(await screen.findByText('Your reply has been sent.')).toBeInTheDocument();
      expect(sent).toEqual({ text: 'Площадь 12 га, план приложен', 'file[0]': 'FILE' });
      await expect.poll(() => within(screen.getByTestId('thread-messages')).getAllByTestId('thread-message').length).toBe(3);
      expect(screen.getByLabelText(/Your message/)).toHaveValue('');
    },
    COMPONENT_TEST_MS,
  );

  it(
    'asks for the text, and tells a closed item in the page’s language',
    async () => {
      let posts = 0;
      server.use(
        http.get(apiUrl('/request/4/thread'), () => ok({ items: THREAD.slice(0, 1) })),
        http.post(apiUrl('/request/4/reply'), () => {
          posts += 1;
          return fail(409, { message: 'This item is closed: no more messages can be added to it.' });
        }),
      );
      renderWithProviders(<ItemThread kind="request" id={4} closed={false} defaultOpen listQueryKey={LIST_KEY} />, { locale: 'ru' });
      await screen.findByTestId('thread-messages');
      // The limit is written as the page's language writes numbers.
      expect(screen.getByLabelText(/Ваше сообщение/)).toHaveAccessibleDescription(/Не более 10\s000 символов/);
      await userEvent.click(screen.getByRole('button', { name: 'Отправить ответ' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Ваше сообщение: Напишите сообщение');
      expect(posts).toBe(0);

      await userEvent.type(screen.getByLabelText(/Ваше сообщение/), 'Ещё вопрос');
      await userEvent.click(screen.getByRole('button', { name: 'Отправить ответ' }));
      expect(await screen.findByText('Рассмотрение завершено: добавить сообщение уже нельзя.')).toBeInTheDocument();
      expect(posts).toBe(1);
    },
    COMPONENT_TEST_MS,
  );

  it('offers no reply form on a closed item', async () => {
    server.use(http.get(apiUrl('/message/9/thread'), () => ok({ items: THREAD })));
    renderWithProviders(<ItemThread kind="message" id={9} closed defaultOpen listQueryKey={LIST_KEY} />);
    await screen.findByTestId('thread-messages');
    expect(screen.getByText('The review is finished: the conversation is closed.')).toBeInTheDocument();
    expect(screen.queryByTestId('reply-form')).toBeNull();
  });
});
