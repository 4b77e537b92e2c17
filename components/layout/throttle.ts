/** Runs `fn` at most once per `ms`, always including a trailing call with the latest arguments. */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;

  const run = () => {
    timer = undefined;
    last = Date.now();
    const args = pending;
    pending = undefined;
    if (args) fn(...args);
  };
  const throttled = (...args: A) => {
    pending = args;
    if (timer) return;
    const wait = Math.max(0, ms - (Date.now() - last));
    if (wait === 0) run();
    else timer = setTimeout(run, wait);
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
