'use client';

import { useEffect, useRef } from 'react';

export type DismissReason = 'escape' | 'outside';

/** Escapes that closed something through useDismiss: a page-wide Escape (the Telegram popup's) leaves them alone. */
const handledEscapes = new WeakSet<Event>();

/** Whether an open menu, list or panel already closed itself on this Escape. */
export function escapeWasHandled(event: Event): boolean {
  return handledEscapes.has(event);
}

/**
 * While `active`, calls `onDismiss` when Escape is pressed or a pointer goes down outside
 * every element whose id is in `ids` (the popup and the button that controls it).
 */
export function useDismiss(active: boolean, ids: readonly string[], onDismiss: (reason: DismissReason) => void) {
  const callback = useRef(onDismiss);
  useEffect(() => {
    callback.current = onDismiss;
  });
  const key = ids.join(' ');

  useEffect(() => {
    if (!active) return;
    const elements = () => key.split(' ').map((id) => document.getElementById(id));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      handledEscapes.add(event);
      callback.current('escape');
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (!elements().some((element) => element?.contains(target))) callback.current('outside');
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [active, key]);
}

/** After an Escape, focus goes back to the button that opened the popup (if focus was inside it or nowhere). */
export function returnFocus(buttonId: string, reason: DismissReason) {
  if (reason === 'escape') document.getElementById(buttonId)?.focus();
}
