/**
 * The navigation progress bar (spec §9): a 3 px band at the top of the window, drawn by these few functions rather than
 * a progress-bar library every page would download. It is decoration beside the page's own loading state, so it is
 * hidden from assistive technology and takes no pointer events (globals.css, `.navigation-progress`).
 */

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

/** The bar's element id; the element exists only while the bar is shown or fading out. */
export const PROGRESS_BAR_ID = 'navigation-progress';
/** How long the full bar stays before it is removed (its fade-out in globals.css). */
const FADE_MS = 400;

let delay: ReturnType<typeof setTimeout> | undefined;
let ticker: ReturnType<typeof setInterval> | undefined;
let removal: ReturnType<typeof setTimeout> | undefined;

function clearTimers() {
  clearTimeout(delay);
  clearInterval(ticker);
  delay = undefined;
  ticker = undefined;
}

function setFill(bar: HTMLElement, fraction: number) {
  bar.style.transform = `scaleX(${fraction})`;
}

function showBar(): HTMLElement {
  clearTimeout(removal);
  document.getElementById(PROGRESS_BAR_ID)?.remove();
  const bar = document.createElement('div');
  bar.id = PROGRESS_BAR_ID;
  bar.className = 'navigation-progress';
  bar.setAttribute('aria-hidden', 'true');
  setFill(bar, START);
  document.body.append(bar);
  return bar;
}

/** A navigation began: show the bar if it is still going after the throttle. */
export function startProgress() {
  clearTimers();
  delay = setTimeout(() => {
    const shownAt = Date.now();
    const bar = showBar();
    ticker = setInterval(() => setFill(bar, progressAt(Date.now() - shownAt)), TICK_MS);
  }, PROGRESS_THROTTLE_MS);
}

/** The navigation finished: fill and fade the bar if it was shown, or cancel it if it was not yet. */
export function finishProgress() {
  const shown = ticker !== undefined;
  clearTimers();
  const bar = document.getElementById(PROGRESS_BAR_ID);
  if (!shown || !bar) return;
  setFill(bar, 1);
  bar.dataset.state = 'done';
  removal = setTimeout(() => bar.remove(), FADE_MS);
}
