'use client';

import { createContext, useContext, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronIcon } from '@/components/layout/icons';
import { questionIndexForKey } from '../roving';
import './faq.css';

type AccordionState = { isOpen: (id: string) => boolean; toggle: (id: string) => void };
const AccordionContext = createContext<AccordionState | null>(null);

/**
 * The FAQ as an accordion (WAI-ARIA APG): each question is a button in a heading with aria-expanded/aria-controls;
 * Enter or Space opens and closes it, ↓/↑/Home/End move between questions. Several answers may be open at once;
 * «expand all» opens every one. The answers are rendered on the server and passed in as children.
 */
export function FaqAccordion({ ids, expandAll, collapseAll, children }: { ids: string[]; expandAll: string; collapseAll: string; children: ReactNode }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const allOpen = ids.length > 0 && ids.every((id) => open.has(id));
  const state: AccordionState = {
    isOpen: (id) => open.has(id),
    toggle: (id) =>
      setOpen((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (!target.matches('[data-faq-question]')) return;
    const questions = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[data-faq-question]')];
    const index = questionIndexForKey(event.key, questions.indexOf(target as HTMLButtonElement), questions.length);
    if (index === null) return;
    event.preventDefault();
    questions[index]?.focus();
  };

  return (
    <AccordionContext.Provider value={state}>
      <div className="faq">
        {ids.length > 1 ? (
          <button type="button" className="button button--link faq__all" onClick={() => setOpen(allOpen ? new Set() : new Set(ids))}>
            {allOpen ? collapseAll : expandAll}
          </button>
        ) : null}
        <div className="faq__items" onKeyDown={onKeyDown} data-testid="faq">
          {children}
        </div>
      </div>
    </AccordionContext.Provider>
  );
}

/** One question (an h2 holding the disclosure button) and its answer panel. */
export function FaqItem({ id, question, lang, children }: { id: string; question: string; lang?: string; children: ReactNode }) {
  const accordion = useContext(AccordionContext);
  if (!accordion) throw new Error('FaqItem must be inside FaqAccordion');
  const open = accordion.isOpen(id);
  const buttonId = `${id}-question`;
  const panelId = `${id}-answer`;
  return (
    <div className={open ? 'faq-item faq-item--open' : 'faq-item'} data-testid="faq-item">
      <h2 className="faq-item__heading">
        <button
          type="button"
          id={buttonId}
          className="faq-item__question"
          aria-expanded={open}
          aria-controls={panelId}
          data-faq-question
          onClick={() => accordion.toggle(id)}
        >
          <span lang={lang}>{question}</span>
          <ChevronIcon />
        </button>
      </h2>
      <div id={panelId} className="faq-item__answer" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
