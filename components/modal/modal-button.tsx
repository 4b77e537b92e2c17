'use client';

import { useState, type ReactNode } from 'react';
import { withPageMessages } from '@/components/i18n/with-page-messages';
import { browserOnly } from '@/components/lazy/browser-only';

// The modal's code and next-intl's provider for its close button are fetched when a button is first pressed; the page's
// first load carries the button only. The close button's text is among the page messages the site shell writes.
const LazyModal = browserOnly(withPageMessages(() => import('./modal').then((m) => m.Modal)));

/**
 * A button that opens a modal with the content it is given — rendered on the server and passed in as children (the
 * documents of a set, the region's reference summary, a video's player). Escape, the close button and the backdrop close it; focus
 * returns to the button.
 */
export function ModalButton({
  label,
  ariaLabel,
  title,
  buttonClassName,
  testId,
  modalTestId,
  modalClassName,
  children,
}: {
  /** The button's content: its text, with an icon if any. */
  label: ReactNode;
  /** The button's accessible name when its text alone is not enough («Watch» → «Watch the video “…”»). */
  ariaLabel?: string;
  title: string;
  buttonClassName: string;
  testId?: string;
  modalTestId: string;
  modalClassName?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={buttonClassName} aria-label={ariaLabel} aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid={testId}>
        {label}
      </button>
      {open ? (
        <LazyModal title={title} onClose={() => setOpen(false)} testId={modalTestId} className={modalClassName}>
          {children}
        </LazyModal>
      ) : null}
    </>
  );
}
