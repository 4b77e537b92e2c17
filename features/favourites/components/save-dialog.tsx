'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { useCurrentUser } from '@/components/account/current-user';
import { UnverifiedNotice } from '@/components/account/unverified-notice';
import { TextField } from '@/components/form/fields';
import { Modal } from '@/components/modal/modal';
import { QueryProvider } from '@/components/query-provider';
import { joinSentences, quotedList } from '@/i18n/sentences';
import type { Folder } from '@/lib/submissions/types';
import { folderTitleSchema, useCreateFolder } from '../api/create-folder';
import { useFolders } from '../api/get-folders';
import { useSaved } from '../api/get-saved';
import { useSavePage, type SavedPage } from '../api/save-page';
import { useFavouritesErrorText } from './error-text';

/** The dialog as the «save to favourites» button loads it: with the tab's react-query client around it. */
export function SaveDialogIsland(props: SaveDialogProps) {
  return (
    <QueryProvider>
      <SaveDialog {...props} />
    </QueryProvider>
  );
}

/**
 * The save dialog: the user's folders as checkboxes (checked where the page already is), a new folder created on
 * the spot (checked at once), and one Save that adds the page to every newly checked folder and takes it out of
 * every unchecked one. A failure keeps the dialog open with what went wrong.
 */
export function SaveDialog(props: SaveDialogProps) {
  const t = useTranslations('favourites');
  const user = useCurrentUser();
  // An account whose e-mail is not confirmed cannot keep favourites: the notice and its resend button, no folders.
  if (user.data && !user.data.verified) {
    return (
      <Modal title={t('dialog.title')} onClose={props.onClose} testId="save-to-favourites-dialog" className="favourites-dialog">
        <UnverifiedNotice email={user.data.email} level={3} />
      </Modal>
    );
  }
  return <FoldersForm {...props} />;
}

type SaveDialogProps = { page: SavedPage; onClose: () => void; onSaved: (message: string) => void };

function FoldersForm({ page, onClose, onSaved }: SaveDialogProps) {
  const t = useTranslations('favourites');
  const locale = useLocale();
  const errorText = useFavouritesErrorText();
  const folders = useFolders();
  const saved = useSaved(page.page_url);
  const createFolder = useCreateFolder();
  const save = useSavePage();
  const ids = useId();

  const [checked, setChecked] = useState<Set<number> | null>(null);
  const [created, setCreated] = useState<Folder[]>([]);
  const [newTitle, setNewTitle] = useState('');
  const [newTitleError, setNewTitleError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  const savedIds = new Set(saved.data?.folderIds ?? []);
  const current = checked ?? savedIds;
  const list = [...(folders.data?.items ?? [])];
  for (const folder of created) if (!list.some((f) => f.id === folder.id)) list.push(folder);

  const loadError = folders.error ?? saved.error;
  const loading = !loadError && (folders.isPending || saved.isPending);

  const toggle = (id: number) => {
    const next = new Set(current);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChecked(next);
  };

  const validTitle = (): string | null => {
    const parsed = folderTitleSchema.safeParse(newTitle);
    if (parsed.success) return parsed.data;
    setNewTitleError(errorText(parsed.error.issues[0]?.message));
    return null;
  };

  const onCreate = async () => {
    setNewTitleError(undefined);
    setNotice('');
    const title = validTitle();
    if (title === null) return;
    try {
      const folder = await createFolder.mutateAsync(title);
      setCreated((list) => [...list, folder]);
      setChecked(new Set([...current, folder.id]));
      setNewTitle('');
      setNotice(t('folderCreated', { title: folder.title }));
    } catch (failure) {
      setNewTitleError(errorText(failure, 'title'));
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setNewTitleError(undefined);
    const pendingTitle = newTitle.trim() ? validTitle() : undefined;
    if (pendingTitle === null) return;
    const add = list.filter((folder) => current.has(folder.id) && !savedIds.has(folder.id));
    const remove = list.filter((folder) => savedIds.has(folder.id) && !current.has(folder.id));
    if (!add.length && !remove.length && !pendingTitle) {
      onSaved(current.size ? t('unchanged') : '');
      return;
    }
    try {
      const outcome = await save.mutateAsync({ page, add, remove, newFolderTitle: pendingTitle });
      if (outcome.created) {
        setCreated((list) => [...list, outcome.created!]);
        setNewTitle('');
      }
      if (outcome.failed.length) {
        setError(t('errors.failedFolders', { folders: quotedList(locale, outcome.failed.map((folder) => folder.title)) }));
        setChecked(null);
        return;
      }
      const parts = [];
      if (outcome.added.length) parts.push(t('addedTo', { folders: quotedList(locale, outcome.added.map((folder) => folder.title)) }));
      if (outcome.removed.length) parts.push(t('removedFrom', { folders: quotedList(locale, outcome.removed.map((folder) => folder.title)) }));
      onSaved(joinSentences(locale, parts));
    } catch (failure) {
      if (pendingTitle) setNewTitleError(errorText(failure, 'title'));
      else setError(errorText(failure) ?? null);
    }
  };

  const newFolderId = `${ids}-new-folder`;
  return (
    <Modal title={t('dialog.title')} onClose={onClose} testId="save-to-favourites-dialog" className="favourites-dialog">
      <form className="form" noValidate onSubmit={onSubmit} aria-describedby={`${ids}-page`}>
        <p id={`${ids}-page`} className="modal__lead">
          {t('dialog.lead', { title: page.page_title })}
        </p>
        {error ? (
          <p className="favourites__error" role="alert">
            {error}
          </p>
        ) : null}
        {loadError ? (
          <p className="favourites__error" role="alert">
            {errorText(loadError)}
          </p>
        ) : loading ? (
          <p role="status">{t('loading')}</p>
        ) : (
          <fieldset className="field fieldset">
            <legend className="field__label">{t('dialog.folders')}</legend>
            {list.length ? (
              <ul className="favourites-dialog__folders">
                {list.map((folder) => (
                  <li key={folder.id} className="checkbox">
                    <input
                      id={`${ids}-folder-${folder.id}`}
                      type="checkbox"
                      className="checkbox__input"
                      checked={current.has(folder.id)}
                      onChange={() => toggle(folder.id)}
                    />
                    <label className="checkbox__label" htmlFor={`${ids}-folder-${folder.id}`}>
                      {folder.title}
                    </label>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="field__hint">{t('dialog.noFolders')}</p>
            )}
          </fieldset>
        )}
        {loadError ? null : (
          <div className="favourites-dialog__new">
            <TextField
              id={newFolderId}
              label={t('dialog.newFolder')}
              hint={t('dialog.newFolderHint')}
              errorPrefix={t('errors.prefix')}
              error={newTitleError}
              value={newTitle}
              maxLength={100}
              autoComplete="off"
              onChange={(event) => setNewTitle(event.target.value)}
              onKeyDown={(event) => {
                // Enter in the name field creates the folder rather than saving the whole dialog.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void onCreate();
                }
              }}
            />
            <button type="button" className="button button--secondary" onClick={() => void onCreate()} disabled={createFolder.isPending}>
              {t('dialog.createFolder')}
            </button>
          </div>
        )}
        <p className="favourites-dialog__notice" role="status">
          {notice}
        </p>
        <div className="form__actions">
          {loadError ? null : (
            <button type="submit" className="button" disabled={loading || save.isPending}>
              {save.isPending ? t('dialog.saving') : t('dialog.save')}
            </button>
          )}
          <button type="button" className="button button--link" onClick={onClose}>
            {t('dialog.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
