'use client';

import NextLink from 'next/link';
import { useUiStore } from '@/components/ui-store';

export type PersonalAreaActionTexts = { open: string; login: string };

/**
 * The personal-area block's button: the cabinet for a logged-in investor, the login modal for a guest (per visitor, so
 * on the client). Its texts and the cabinet's address come from the server (`PersonalAreaButton`), so the island needs
 * no translations in the browser.
 */
export function PersonalAreaAction({ texts, profileHref }: { texts: PersonalAreaActionTexts; profileHref: string }) {
  const loggedIn = useUiStore((state) => state.loggedIn);
  const openModal = useUiStore((state) => state.openModal);
  if (loggedIn) {
    return (
      <NextLink href={profileHref} className="button">
        {texts.open}
      </NextLink>
    );
  }
  return (
    <button type="button" className="button" aria-haspopup="dialog" onClick={() => openModal('login')}>
      {texts.login}
    </button>
  );
}
