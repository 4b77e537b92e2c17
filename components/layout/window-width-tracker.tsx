'use client';

import { useEffect } from 'react';
import { throttle } from '@/components/layout/throttle';
import { useUiStore } from '@/components/ui-store';

const RESIZE_THROTTLE_MS = 100;

/** Keeps `windowWidth` in the ui store; the store closes a menu that no longer fits the new width. */
export function WindowWidthTracker() {
  const setWindowWidth = useUiStore((state) => state.setWindowWidth);
  useEffect(() => {
    const update = throttle(() => setWindowWidth(window.innerWidth), RESIZE_THROTTLE_MS);
    update();
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('resize', update);
      update.cancel();
    };
  }, [setWindowWidth]);
  return null;
}
