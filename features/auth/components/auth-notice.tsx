'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useAuthStore } from '../stores/auth-store';

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
          <span>{notice}</span>
          <button type="button" className="auth-notice__close" aria-label={t('close')} onClick={() => notify(null)}>
            ×
          </button>
        </>
      ) : null}
    </div>
  );
}
