import { describe, expect, it } from 'vitest';
import { isPreviewCollection, previewEndpointPath, previewPath } from '../../lib/preview';
import { livePreviewFor, PREVIEW_BREAKPOINTS } from './preview';

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
});
