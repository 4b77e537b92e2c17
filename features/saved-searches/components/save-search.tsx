'use client';

import { QueryProvider } from '@/components/query-provider';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { TextField } from '@/components/form/fields';
import { Modal } from '@/components/modal/modal';
import { useUiStore } from '@/components/ui-store';
import { Link } from '@/i18n/navigation';
import { routePath } from '@/lib/routes';
import { SAVED_SEARCH_NAME_MAX, savedSearchCreateSchema, type SavedSearchKind } from '@/lib/saved-searches/schemas';
import { useSaveSearch } from '../api/save-search';
import { useSavedSearchErrorText } from './error-text';
import './saved-searches.css';

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
function SaveSearchContent({ kind, query, suggestedName = '' }: SaveSearchProps) {
  const t = useTranslations('savedSearches');
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

function SaveSearchDialog({ kind, query, suggestedName, onClose, onSaved }: Required<SaveSearchProps> & { onClose: () => void; onSaved: (name: string) => void }) {
  const t = useTranslations('savedSearches');
  const errorText = useSavedSearchErrorText();
  const save = useSaveSearch();
  const id = useId();
  const [name, setName] = useState(suggestedName);
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const parsed = savedSearchCreateSchema.shape.name.safeParse(name);
    if (!parsed.success) {
      setError(errorText(parsed.error.issues[0]?.message));
      return;
    }
    try {
      const created = await save.mutateAsync({ name: parsed.data, kind, query });
      onSaved(created.name);
    } catch (failure) {
      setError(errorText(failure, 'name'));
    }
  };

  return (
    <Modal title={t('save.title')} onClose={onClose} testId="save-search-dialog" description={t(`save.lead.${kind}`)}>
      <form noValidate onSubmit={submit}>
        <TextField
          id={`${id}-name`}
          label={t('save.nameLabel')}
          errorPrefix={t('errors.prefix')}
          error={error}
          value={name}
          required
          maxLength={SAVED_SEARCH_NAME_MAX}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
        <div className="form__actions">
          <button type="submit" className="button" disabled={save.isPending}>
            {t('save.submit')}
          </button>
          <button type="button" className="button button--link" onClick={onClose}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** The island with the tab's react-query client (components/query-provider.tsx) it reads the API through. */
export function SaveSearch(props: SaveSearchProps) {
  return (
    <QueryProvider>
      <SaveSearchContent {...props} />
    </QueryProvider>
  );
}
