'use client';

import { useEffect } from 'react';
import { isChunkLoadError, reloadAtMostOncePerMinute } from '@/components/layout/chunk-error';

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Reloads the page when a code chunk fails to load (a new deployment replaced it), at most once a minute. */
export function ChunkReloadGuard() {
  useEffect(() => {
    const handle = (reason: unknown) => {
      if (isChunkLoadError(reason)) reloadAtMostOncePerMinute(sessionStorageOrNull(), () => window.location.reload());
    };
    const onError = (event: ErrorEvent) => handle(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => handle(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
