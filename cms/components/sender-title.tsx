'use client';

import { useDocumentTitle, useFormFields } from '@payloadcms/ui';
import { useEffect } from 'react';

/**
 * The heading of an appeal: its reference and the sender's name («ОБ-2026-000004 — Соколова Мария»), not the bare
 * reference or, without one, the database id. Payload titles a document with one stored field and sets that title
 * again whenever the document's data changes; the sender is read from the account (the virtual `sender` field), so
 * this sets the title back whenever it differs. Renders nothing.
 *
 * The title is set after the current round of effects: the provider's own effect runs after this child's in the same
 * round and would overwrite it, and the title would then look unchanged to this effect, which would not run again.
 */
export function SenderTitle() {
  const reference = useFormFields(([fields]) => fields.reference?.value);
  const sender = useFormFields(([fields]) => fields.sender?.value);
  const { title, setDocumentTitle } = useDocumentTitle();
  const wanted = [reference, sender].filter((part): part is string => typeof part === 'string' && part !== '').join(' — ');
  useEffect(() => {
    if (!wanted || title === wanted) return;
    const later = setTimeout(() => setDocumentTitle(wanted), 0);
    return () => clearTimeout(later);
  }, [title, wanted, setDocumentTitle]);
  return null;
}
