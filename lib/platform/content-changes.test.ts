import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceContentChange, closeContentChanges, onContentChange } from './content-changes';
import { expireTags } from './expire-tags';

describe('content changes', () => {
  afterEach(async () => {
    await closeContentChanges();
  });

  it('tells every listener of this process the changed tags, until it unsubscribes', () => {
    const heard: string[][] = [];
    const stop = onContentChange((tags) => heard.push(tags));
    announceContentChange(['news', 'news:12']);
    stop();
    announceContentChange(['faq']);
    expect(heard).toEqual([['news', 'news:12']]);
  });

  it('is told by the hooks that expire cache tags (each tag once), and a failing listener does not stop the others', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const heard: string[][] = [];
    onContentChange(() => {
      throw new Error('broken listener');
    });
    onContentChange((tags) => heard.push(tags));
    expireTags(['faq', 'faq:3', 'faq']);
    expect(heard).toEqual([['faq', 'faq:3']]);
  });

  it('announces nothing for no tags', () => {
    const listener = vi.fn();
    onContentChange(listener);
    announceContentChange([]);
    expect(listener).not.toHaveBeenCalled();
  });
});
