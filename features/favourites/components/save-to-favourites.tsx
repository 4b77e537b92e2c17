'use client';

import { useEffect, useState } from 'react';
import { withPageMessages } from '@/components/i18n/with-page-messages';
import { browserOnly } from '@/components/lazy/browser-only';
import { useUiStore } from '@/components/ui-store';
import type { SavedPage } from '../api/save-page';
import { usePendingSave } from '../stores/pending-save';
import './favourites.css';

// The button ships in the page's first load with its texts from the server; what talks to the API and translates in the
// browser loads later, with react-query and next-intl's client: the status («in 2 folders») once the visitor is logged
// in, the dialog (its form and the folder-title schema) when it is first opened. Both translate with the page messages
// (`<PageMessages namespaces={['favourites']} />` beside the button, save-detail.tsx) or an enclosing scope.
const SavedStatus = browserOnly(withPageMessages(() => import('./saved-status').then((m) => m.SavedStatus)));
const SaveDialog = browserOnly(withPageMessages(() => import('./save-dialog').then((m) => m.SaveDialogIsland)));

/** The button's texts, translated where the button is rendered (`favourites.saveButton`, `favourites.login`). */
export type SaveToFavouritesTexts = { saveButton: string; loginTitle: string; loginLead: string };

export type SaveToFavouritesProps = {
  /** The page's path without the locale prefix, e.g. `/news/forum-2026` (the cabinet links to it in the reader's language). */
  page_url: string;
  page_title: string;
  page_image?: string | null;
  texts: SaveToFavouritesTexts;
};

/**
 * "Save to favourites" for a detail page (spec §1, §7): a guest gets the login modal (and the dialog right after
 * logging in); a user gets a dialog with their folders as checkboxes, pre-checked where the page is already saved,
 * a new folder on the spot, one save to several folders at once. The result is announced next to the button.
 * A client island: the page around it stays cacheable.
 */
export function SaveToFavourites({ page_url, page_title, page_image, texts }: SaveToFavouritesProps) {
  const loggedIn = useUiStore((state) => state.loggedIn);
  const [open, setOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // The button's text once the page is in some of the user's folders («In favourites (2 folders)»), from SavedStatus.
  const [savedLabel, setSavedLabel] = useState<string | null>(null);
  const saved = loggedIn ? savedLabel : null;

  // A guest who logs in from here goes on to the dialog (the save waits in the store, so a re-render of the page
  // meanwhile does not lose it); closing the login modal without logging in forgets it.
  useEffect(() => {
    const resume = () => {
      if (usePendingSave.getState().pageUrl !== page_url) return;
      const { loggedIn, modal } = useUiStore.getState();
      if (loggedIn) {
        usePendingSave.getState().setPending(null);
        setOpen(true);
      } else if (modal === null) {
        usePendingSave.getState().setPending(null);
      }
    };
    resume();
    return useUiStore.subscribe(resume);
  }, [page_url]);

  const onClick = () => {
    setAnnouncement('');
    if (!useUiStore.getState().loggedIn) {
      usePendingSave.getState().setPending(page_url);
      useUiStore.getState().openLogin({ title: texts.loginTitle, lead: texts.loginLead });
      return;
    }
    setOpen(true);
  };

  const page: SavedPage = { page_url, page_title, page_image: page_image ?? null };
  return (
    <div className="favourites-save" data-testid="save-to-favourites">
      <button type="button" className="button button--secondary favourites-save__button" aria-haspopup="dialog" onClick={onClick}>
        <StarIcon filled={saved !== null} />
        <span>{saved ?? texts.saveButton}</span>
      </button>
      <p className="favourites-save__status" role="status">
        {announcement}
      </p>
      {loggedIn ? <SavedStatus pageUrl={page_url} onChange={setSavedLabel} /> : null}
      {open ? (
        <SaveDialog
          page={page}
          onClose={() => setOpen(false)}
          onSaved={(message) => {
            setOpen(false);
            setAnnouncement(message);
          }}
        />
      ) : null}
    </div>
  );
}

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg className="icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
    </svg>
  );
}
