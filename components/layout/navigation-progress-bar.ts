import NProgress from 'nprogress';

/** Spec §9: the bar appears only for navigations slower than 200 ms and fills up over 5 s. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5_000;
const TICK_MS = 200;
const START = 0.08;
const CEILING = 0.99;

/** How full the bar is `elapsed` ms after it appeared: linear from 8 % to 99 % over the duration. */
export function progressAt(elapsed: number): number {
  return Math.min(CEILING, START + ((CEILING - START) * Math.max(0, elapsed)) / PROGRESS_DURATION_MS);
}

let delay: ReturnType<typeof setTimeout> | undefined;
let ticker: ReturnType<typeof setInterval> | undefined;

function clearTimers() {
  clearTimeout(delay);
  clearInterval(ticker);
  delay = undefined;
  ticker = undefined;
}

export function configureProgressBar() {
  // NProgress's own template marks the bar with role="bar", which is no ARIA role (axe reports it while the bar is on
  // screen); the bar is decoration beside the page's own loading state, so it is hidden from assistive technology.
  NProgress.configure({
    showSpinner: false,
    trickle: false,
    minimum: START,
    speed: TICK_MS,
    easing: 'linear',
    barSelector: '.bar',
    template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  });
}

/** A navigation began: show the bar if it is still going after the throttle. */
export function startProgress() {
  clearTimers();
  delay = setTimeout(() => {
    const shownAt = Date.now();
    NProgress.start();
    ticker = setInterval(() => NProgress.set(progressAt(Date.now() - shownAt)), TICK_MS);
  }, PROGRESS_THROTTLE_MS);
}

/** The navigation finished: complete the bar if it was shown, or cancel it if it was not yet. */
export function finishProgress() {
  const shown = ticker !== undefined;
  clearTimers();
  if (shown) NProgress.done();
}
