import { describe, expect, it } from 'vitest';
import { isPreviewCollection, isPreviewPage, previewEndpointPath, previewPath } from '../../lib/preview';
import { pageGlobals } from '../globals/pages';
import { livePreviewFor, livePreviewForPage, PREVIEW_BREAKPOINTS } from './preview';

describe('the back office preview', () => {
  it('names the previewable collections and nothing else', () => {
    expect(['news', 'events', 'production-sites'].every(isPreviewCollection)).toBe(true);
    for (const other of ['staff', 'investors', 'appeals', 'news ', '', undefined, 4]) expect(isPreviewCollection(other)).toBe(false);
  });

  it('addresses a preview in the content language: Russian unprefixed, the others under their prefix', () => {
    expect(previewPath('news', 12, 'ru')).toBe('/preview/news/12');
    expect(previewPath('events', 3, 'en')).toBe('/en/preview/events/3');
    expect(previewPath('production-sites', 7, 'zh')).toBe('/zh/preview/production-sites/7');
    expect(previewEndpointPath('news', 12)).toBe('/api/preview/news/12');
  });

  it('gives the live preview a phone and a desktop width and the page of the edited language; none before the first save', () => {
    expect(PREVIEW_BREAKPOINTS.map(({ width }) => width)).toEqual([390, 1440]);
    const config = livePreviewFor('news')!;
    const url = config.url as (args: { data: Record<string, unknown>; locale: { code: string } }) => string | null;
    expect(url({ data: { id: 5 }, locale: { code: 'tr' } })).toBe('/tr/preview/news/5');
    expect(url({ data: { id: 5 }, locale: { code: 'ru' } })).toBe('/preview/news/5');
    expect(url({ data: {}, locale: { code: 'ru' } })).toBeNull();
    expect(livePreviewFor('faq')).toBeUndefined();
  });

  it('previews every single page by its slug, and no other global', () => {
    expect(pageGlobals.map(({ slug }) => slug).every(isPreviewPage)).toBe(true);
    for (const other of ['seed-state', 'response-deadlines', 'site-selection', 'news', '', undefined]) expect(isPreviewPage(other)).toBe(false);
    expect(previewPath('page', 'about-region', 'ru')).toBe('/preview/page/about-region');
    expect(previewEndpointPath('page', 'arctic')).toBe('/api/preview/page/arctic');
  });

  it('gives each single page drafts and the live preview of its page in the edited language, at the same widths', () => {
    for (const global of pageGlobals) {
      // Drafts, scheduled publishing included (cms/jobs/schedule-publish.ts).
      expect(global.versions, global.slug).toMatchObject({ drafts: { schedulePublish: { timeFormat: 'HH:mm', timeIntervals: 5 } } });
      expect(global.admin?.livePreview?.breakpoints).toBe(PREVIEW_BREAKPOINTS);
    }
    const url = livePreviewForPage('techno-valley').url as (args: { data: Record<string, unknown>; locale: { code: string } }) => string;
    expect(url({ data: {}, locale: { code: 'zh' } })).toBe('/zh/preview/page/techno-valley');
    expect(url({ data: {}, locale: { code: 'ru' } })).toBe('/preview/page/techno-valley');
  });
});
