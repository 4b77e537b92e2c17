'use client';

import { useTranslations } from 'next-intl';
import { useFormat } from '@/i18n/use-format';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { TextField } from '@/components/form/fields';
import { Modal } from '@/components/modal/modal';
import { Link } from '@/i18n/navigation';
import { savedSearchPath } from '@/lib/saved-searches/paths';
import { SAVED_SEARCH_NAME_MAX, savedSearchCreateSchema, type SavedSearch } from '@/lib/saved-searches/schemas';
import { routePath } from '@/lib/routes';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useSavedSearches } from '../api/list-saved-searches';
import { useUpdateSavedSearch } from '../api/update-saved-search';
import { useSavedSearchErrorText } from './error-text';
import './saved-searches.css';

/** Focus after the element that had it is gone (a deleted search): once React has re-rendered. */
const focusLater = (ref: RefObject<HTMLElement | null>) => requestAnimationFrame(() => ref.current?.focus());

const nameSchema = savedSearchCreateSchema.shape.name;

/**
 * The cabinet's «Сохранённые поиски»: each saved search with what it looks for, whether its alerts are on and when
 * the last one was sent; open it, rename it, pause or resume its alerts, delete it (with confirmation). Results are
 * announced in one status line. Meant for a tab panel that has its own heading (h2).
 */
export function SavedSearchesTab() {
  const t = useTranslations('savedSearches');
  const errorText = useSavedSearchErrorText();
  const searches = useSavedSearches();
  const [status, setStatus] = useState('');
  const leadRef = useRef<HTMLParagraphElement>(null);

  return (
    <div className="saved-searches" data-testid="saved-searches-tab">
      <p ref={leadRef} tabIndex={-1} className="saved-searches__lead">
        {t('tab.lead')}
      </p>
      <p className="saved-searches__status" role="status">
        {status}
      </p>
      {searches.error ? (
        <p className="saved-searches__error" role="alert">
          {errorText(searches.error)}
        </p>
      ) : searches.isPending ? (
        <p>{t('tab.loading')}</p>
      ) : searches.data.items.length ? (
        <ul className="saved-searches__list">
          {searches.data.items.map((search) => (
            <SearchCard
              key={search.id}
              search={search}
              onStatus={setStatus}
              onDeleted={() => {
                setStatus(t('deleted', { name: search.name }));
                focusLater(leadRef);
              }}
            />
          ))}
        </ul>
      ) : (
        <div className="saved-searches__empty">
          <p>{t('tab.empty')}</p>
          <ul className="saved-searches__entry-points">
            <li>
              <Link href={routePath('siteMatching')}>{t('tab.toMatching')}</Link>
            </li>
            <li>
              <Link href={routePath('events')}>{t('tab.toEvents')}</Link>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}

function SearchCard({ search, onStatus, onDeleted }: { search: SavedSearch; onStatus: (message: string) => void; onDeleted: () => void }) {
  const t = useTranslations('savedSearches');
  const format = useFormat();
  const errorText = useSavedSearchErrorText();
  const ids = useId();
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const renameRef = useRef<HTMLButtonElement>(null);

  const onPause = async () => {
    setError(null);
    try {
      const changed = await update.mutateAsync({ id: search.id, paused: !search.paused });
      onStatus(t(changed.paused ? 'paused' : 'resumed', { name: changed.name }));
    } catch (failure) {
      setError(errorText(failure) ?? null);
    }
  };

  const onDelete = async () => {
    setError(null);
    try {
      await remove.mutateAsync(search.id);
      setConfirming(false);
      onDeleted();
    } catch (failure) {
      setError(errorText(failure) ?? null);
    }
  };

  return (
    <li className="saved-searches__item" data-testid={`saved-search-${search.id}`}>
      <h3 ref={titleRef} tabIndex={-1} className="saved-searches__name">
        {search.name}
      </h3>
      <dl className="saved-searches__facts">
        <div>
          <dt>{t('kindLabel')}</dt>
          <dd>{t(`kind.${search.kind}`)}</dd>
        </div>
        <div>
          <dt>{t('statusLabel')}</dt>
          <dd data-testid="saved-search-status">{t(search.paused ? 'status.paused' : 'status.active')}</dd>
        </div>
        <div>
          <dt>{t('lastAlert')}</dt>
          <dd>
            {search.lastAlertAt
              ? format.dateTime(search.lastAlertAt)
              : t('neverAlerted')}
          </dd>
        </div>
      </dl>
      {error ? (
        <p className="saved-searches__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="saved-searches__actions">
        <Link className="button button--secondary" href={savedSearchPath(search.kind, search.query)}>
          {t('open', { name: search.name })}
        </Link>
        <button
          ref={renameRef}
          type="button"
          className="button button--link"
          aria-expanded={renaming}
          aria-controls={`${ids}-rename`}
          onClick={() => setRenaming((value) => !value)}
        >
          {t('rename')}
          <span className="visually-hidden">: {search.name}</span>
        </button>
        <button type="button" className="button button--link" onClick={() => void onPause()} disabled={update.isPending}>
          {t(search.paused ? 'resume' : 'pause')}
          <span className="visually-hidden">: {search.name}</span>
        </button>
        <button type="button" className="button button--link saved-searches__delete" onClick={() => setConfirming(true)}>
          {t('delete')}
          <span className="visually-hidden">: {search.name}</span>
        </button>
      </div>
      <div id={`${ids}-rename`} hidden={!renaming}>
        {renaming ? (
          <RenameForm
            id={`${ids}-name`}
            search={search}
            onCancel={() => {
              setRenaming(false);
              focusLater(renameRef);
            }}
            onRenamed={(renamed) => {
              setRenaming(false);
              onStatus(t('renamed', { name: renamed.name }));
              focusLater(titleRef);
            }}
          />
        ) : null}
      </div>
      {confirming ? (
        <Modal title={t('deleteTitle')} onClose={() => setConfirming(false)} testId="saved-search-delete-dialog">
          <p>{t('deleteConfirm', { name: search.name })}</p>
          {error ? (
            <p className="saved-searches__error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="form__actions">
            <button type="button" className="button button--danger" onClick={() => void onDelete()} disabled={remove.isPending}>
              {t('deleteButton')}
            </button>
            <button type="button" className="button button--link" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </button>
          </div>
        </Modal>
      ) : null}
    </li>
  );
}

function RenameForm({ id, search, onCancel, onRenamed }: { id: string; search: SavedSearch; onCancel: () => void; onRenamed: (search: SavedSearch) => void }) {
  const t = useTranslations('savedSearches');
  const errorText = useSavedSearchErrorText();
  const update = useUpdateSavedSearch();
  const [name, setName] = useState(search.name);
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const parsed = nameSchema.safeParse(name);
    if (!parsed.success) {
      setError(errorText(parsed.error.issues[0]?.message));
      return;
    }
    try {
      onRenamed(await update.mutateAsync({ id: search.id, name: parsed.data }));
    } catch (failure) {
      setError(errorText(failure, 'name'));
    }
  };

  return (
    <form className="saved-searches__rename" noValidate onSubmit={submit}>
      <TextField
        id={id}
        label={t('renameLabel', { name: search.name })}
        errorPrefix={t('errors.prefix')}
        error={error}
        value={name}
        maxLength={SAVED_SEARCH_NAME_MAX}
        autoComplete="off"
        onChange={(event) => setName(event.target.value)}
      />
      <div className="form__actions">
        <button type="submit" className="button" disabled={update.isPending}>
          {t('renameSave')}
        </button>
        <button type="button" className="button button--link" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
