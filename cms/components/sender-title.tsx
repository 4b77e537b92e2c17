'use client';

import { useDocumentInfo, useDocumentTitle } from '@payloadcms/ui';
import { useEffect } from 'react';

/**
 * The heading of an appeal: its reference and the sender's name («ОБ-2026-00004 — Соколов Андрей Викторович»), not
 * the bare reference or, without one, the database id. Payload titles a document with one stored field; the sender
 * is read from the account (the virtual `sender` field), so the title is set here, after Payload's own title effect
 * (a parent's effects run after its children's; the timeout puts this one last). Renders nothing.
 */
export function SenderTitle() {
  const { data } = useDocumentInfo();
  const { setDocumentTitle } = useDocumentTitle();
  const reference = typeof data?.reference === 'string' ? data.reference : '';
  const sender = typeof data?.sender === 'string' ? data.sender : '';
  useEffect(() => {
    const title = [reference, sender].filter(Boolean).join(' — ');
    if (!title) return;
    const timer = setTimeout(() => setDocumentTitle(title), 0);
    return () => clearTimeout(timer);
  }, [data, reference, sender, setDocumentTitle]);
  return null;
}
