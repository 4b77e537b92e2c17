'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { browserOnly } from '@/components/lazy/browser-only';
import { useUiStore } from '@/components/ui-store';
import { Link } from '@/i18n/navigation';
import { routePath } from '@/lib/routes';
import type { SavedSearchKind } from '@/lib/saved-searches/schemas';
import './saved-searches.css';

// The dialog (its form, the name's schema and zod with it, the API call and react-query) loads when it is first opened.
const SaveSearchDialog = browserOnly(() => import('./save-search-dialog').then((m) => m.SaveSearchDialog));

export type SaveSearchProps = {
  /** What the page searches: production sites (the matching page) or events (the events list). */
  kind: SavedSearchKind;
  /** The page's current query, as in its URL (`areaHa=10&electricityMw=5`, `?type=forum`; '' for everything). */
  query: string;
  /** A name to start from (the investor may change it). */
  suggestedName?: string;
};

/**
 * «Сохранить поиск»: saves the page's current query under a name the investor gives, to be alerted by e-mail when a
 * new or changed site or event matches it. A guest is asked to log in first (and the dialog opens once logged in).
 * The outcome is announced next to the button, with the way to the cabinet's saved searches.
 */
export function SaveSearch({ kind, query, suggestedName = '' }: SaveSearchProps) {
  const t = useTranslations('savedSearches');
  const [open, setOpen] = useState(false);
  const [waitingForLogin, setWaitingForLogin] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);

  // A guest who logs in from here goes on to the dialog; closing the login modal without logging in forgets it. A user
  // who pressed the button before the page had resumed their session was offered the login modal: it closes then.
  useEffect(() => {
    if (!waitingForLogin) return;
    return useUiStore.subscribe(({ loggedIn, modal, closeModal }) => {
      if (loggedIn) {
        setWaitingForLogin(false);
        if (modal === 'login') closeModal();
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
      useUiStore.getState().openLogin({ title: t('login.title'), lead: t('login.lead') });
      return;
    }
    setOpen(true);
  };

  return (
    <div className="save-search" data-testid="save-search">
      <button type="button" className="button button--secondary" aria-haspopup="dialog" onClick={onClick}>
        {t('save.button')}
      </button>
      <div className="save-search__status" role="status">
        {saved ? (
          <p>
            {t('save.saved', { name: saved })}{' '}
            <Link href={{ pathname: routePath('profile'), query: { tab: 'savedSearches' } }}>{t('save.cabinetLink')}</Link>
          </p>
        ) : null}
      </div>
      {open ? (
        <SaveSearchDialog
          kind={kind}
          query={query}
          suggestedName={suggestedName}
          onClose={() => setOpen(false)}
          onSaved={(name) => {
            setOpen(false);
            setSaved(name);
          }}
        />
      ) : null}
    </div>
  );
}
