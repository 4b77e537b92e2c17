'use client';

import { useState, type ReactNode } from 'react';
import { Modal } from '@/components/modal/modal';

/**
 * The reference-summary modal of §2 ("takes content"): a button opens a short reference (справка) with the content it
 * is given — rendered on the server and passed in as children. Escape, the close button and the backdrop close it;
 * focus returns to the button.
 */
export function ReferenceSummary({ label, title, children }: { label: string; title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button" aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid="summary-open">
        {label}
      </button>
      {open ? (
        <Modal title={title} onClose={() => setOpen(false)} testId="summary-modal" className="modal--wide">
          {children}
        </Modal>
      ) : null}
    </>
  );
}
