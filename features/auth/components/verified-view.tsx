'use client';

import Link from 'next/link';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useUiStore } from '@/components/ui-store';
import { fetchCachedUser } from '../api/cached-user';
import { readJustVerified } from '../just-verified';
import type { VerifiedTexts } from '../verification-texts';

const noSubscription = () => () => {};

/**
 * Whether the logged-in user's account is verified; false for a guest and until the account has answered. The user is
 * read in the browser, where the session lives (a stored token, or the resumed cookie session), through the tab's
 * cached user query, which loads with the first read.
 */
function useUserVerified(loggedIn: boolean): boolean {
  const [verified, setVerified] = useState(false);
  useEffect(() => {
    if (!loggedIn) return;
    let current = true;
    fetchCachedUser().then(
      (user) => current && setVerified(user.verified === true),
      () => current && setVerified(false),
    );
    return () => {
      current = false;
      // Another session (a logout, then someone else's login) is asked again, never shown the last one's answer.
      setVerified(false);
    };
  }, [loggedIn]);
  return loggedIn && verified;
}

/**
 * /verification/verify: «Your account has been verified» (spec §8) — said only when it is true: right after this tab
 * confirmed the mailed link, or for a logged-in user whose account is verified. Opened otherwise (no link, a bad one,
 * an old bookmark) it says how confirming works instead. Either way, the way on: the cabinet, or the login modal for a
 * guest. Its texts come from the page (verification-texts.ts); «logged in» is the ui store's session flag, which the
 * session island keeps in step.
 */
export function VerifiedView({ texts }: { texts: VerifiedTexts }) {
  const loggedIn = useUiStore((state) => state.loggedIn);
  const userVerified = useUserVerified(loggedIn);
  const justVerified = useSyncExternalStore(noSubscription, readJustVerified, () => false);
  const verified = justVerified || userVerified;
  return (
    <div className="verify-view" data-testid={verified ? 'verified' : 'verify-pending'}>
      <p role="status">{verified ? texts.verified : texts.pending}</p>
      {loggedIn ? (
        <p>
          <Link href={texts.profileHref}>{texts.toProfile}</Link>
        </p>
      ) : (
        <div className="form__actions">
          <button type="button" className="button" onClick={() => useUiStore.getState().openModal('login')}>
            {texts.login}
          </button>
        </div>
      )}
    </div>
  );
}
