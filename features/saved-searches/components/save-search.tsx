'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { withPageMessages } from '@/components/i18n/with-page-messages';
import { browserOnly } from '@/components/lazy/browser-only';
import { useUiStore } from '@/components/ui-store';
import type { SavedSearchKind } from '@/lib/saved-searches/schemas';
import './saved-searches.css';

// The dialog (its form, the name's schema and zod with it, the API call, react-query and next-intl's client) loads when
// it is first opened; it translates with the page messages (`savedSearches`) or an enclosing scope.
const SaveSearchDialog = browserOnly(withPageMessages(() => import('./save-search-dialog').then((m) => m.SaveSearchDialog)));

/** The control's texts and the cabinet's saved searches in the page's language (save-search-texts.ts, on the server). */
export type SaveSearchTexts = { button: string; loginTitle: string; loginLead: string; cabinetLink: string; cabinetHref: string };

export type SaveSearchProps = {
  /** What the page searches: production sites (the matching page) or events (the events list). */
  kind: SavedSearchKind;
  /** The page's current query, as in its URL (`areaHa=10&electricityMw=5`, `?type=forum`; '' for everything). */
  query: string;
  /** A name to start from (the investor may change it). */
  suggestedName?: string;
  texts: SaveSearchTexts;
};

/**
 * «Сохранить поиск»: saves the page's current query under a name the investor gives, to be alerted by e-mail when a
 * new or changed site or event matches it. A guest is asked to log in first (and the dialog opens once logged in).
 * The outcome is announced next to the button, with the way to the cabinet's saved searches.
 */
export function SaveSearch({ kind, query, suggestedName = '', texts }: SaveSearchProps) {
  const [open, setOpen] = useState(false);
  const [waitingForLogin, setWaitingForLogin] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);

  // A guest who logs in from here goes on to the dialog; closing the login modal without logging in forgets it.
  useEffect(() => {
    if (!waitingForLogin) return;
    return useUiStore.subscribe(({ loggedIn, modal }) => {
      if (loggedIn) {
        setWaitingForLogin(false);
        setOpen(true);
      } else if (modal === null) {
        setWaitingForLogin(false);
      }
    });
  }, [waitingForLogin]);

  const onClick = () => {
    setSaved(null);
    if (!useUiStore.getState().loggedIn) {
      setWaitingForLogin(true);
      useUiStore.getState().openLogin({ title: texts.loginTitle, lead: texts.loginLead });
      return;
    }
    setOpen(true);
  };

  return (
    <div className="save-search" data-testid="save-search">
      <button type="button" className="button button--secondary" aria-haspopup="dialog" onClick={onClick}>
        {texts.button}
      </button>
      <div className="save-search__status" role="status">
        {saved ? (
          <p>
            {saved} <Link href={texts.cabinetHref}>{texts.cabinetLink}</Link>
          </p>
        ) : null}
      </div>
      {open ? (
        <SaveSearchDialog
          kind={kind}
          query={query}
          suggestedName={suggestedName}
          onClose={() => setOpen(false)}
          onSaved={(message) => {
            setOpen(false);
            setSaved(message);
          }}
        />
      ) : null}
    </div>
  );
}
