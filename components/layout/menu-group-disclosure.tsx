'use client';

import { useState, type ReactNode } from 'react';
import { ChevronIcon } from '@/components/layout/icons';

/** One expandable group of the mobile menu: a button with aria-expanded and the list it shows. */
export function MenuGroupDisclosure({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="menu-group">
      <button
        type="button"
        className="menu-group__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        <span>{title}</span>
        <ChevronIcon />
      </button>
      <div id={id} className="menu-group__body" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
