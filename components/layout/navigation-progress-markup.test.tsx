import NProgress from 'nprogress';
import { afterEach, describe, expect, it } from 'vitest';
import { configureProgressBar } from '@/components/layout/navigation-progress-bar';
import { axeViolations } from '@/testing/axe';

afterEach(() => NProgress.remove());

describe('navigation progress bar markup', () => {
  it('renders a bar hidden from assistive technology, with no invented ARIA role', async () => {
    configureProgressBar();
    NProgress.start();
    NProgress.set(0.5);
    const bar = document.querySelector('#nprogress .bar');
    expect(bar).not.toBeNull();
    expect(bar?.getAttribute('aria-hidden')).toBe('true');
    expect(document.querySelectorAll('#nprogress [role]')).toHaveLength(0);
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
