import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SchedulePublishButton, scheduleTarget } from './schedule-publish';

/** The edit view's document (a news item, or a single page without an id), and what Payload's stand-ins saw. */
const state = vi.hoisted(() => ({
  doc: {} as { id?: number | string; collectionSlug?: string; globalSlug?: string; hasPublishPermission: boolean },
  publishConfig: null as null | { collections: Array<{ slug: string; versions: unknown }>; globals: Array<{ slug: string; versions: unknown }> },
  schedulePublish: vi.fn<(args: Record<string, unknown>) => Promise<unknown>>(async () => ({ message: 'ok' })),
  getUpcomingScheduledPublish: vi.fn<(args: Record<string, unknown>) => Promise<unknown[]>>(async () => []),
  open: new Set<string>(),
}));

const scheduled = { drafts: { schedulePublish: { timeFormat: 'HH:mm', timeIntervals: 5 } } };
const CONFIG = {
  localization: false,
  collections: [
    { slug: 'news', versions: scheduled },
    { slug: 'events', versions: scheduled },
  ],
  globals: [
    { slug: 'techno-valley', versions: scheduled },
    { slug: 'about-region', versions: scheduled },
  ],
};

vi.mock('@payloadcms/ui', async () => {
  const { createContext, use } = await import('react');
  const Config = createContext<unknown>(null);
  return {
    useConfig: () => ({ config: use(Config) ?? CONFIG }),
    ConfigProvider: ({ config, children }: { config: unknown; children: React.ReactNode }) => <Config value={config}>{children}</Config>,
    // Payload's own publish button: records the configuration it would decide its scheduling entry by.
    PublishButton: function PublishButton() {
      state.publishConfig = use(Config) as typeof state.publishConfig;
      return <button type="button">Опубликовать изменения</button>;
    },
    useDocumentInfo: () => state.doc,
    useDocumentTitle: () => ({ title: 'Страница' }),
    useFormModified: () => false,
    useTranslation: () => ({ i18n: { language: 'ru' } }),
    useServerFunctions: () => ({ schedulePublish: state.schedulePublish, getUpcomingScheduledPublish: state.getUpcomingScheduledPublish }),
    useModal: () => {
      const [, rerender] = useState(0);
      return {
        isModalOpen: (slug: string) => state.open.has(slug),
        toggleModal: (slug: string) => {
          if (!state.open.delete(slug)) state.open.add(slug);
          rerender((n) => n + 1);
        },
      };
    },
    toast: { success: vi.fn(), error: vi.fn() },
    Banner: ({ children }: { children: React.ReactNode }) => <div>{children}</div>,
    Button: ({ children, onClick, id, disabled, 'aria-label': label }: { children: React.ReactNode; onClick?: () => void; id?: string; disabled?: boolean; 'aria-label'?: string }) => (
      <button type="button" id={id} disabled={disabled} onClick={onClick} aria-label={label}>
        {children}
      </button>
    ),
    Drawer: ({ Header, children }: { Header: React.ReactNode; children: React.ReactNode }) => (
      <div role="dialog">
        {Header}
        {children}
      </div>
    ),
    DatePicker: ({ onChange, overrides }: { onChange: (value: Date | null) => void; overrides: { id: string } }) => (
      <input id={overrides.id} data-testid="when" onChange={(event) => onChange(new Date(event.target.value))} />
    ),
  };
});

vi.mock('@payloadcms/ui/shared', () => ({ formatDate: ({ date }: { date: string | Date }) => String(date) }));

const schedulingOf = (entities: Array<{ slug: string; versions: unknown }>) =>
  Object.fromEntries(entities.map(({ slug, versions }) => [slug, (versions as typeof scheduled).drafts.schedulePublish]));

async function scheduleInAnHour() {
  fireEvent.click(screen.getByRole('button', { name: 'Запланировать публикацию или снятие с публикации' }));
  await waitFor(() => expect(state.getUpcomingScheduledPublish).toHaveBeenCalled());
  const at = new Date(Date.now() + 3600_000);
  fireEvent.change(screen.getByTestId('when'), { target: { value: at.toISOString() } });
  fireEvent.click(screen.getByRole('button', { name: 'Запланировать' }));
  await waitFor(() => expect(state.schedulePublish).toHaveBeenCalled());
  return at;
}

describe('SchedulePublishButton', () => {
  beforeEach(() => {
    state.open.clear();
    state.publishConfig = null;
    state.schedulePublish.mockClear();
    state.getUpcomingScheduledPublish.mockClear();
  });

  it('schedules a news item by its id, and leaves out Payload\'s scheduling entry for that collection only', async () => {
    state.doc = { id: 12, collectionSlug: 'news', hasPublishPermission: true };
    render(<SchedulePublishButton />);
    expect(schedulingOf(state.publishConfig!.collections)).toEqual({ news: false, events: scheduled.drafts.schedulePublish });
    expect(schedulingOf(state.publishConfig!.globals)).toEqual({ 'techno-valley': scheduled.drafts.schedulePublish, 'about-region': scheduled.drafts.schedulePublish });

    const at = await scheduleInAnHour();
    expect(state.getUpcomingScheduledPublish).toHaveBeenCalledWith({ id: 12, collectionSlug: 'news' });
    expect(state.schedulePublish).toHaveBeenCalledWith({ type: 'publish', date: at, doc: { relationTo: 'news', value: '12' }, localeToPublish: undefined });
  });

  it('schedules a single page by its global\'s slug, without an id, and leaves out Payload\'s entry for that page', async () => {
    state.doc = { collectionSlug: undefined, globalSlug: 'techno-valley', hasPublishPermission: true };
    render(<SchedulePublishButton />);
    expect(schedulingOf(state.publishConfig!.globals)).toEqual({ 'techno-valley': false, 'about-region': scheduled.drafts.schedulePublish });
    expect(schedulingOf(state.publishConfig!.collections)).toEqual({ news: scheduled.drafts.schedulePublish, events: scheduled.drafts.schedulePublish });

    const at = await scheduleInAnHour();
    expect(state.getUpcomingScheduledPublish).toHaveBeenCalledWith({ globalSlug: 'techno-valley' });
    expect(state.schedulePublish).toHaveBeenCalledWith({ type: 'publish', date: at, global: 'techno-valley', localeToPublish: undefined });
    // The list of what is planned was read once on opening and once after scheduling, not on every render.
    expect(state.getUpcomingScheduledPublish).toHaveBeenCalledTimes(2);
  });

  it('offers no scheduling to a reviewer, nor for a document not saved yet', () => {
    state.doc = { globalSlug: 'about-region', hasPublishPermission: false };
    const { unmount } = render(<SchedulePublishButton />);
    expect(screen.queryByRole('button', { name: 'Запланировать публикацию или снятие с публикации' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Опубликовать изменения' })).toBeTruthy();
    unmount();

    state.doc = { collectionSlug: 'news', hasPublishPermission: true };
    render(<SchedulePublishButton />);
    expect(screen.queryByRole('button', { name: 'Запланировать публикацию или снятие с публикации' })).toBeNull();
  });

  it('names what is scheduled: a global by its slug, a document by collection and id', () => {
    expect(scheduleTarget({ globalSlug: 'arctic' })).toEqual({ key: 'global-arctic', job: { global: 'arctic' }, upcoming: { globalSlug: 'arctic' } });
    expect(scheduleTarget({ id: 3, collectionSlug: 'events' })).toEqual({
      key: 'events-3',
      job: { doc: { relationTo: 'events', value: '3' } },
      upcoming: { id: 3, collectionSlug: 'events' },
    });
    expect(scheduleTarget({ id: null, collectionSlug: 'events' })).toBeNull();
  });
});
