'use client';

import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';

const noSubscription = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * A component whose code is fetched when it first renders in the browser, and which renders nothing on the server and
 * during hydration (the island it wraps needs the browser: a dialog, a map, a session). This is the project's one way to
 * split off such code: React's `lazy` with `Suspense`, not next/dynamic, whose loader every page would download.
 * `load` returns an `import()` of the module, where the bundler splits it off; the props pass through.
 */
export function browserOnly<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((Component) => ({ default: Component })));
  function BrowserOnly(props: P) {
    const mounted = useSyncExternalStore(noSubscription, inBrowser, onServer);
    if (!mounted) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return BrowserOnly;
}
