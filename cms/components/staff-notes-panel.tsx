'use client';

import { useTranslation } from '@payloadcms/ui';
import { useId, useState, type FormEvent } from 'react';
import { krasnoyarskDateTime, staffName, useItemKey, useItemRecords } from './item-records';
import { workspaceTexts } from './workspace-texts';

type Note = { id: number; text: string; author?: { id: number; name?: string | null; email?: string | null } | number | null; createdAt: string };

const box = { display: 'grid', gap: 12, margin: '24px 0', padding: 16, border: '1px solid var(--theme-elevation-150)', borderRadius: 4 } as const;

/**
 * The item's internal notes in its edit view: the list (newest first, author and time) and a form to add one. Notes
 * are the `staff-notes` collection (reviewers read and create them; the author is set by its hook); they never reach
 * the investor or /api/v1.
 */
export function StaffNotesPanel() {
  const { i18n } = useTranslation();
  const texts = workspaceTexts(i18n.language).notes;
  const item = useItemKey();
  const { docs, reload } = useItemRecords<Note>('staff-notes', item, '-createdAt');
  const [text, setText] = useState('');
  const [state, setState] = useState<'idle' | 'saving' | 'added' | 'failed'>('idle');
  const textId = useId();
  const headingId = useId();

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!item || !text.trim()) return;
    setState('saving');
    try {
      const response = await fetch('/api/cms/staff-notes?depth=0', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ [item.field]: Number(item.id), text: text.trim() }),
      });
      if (!response.ok) throw new Error(String(response.status));
      setText('');
      setState('added');
      reload();
    } catch {
      setState('failed');
    }
  };

  return (
    <section style={box} aria-labelledby={headingId} data-testid="staff-notes">
      <h3 id={headingId} style={{ margin: 0 }}>
        {texts.title}
      </h3>
      <p style={{ margin: 0 }}>{texts.hint}</p>
      {!item ? (
        <p style={{ margin: 0 }}>{texts.unsaved}</p>
      ) : (
        <>
          {docs && docs.length === 0 ? <p style={{ margin: 0 }}>{texts.empty}</p> : null}
          {docs && docs.length > 0 ? (
            <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
              {docs.map((note) => (
                <li key={note.id} style={{ borderInlineStart: '3px solid var(--theme-elevation-400)', paddingInlineStart: 8 }}>
                  <p style={{ margin: 0, fontSize: '0.85em' }}>
                    {staffName(note.author, texts.unknownAuthor) ?? texts.unknownAuthor}, <time dateTime={note.createdAt}>{krasnoyarskDateTime(note.createdAt)}</time>
                  </p>
                  <p style={{ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{note.text}</p>
                </li>
              ))}
            </ul>
          ) : null}
          {/* Not a nested <form>: the edit view is a form already; the button adds the note on its own. */}
          <div style={{ display: 'grid', gap: 4 }}>
            <label htmlFor={textId}>{texts.label}</label>
            <textarea id={textId} value={text} onChange={(event) => setText(event.target.value)} rows={3} maxLength={5000} style={{ width: '100%' }} />
          </div>
          <div>
            <button type="button" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} onClick={add} disabled={state === 'saving' || !text.trim()}>
              {state === 'saving' ? texts.adding : texts.add}
            </button>
          </div>
          <p role="status" style={{ margin: 0 }}>
            {state === 'added' ? texts.added : state === 'failed' ? texts.failed : ''}
          </p>
        </>
      )}
    </section>
  );
}
