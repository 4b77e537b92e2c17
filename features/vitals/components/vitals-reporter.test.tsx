import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VitalsReporter } from './vitals-reporter';

type Report = (metric: { name: string; value: number }) => void;
const callbacks = vi.hoisted(() => new Map<string, (metric: { name: string; value: number }) => void>());

// The library measures a real browser's paints; here each `on*` hands its callback to the test, which plays the browser.
vi.mock('web-vitals', () => ({
  onLCP: (report: Report) => callbacks.set('LCP', report),
  onINP: (report: Report) => callbacks.set('INP', report),
  onCLS: (report: Report) => callbacks.set('CLS', report),
  onTTFB: (report: Report) => callbacks.set('TTFB', report),
}));

let visibility: DocumentVisibilityState = 'visible';
const sent: { url: string; body: Blob }[] = [];

beforeEach(() => {
  callbacks.clear();
  sent.length = 0;
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: Blob) => (sent.push({ url, body }), true),
  });
  window.history.replaceState(null, '', '/en/news/plant-opened?utm_source=mail#top');
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

function hide() {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('VitalsReporter', () => {
  it('loads web-vitals after the page is up and sends the values once the page is hidden: path without query, no id', async () => {
    render(<VitalsReporter sampleRate={1} />);
    await expect.poll(() => callbacks.size).toBe(4);
    callbacks.get('TTFB')!({ name: 'TTFB', value: 210 });
    callbacks.get('LCP')!({ name: 'LCP', value: 1800.5 });
    callbacks.get('CLS')!({ name: 'CLS', value: 0.02 });
    expect(sent).toHaveLength(0);

    hide();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/v1/vitals');
    expect(sent[0]!.body.type).toBe('application/json');
    expect(JSON.parse(await sent[0]!.body.text())).toEqual({
      path: '/en/news/plant-opened',
      metrics: [
        { name: 'TTFB', value: 210 },
        { name: 'LCP', value: 1800.5 },
        { name: 'CLS', value: 0.02 },
      ],
    });

    // Shown and hidden again: only what changed since is sent; nothing new, nothing sent.
    visibility = 'visible';
    callbacks.get('INP')!({ name: 'INP', value: 96 });
    hide();
    expect(sent).toHaveLength(2);
    expect(JSON.parse(await sent[1]!.body.text())).toEqual({ path: '/en/news/plant-opened', metrics: [{ name: 'INP', value: 96 }] });
    hide();
    expect(sent).toHaveLength(2);
  });

  it('a page load outside the sample never loads the library nor sends anything', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    render(<VitalsReporter sampleRate={0.1} />);
    // The sampled-in case above loads within the same wait; give this one a task and an idle turn to go wrong.
    await new Promise((resolve) => setTimeout(resolve, 50));
    hide();
    expect(callbacks.size).toBe(0);
    expect(sent).toHaveLength(0);
  });

  it('stops listening when unmounted', async () => {
    const { unmount } = render(<VitalsReporter sampleRate={1} />);
    await expect.poll(() => callbacks.size).toBe(4);
    callbacks.get('TTFB')!({ name: 'TTFB', value: 300 });
    unmount();
    hide();
    expect(sent).toHaveLength(0);
  });
});
