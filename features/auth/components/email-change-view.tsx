'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api/envelope';
import { refreshCachedUser } from '../api/cached-user';
import { confirmEmailChange } from '../api/confirm-email-change';
import type { EmailChangeTexts } from '../verification-texts';

type Outcome = { state: 'checking' } | { state: 'done'; email: string } | { state: 'failed'; taken: boolean };

/**
 * /verification/email-change/{token}: the link mailed to a new address. Confirms the change once
 * (POST /auth/email-change/{token}, sent once the page has loaded) and says what happened: the new login, a used or
 * expired link, or an address another account took meanwhile. Its texts come from the page (verification-texts.ts).
 */
export function EmailChangeView({ token, texts }: { token: string; texts: EmailChangeTexts }) {
  const [outcome, setOutcome] = useState<Outcome>({ state: 'checking' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirmEmailChange(token).then(
      async ({ email }) => {
        // A logged-in user's cabinet shows the new address at once.
        await refreshCachedUser().catch(() => undefined);
        setOutcome({ state: 'done', email });
      },
      (error: unknown) => setOutcome({ state: 'failed', taken: error instanceof ApiError && error.status === 409 }),
    );
  }, [token]);

  const toProfile = (
    <p>
      <Link href={texts.profileHref}>{texts.toProfile}</Link>
    </p>
  );
  if (outcome.state === 'done') {
    return (
      <div className="verify-view" role="status" data-testid="email-change-done">
        <p>{texts.done.replace('{email}', () => outcome.email)}</p>
        {toProfile}
      </div>
    );
  }
  if (outcome.state === 'failed') {
    return (
      <div className="verify-view" role="alert" data-testid="email-change-failed">
        <p>{outcome.taken ? texts.taken : texts.failed}</p>
        {toProfile}
      </div>
    );
  }
  return (
    <p role="status" aria-live="polite">
      {texts.checking}
    </p>
  );
}
