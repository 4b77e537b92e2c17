'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Payload's live-preview handshake for a server-rendered page: inside the back office's preview frame it tells the
 * admin that the page is ready, and renders the page again on the server whenever the admin reports a save (a draft
 * saved, published or restored). Only messages from the framing admin of this same origin count. Outside a frame it
 * does nothing.
 */
export function RefreshOnSave() {
  const router = useRouter();
  useEffect(() => {
    if (window.parent === window) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      if ((event.data as { type?: unknown } | null)?.type === 'payload-document-event') router.refresh();
    };
    window.addEventListener('message', onMessage);
    window.parent.postMessage({ type: 'payload-live-preview', ready: true }, window.location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, [router]);
  return null;
}
