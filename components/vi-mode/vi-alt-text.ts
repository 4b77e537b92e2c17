'use client';

import { useEffect } from 'react';

const ALT_CLASS = 'vi-alt-text';

/** Each image with a text alternative gets it shown right after it (as `<span class="vi-alt-text">`); stale ones go. */
export function showAltTexts(root: ParentNode) {
  for (const span of root.querySelectorAll<HTMLElement>(`span.${ALT_CLASS}`)) {
    const image = span.previousElementSibling;
    if (!(image instanceof HTMLImageElement) || image.alt.trim() !== span.textContent) span.remove();
  }
  for (const image of root.querySelectorAll('img')) {
    const alt = image.alt.trim();
    const next = image.nextElementSibling;
    if (!alt || (next?.classList.contains(ALT_CLASS) && next.textContent === alt)) continue;
    const span = document.createElement('span');
    span.className = ALT_CLASS;
    // The image is hidden (display: none), so its alternative is read once: from this text.
    span.textContent = alt;
    image.after(span);
  }
}

export function removeAltTexts(root: ParentNode) {
  for (const span of root.querySelectorAll(`span.${ALT_CLASS}`)) span.remove();
}

/**
 * With images off, keeps every image's alt text shown in its place, also for images that appear later (client-side
 * navigation, lists that load); with images on again, removes every text it added.
 */
export function useAltTexts(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const sync = () => showAltTexts(document.body);
    sync();
    // Its own insertions call it again, but then nothing is missing and it changes nothing.
    const observer = new MutationObserver(sync);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['alt'] });
    return () => {
      observer.disconnect();
      removeAltTexts(document.body);
    };
  }, [active]);
}
