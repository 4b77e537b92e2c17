// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { finishProgress, PROGRESS_BAR_ID, progressAt, PROGRESS_DURATION_MS, startProgress } from '@/components/layout/navigation-progress-bar';

const bar = () => document.getElementById(PROGRESS_BAR_ID);
/** The bar's fill, 0–1, from its transform. */
const fill = () => Number(/scaleX\(([\d.]+)\)/.exec(bar()?.style.transform ?? '')?.[1]);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  finishProgress();
  vi.runAllTimers();
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
    expect(bar()).toBeNull();
  });

  it('appears after 200 ms, grows while the navigation lasts and completes when it ends', () => {
    startProgress();
    vi.advanceTimersByTime(200);
    expect(bar()).not.toBeNull();
    expect(fill()).toBeCloseTo(0.08);
    vi.advanceTimersByTime(2_500);
    expect(fill()).toBeGreaterThan(0.45);
    expect(fill()).toBeLessThan(0.99);
    finishProgress();
    expect(fill()).toBe(1);
    vi.advanceTimersByTime(1_000);
    expect(bar()).toBeNull();
  });

  it('shows one bar when a second navigation starts before the first ends', () => {
    startProgress();
    vi.advanceTimersByTime(300);
    startProgress();
    vi.advanceTimersByTime(300);
    expect(document.querySelectorAll(`#${PROGRESS_BAR_ID}`)).toHaveLength(1);
  });
});
