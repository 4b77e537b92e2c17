import NProgress from 'nprogress';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { finishProgress, progressAt, PROGRESS_DURATION_MS, startProgress } from '@/components/layout/navigation-progress-bar';

vi.mock('nprogress', () => ({ default: { configure: vi.fn(), start: vi.fn(), set: vi.fn(), done: vi.fn() } }));

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(NProgress.start).mockClear();
  vi.mocked(NProgress.done).mockClear();
});
afterEach(() => {
  finishProgress();
  vi.useRealTimers();
});

describe('navigation progress bar', () => {
  it('fills linearly and is almost full after 5 seconds', () => {
    expect(progressAt(0)).toBeCloseTo(0.08);
    expect(progressAt(PROGRESS_DURATION_MS / 2)).toBeCloseTo(0.535);
    expect(progressAt(PROGRESS_DURATION_MS)).toBeCloseTo(0.99);
    expect(progressAt(60_000)).toBeCloseTo(0.99);
  });

  it('does not appear for a navigation faster than 200 ms', () => {
    startProgress();
    vi.advanceTimersByTime(199);
    finishProgress();
    vi.advanceTimersByTime(1_000);
    expect(NProgress.start).not.toHaveBeenCalled();
    expect(NProgress.done).not.toHaveBeenCalled();
  });

  it('appears after 200 ms and completes when the navigation ends', () => {
    startProgress();
    vi.advanceTimersByTime(200);
    expect(NProgress.start).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(NProgress.set).toHaveBeenCalled();
    finishProgress();
    expect(NProgress.done).toHaveBeenCalledTimes(1);
  });
});
