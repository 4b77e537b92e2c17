'use client';

import { QueryProvider } from '@/components/query-provider';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { browserOnly } from '@/components/lazy/browser-only';
import { useUiStore } from '@/components/ui-store';
import { useSaved } from '../api/get-saved';
import type { SavedPage } from '../api/save-page';
import { usePendingSave } from '../stores/pending-save';
import './favourites.css';

// The dialog (its form and the folder-title schema, zod with it) is loaded when it is first opened: the button is on
// every detail page, and zod alone is about 30 KB gzip of first-load JavaScript.
const SaveDialog = browserOnly(() => import('./save-dialog').then((m) => m.SaveDialog));

export type SaveToFavouritesProps = {
  /** The page's path without the locale prefix, e.g. `/news/forum-2026` (the cabinet links to it in the reader's language). */
  page_url: string;
  page_title: string;
  page_image?: string | null;
};

/**
 * "Save to favourites" for a detail page (spec §1, §7): a guest gets the login modal (and the dialog right after
 * logging in); a user gets a dialog with their folders as checkboxes, pre-checked where the page is already saved,
 * a new folder on the spot, one save to several folders at once. The result is announced next to the button.
 * A client island: the page around it stays cacheable.
 */
function SaveToFavouritesContent({ page_url, page_title, page_image }: SaveToFavouritesProps) {
  const t = useTranslations('favourites');
  const loggedIn = useUiStore((state) => state.loggedIn);
  const [open, setOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const saved = useSaved(page_url, loggedIn);
  const savedCount = loggedIn ? (saved.data?.folderIds.length ?? 0) : 0;

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
      useUiStore.getState().openLogin({ title: t('login.title'), lead: t('login.lead') });
      return;
    }
    setOpen(true);
  };

  const page: SavedPage = { page_url, page_title, page_image: page_image ?? null };
  return (
    <div className="favourites-save" data-testid="save-to-favourites">
      <button type="button" className="button button--secondary favourites-save__button" aria-haspopup="dialog" onClick={onClick}>
        <StarIcon filled={savedCount > 0} />
        <span>{savedCount > 0 ? t('savedButton', { count: savedCount }) : t('saveButton')}</span>
      </button>
      <p className="favourites-save__status" role="status">
        {announcement}
      </p>
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

/** The island with the tab's react-query client (components/query-provider.tsx) it reads the API through. */
export function SaveToFavourites(props: SaveToFavouritesProps) {
  return (
    <QueryProvider>
      <SaveToFavouritesContent {...props} />
    </QueryProvider>
  );
}
