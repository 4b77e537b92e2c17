import { afterEach, describe, expect, it, vi } from 'vitest';
import { finishProgress, PROGRESS_BAR_ID, PROGRESS_THROTTLE_MS, startProgress } from '@/components/layout/navigation-progress-bar';
import { axeViolations } from '@/testing/axe';

afterEach(() => {
  finishProgress();
  vi.runAllTimers();
  vi.useRealTimers();
});

describe('navigation progress bar markup', () => {
  it('renders a bar hidden from assistive technology, with no ARIA role, and removes it when done', async () => {
    vi.useFakeTimers();
    startProgress();
    vi.advanceTimersByTime(PROGRESS_THROTTLE_MS + 1_000);
    const bar = document.getElementById(PROGRESS_BAR_ID);
    expect(bar).not.toBeNull();
    expect(bar?.getAttribute('aria-hidden')).toBe('true');
    expect(bar?.hasAttribute('role')).toBe(false);
    vi.useRealTimers();
    expect(await axeViolations(document.body)).toEqual([]);
    vi.useFakeTimers();
    finishProgress();
    expect(bar?.dataset.state).toBe('done');
    expect(bar?.style.transform).toBe('scaleX(1)');
    vi.advanceTimersByTime(1_000);
    expect(document.getElementById(PROGRESS_BAR_ID)).toBeNull();
  });
});
