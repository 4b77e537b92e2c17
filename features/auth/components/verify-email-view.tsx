'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { withPageMessages } from '@/components/i18n/with-page-messages';
import { browserOnly } from '@/components/lazy/browser-only';
import { useUiStore } from '@/components/ui-store';
import { refreshCachedUser } from '../api/cached-user';
import { verifyEmail } from '../api/verify-email';
import { rememberJustVerified } from '../just-verified';
import type { VerifyEmailTexts } from '../verification-texts';

// The form for a new link (its schema, react-hook-form, the field components and next-intl's client) loads only when
// the link has failed; it translates with the page messages the site shell writes (`auth` is a lazy island's namespace).
const ResendByEmailForm = browserOnly(withPageMessages(() => import('./resend-by-email-form').then((m) => m.ResendByEmailForm)));

/**
 * /verification/{token}: confirms the address (POST /auth/verify/{token}, sent once the page has loaded) and goes on
 * to /verification/verify; a bad or expired link says so and offers a new link by e-mail address (and, when logged
 * in, the cabinet). Its texts and addresses come from the page (verification-texts.ts).
 */
export function VerifyEmailView({ token, texts }: { token: string; texts: VerifyEmailTexts }) {
  const router = useRouter();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  const loggedIn = useUiStore((state) => state.loggedIn);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    verifyEmail(token).then(
      async () => {
        // A logged-in user's cabinet unlocks right away.
        await refreshCachedUser().catch(() => undefined);
        rememberJustVerified();
        router.replace(texts.verifiedHref);
      },
      () => setFailed(true),
    );
  }, [token, router, texts.verifiedHref]);

  if (failed) {
    return (
      <div className="verify-view">
        <div role="alert" data-testid="verify-failed">
          <p>{texts.failed}</p>
          {loggedIn ? (
            <p>
              <Link href={texts.profileHref}>{texts.toProfile}</Link>
            </p>
          ) : null}
        </div>
        <ResendByEmailForm />
      </div>
    );
  }
  return (
    <p role="status" aria-live="polite">
      {texts.checking}
    </p>
  );
}
