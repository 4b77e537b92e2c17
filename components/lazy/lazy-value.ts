/** A value fetched once, on first need: `get` waits for it, `preload` only starts it. */
export type LazyValue<T> = {
  get: () => Promise<T>;
  /** Starts the fetch without waiting for it; a failure is left for the next `get` to report. */
  preload: () => void;
};

/**
 * Wraps a loader (a dynamic `import()`, a schema's module) so that every caller shares one fetch. A failed fetch is
 * forgotten: the next `get` tries again, so a dropped connection while the page was idle does not break the form for
 * the rest of the visit.
 */
export function lazyValue<T>(load: () => Promise<T>): LazyValue<T> {
  let pending: Promise<T> | undefined;
  const get = (): Promise<T> =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
  return { get, preload: () => void get().catch(() => undefined) };
}
