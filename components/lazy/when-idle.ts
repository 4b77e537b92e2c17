/**
 * Runs `run` after the page's own work: in the browser's idle time (within 5 s), or in the next task where there is no
 * such API. The moment to fetch code a page needs later but not to show itself (a library, a form's schema).
 */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
}
