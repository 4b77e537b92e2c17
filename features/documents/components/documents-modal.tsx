'use client';

import { useState } from 'react';
import { Modal } from '@/components/modal/modal';
import { DocumentFiles } from '@/components/content/document-files';
import type { DocumentItem } from '@/lib/api/media';

/**
 * The documents modal of §2: a button opens it; its title is the first document's title (the set's title when that has
 * none), and it lists the files. Escape, the close button and the backdrop close it; focus returns to the button.
 */
export function DocumentsModal({ label, title, items }: { label: string; title: string; items: DocumentItem[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--secondary" aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid="documents-open">
        {label}
      </button>
      {open ? (
        <Modal title={items[0]?.title ?? title} onClose={() => setOpen(false)} testId="documents-modal">
          <DocumentFiles items={items} />
        </Modal>
      ) : null}
    </>
  );
}
