'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { workspaceTexts } from './workspace-texts';

type State = 'idle' | 'saving' | 'done' | 'failed';

/**
 * «Взять себе» in the work queue: the item's assignee becomes the reviewer (PATCH through the back office's REST API
 * with their session, so the collection's access rule and hooks — the audit trail's assignment event — apply), then
 * the queue is read again. The outcome is announced in a live region.
 */
export function TakeItemButton({ collection, id, me, reference, language }: { collection: 'requests' | 'appeals'; id: number; me: number; reference: string; language: 'ru' | 'en' }) {
  const texts = workspaceTexts(language).queue;
  const router = useRouter();
  const [state, setState] = useState<State>('idle');
  const take = async () => {
    setState('saving');
    try {
      const response = await fetch(`/api/cms/${collection}/${id}?depth=0`, {
        method: 'PATCH',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ assignee: me }),
      });
      if (!response.ok) throw new Error(String(response.status));
      setState('done');
      router.refresh();
    } catch {
      setState('failed');
    }
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        style={{ margin: 0 }}
        onClick={take}
        disabled={state === 'saving'}
        aria-label={texts.takeLabel(reference)}
      >
        {state === 'saving' ? texts.taking : texts.take}
      </button>
      <span role="status">{state === 'done' ? texts.taken(reference) : state === 'failed' ? texts.takeFailed : ''}</span>
    </div>
  );
}
