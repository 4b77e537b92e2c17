'use client';

import { useTranslations } from 'next-intl';
import { Fragment, useEffect } from 'react';
import { useAuthStore } from '../stores/auth-store';

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}\p{N}-]+/gu;

/**
 * An e-mail address that wraps only where it must: as one piece on the next line when it fits, else broken
 * anywhere (overflow-wrap) but never right after one of its hyphens, which would read as a word hyphenated at the
 * line's end. Each hyphen is kept with its neighbours in a no-wrap span; the text (and a copy of it) is unchanged.
 */
function EmailText({ email }: { email: string }) {
  const parts = email.split(/(.?-.?)/u).filter(Boolean);
  return (
    <span className="auth-notice__email">
      {parts.map((part, index) =>
        part.includes('-') ? (
          <span key={index} className="auth-notice__nobreak">
            {part}
          </span>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </span>
  );
}

/** The notice's text with each e-mail address in it set apart by <EmailText>. */
function NoticeText({ text }: { text: string }) {
  const pieces: Array<string | { email: string }> = [];
  let last = 0;
  for (const match of text.matchAll(EMAIL)) {
    pieces.push(text.slice(last, match.index), { email: match[0] });
    last = match.index + match[0].length;
  }
  pieces.push(text.slice(last));
  return (
    <span>
      {pieces.map((piece, index) => (typeof piece === 'string' ? <Fragment key={index}>{piece}</Fragment> : <EmailText key={index} email={piece.email} />))}
    </span>
  );
}

/** A polite confirmation after a modal closes; it goes away by itself after 10 seconds. */
export function AuthNotice() {
  const t = useTranslations('modal');
  const notice = useAuthStore((state) => state.notice);
  const notify = useAuthStore((state) => state.notify);
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => notify(null), 10_000);
    return () => window.clearTimeout(timer);
  }, [notice, notify]);
  return (
    <div className="auth-notice" role="status" aria-live="polite" data-testid="auth-notice" hidden={!notice}>
      {notice ? (
        <>
          <NoticeText text={notice} />
          <button type="button" className="auth-notice__close" aria-label={t('close')} onClick={() => notify(null)}>
            ×
          </button>
        </>
      ) : null}
    </div>
  );
}
