'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api/envelope';
import { getUnsubscribeView, unsubscribe, type UnsubscribeView as View } from '../api/unsubscribe';
import type { UnsubscribeTexts } from '../unsubscribe-texts';
import './saved-searches.css';

type Loaded = { state: 'checking' } | { state: 'found'; view: View } | { state: 'failed'; invalid: boolean };

/**
 * /saved-search/unsubscribe/{token}: the link at the foot of every alert. Opening it changes nothing (mail clients
 * and link scanners fetch links before the reader does): it names the search and offers the button that stops its
 * alerts (POST, the same address as the mail's one-click List-Unsubscribe). A link that opens no search says so.
 * Its texts come from the page (unsubscribe-texts.ts).
 */
export function UnsubscribeView({ token, texts }: { token: string; texts: UnsubscribeTexts }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'checking' });
  const [posting, setPosting] = useState<'idle' | 'pending' | 'failed'>('idle');

  useEffect(() => {
    let current = true;
    getUnsubscribeView(token).then(
      (view) => current && setLoaded({ state: 'found', view }),
      (error: unknown) => current && setLoaded({ state: 'failed', invalid: error instanceof ApiError && error.status === 404 }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  const onUnsubscribe = () => {
    setPosting('pending');
    unsubscribe(token).then(
      (view) => {
        setLoaded({ state: 'found', view });
        setPosting('idle');
      },
      () => setPosting('failed'),
    );
  };

  const toProfile = (
    <p>
      <Link href={texts.profileHref}>{texts.toProfile}</Link>
    </p>
  );
  if (loaded.state === 'checking') {
    return (
      <p role="status" aria-live="polite">
        {texts.checking}
      </p>
    );
  }
  if (loaded.state === 'failed') {
    return (
      <div className="unsubscribe-view" role="alert" data-testid="unsubscribe-invalid">
        <p>{loaded.invalid ? texts.invalid : texts.failed}</p>
        {toProfile}
      </div>
    );
  }
  const named = (template: string) => template.replace('{name}', () => loaded.view.name);
  if (loaded.view.unsubscribed) {
    return (
      <div className="unsubscribe-view" role="status" data-testid="unsubscribe-done">
        <p>{named(texts.done)}</p>
        {toProfile}
      </div>
    );
  }
  return (
    <div className="unsubscribe-view" data-testid="unsubscribe-confirm">
      <p>{named(texts.lead)}</p>
      {posting === 'failed' ? (
        <p className="saved-searches__error" role="alert">
          {texts.failed}
        </p>
      ) : null}
      <button type="button" className="button" onClick={onUnsubscribe} disabled={posting === 'pending'}>
        {texts.button}
      </button>
      {toProfile}
    </div>
  );
}
