'use client';

import { useState, type ReactNode } from 'react';
import { ChatIcon, CloseIcon } from '@/components/layout/icons';
import { returnFocus, useDismiss } from '@/components/layout/use-dismiss';

const ROOT_ID = 'contact-widget';
const BUTTON_ID = 'contact-widget-toggle';
const LIST_ID = 'contact-widget-links';

/**
 * The floating round button that expands to the phone and messenger links (server-rendered `children`).
 * The links follow the button in the DOM, so Tab goes from the button into them; the CSS draws them above it.
 * The button's label comes translated from the site shell.
 */
export function ContactWidget({ toggleLabel, children }: { toggleLabel: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  useDismiss(open, [ROOT_ID], (reason) => {
    setOpen(false);
    returnFocus(BUTTON_ID, reason);
  });

  return (
    <div id={ROOT_ID} className="contact-widget" data-testid="contact-widget" data-state={open ? 'expanded' : 'default'}>
      <button
        id={BUTTON_ID}
        type="button"
        className="contact-widget__toggle"
        aria-expanded={open}
        aria-controls={LIST_ID}
        data-testid="contact-widget-toggle"
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <CloseIcon /> : <ChatIcon />}
        <span className="visually-hidden">{toggleLabel}</span>
      </button>
      <div id={LIST_ID} className="contact-widget__panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
