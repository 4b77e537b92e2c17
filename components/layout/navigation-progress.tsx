'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { finishProgress, startProgress } from '@/components/layout/navigation-progress-bar';

/** The URL a click on an internal link will navigate to in this tab (another page, not just another #hash), or null. */
export function internalNavigationTarget(event: MouseEvent, current: Location): URL | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, current.href);
  if (url.origin !== current.origin) return null;
  if (url.pathname === current.pathname && url.search === current.search) return null;
  return url;
}

/**
 * The navigation progress bar: starts on clicks on internal links (captured before Next's Link handles them)
 * and completes when the path (with its language prefix) or query has changed.
 */
export function NavigationProgress() {
  const pathname = usePathname();
  const search = useSearchParams().toString();

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (internalNavigationTarget(event, window.location)) startProgress();
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, []);

  useEffect(() => {
    finishProgress();
  }, [pathname, search]);

  return null;
}
