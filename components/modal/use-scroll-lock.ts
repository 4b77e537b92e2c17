'use client';

import { useEffect } from 'react';

/** Locks the page's scrolling while the calling component is mounted (nested locks restore in order). */
export function useScrollLock() {
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, []);
}
