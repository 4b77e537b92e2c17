'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { TextField } from '@/components/form/fields';
import { Modal } from '@/components/modal/modal';
import { Link } from '@/i18n/navigation';
import type { Folder, FolderItem } from '@/lib/submissions/types';
import { folderTitleSchema, useCreateFolder } from '../api/create-folder';
import { useDeleteFolder } from '../api/delete-folder';
import { useFolderItems } from '../api/get-folder-items';
import { useFolders } from '../api/get-folders';
import { useRemoveItem } from '../api/remove-item';
import { useFavouritesErrorText } from './error-text';
import './favourites.css';

/** Focus after the element that had it is gone (a removed item, a deleted folder): once React has re-rendered. */
const focusLater = (ref: RefObject<HTMLElement | null>) => requestAnimationFrame(() => ref.current?.focus());

/**
 * The cabinet's favourites (spec §1, §7): the user's folders (create; delete with confirmation) and, folder by
 * folder, the saved pages (link, title, picture, remove). Meant for a tab panel that has its own heading (h2).
 */
export function FavouritesTab() {
  const t = useTranslations('favourites');
  const errorText = useFavouritesErrorText();
  const folders = useFolders();
  const [status, setStatus] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);

  return (
    <div className="favourites" data-testid="favourites-tab">
      <p className="favourites__lead">{t('tab.lead')}</p>
      <NewFolderForm onCreated={(folder) => setStatus(t('folderCreated', { title: folder.title }))} />
      <p className="favourites__status" role="status">
        {status}
      </p>
      <h3 ref={headingRef} tabIndex={-1} className="favourites__heading">
        {t('tab.folders')}
      </h3>
      {folders.error ? (
        <p className="favourites__error" role="alert">
          {errorText(folders.error)}
        </p>
      ) : folders.isPending ? (
        <p>{t('loading')}</p>
      ) : folders.data.items.length ? (
        <ul className="favourites__folders">
          {folders.data.items.map((folder) => (
            <FolderCard
              key={folder.id}
              folder={folder}
              onStatus={setStatus}
              onDeleted={() => {
                setStatus(t('folderDeleted', { title: folder.title }));
                focusLater(headingRef);
              }}
            />
          ))}
        </ul>
      ) : (
        <p className="favourites__empty">{t('tab.empty')}</p>
      )}
    </div>
  );
}

function NewFolderForm({ onCreated }: { onCreated: (folder: Folder) => void }) {
  const t = useTranslations('favourites');
  const errorText = useFavouritesErrorText();
  const create = useCreateFolder();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const parsed = folderTitleSchema.safeParse(title);
    if (!parsed.success) {
      setError(errorText(parsed.error.issues[0]?.message));
      return;
    }
    try {
      const folder = await create.mutateAsync(parsed.data);
      setTitle('');
      onCreated(folder);
    } catch (failure) {
      setError(errorText(failure, 'title'));
    }
  };

  return (
    <form className="favourites__new" noValidate onSubmit={onSubmit}>
      <TextField
        id="favourites-new-folder"
        label={t('dialog.newFolder')}
        errorPrefix={t('errors.prefix')}
        error={error}
        value={title}
        maxLength={100}
        autoComplete="off"
        onChange={(event) => setTitle(event.target.value)}
      />
      <button type="submit" className="button" disabled={create.isPending}>
        {t('dialog.createFolder')}
      </button>
    </form>
  );
}

function FolderCard({ folder, onStatus, onDeleted }: { folder: Folder; onStatus: (message: string) => void; onDeleted: () => void }) {
  const t = useTranslations('favourites');
  const errorText = useFavouritesErrorText();
  const ids = useId();
  const [expanded, setExpanded] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteFolder();
  const titleRef = useRef<HTMLHeadingElement>(null);

  const onDelete = async () => {
    setError(null);
    try {
      await remove.mutateAsync(folder.id);
      setConfirming(false);
      onDeleted();
    } catch (failure) {
      setError(errorText(failure) ?? null);
    }
  };

  return (
    <li className="favourites__folder" data-testid={`favourites-folder-${folder.id}`}>
      <div className="favourites__folder-head">
        <h4 ref={titleRef} tabIndex={-1} className="favourites__folder-title">
          {folder.title}
        </h4>
        <span className="favourites__count">{t('tab.count', { count: folder.itemsCount })}</span>
      </div>
      <div className="favourites__folder-actions">
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={expanded}
          aria-controls={`${ids}-items`}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('tab.hidePages') : t('tab.showPages')}
          <span className="visually-hidden">: {folder.title}</span>
        </button>
        <button type="button" className="button button--link favourites__delete" onClick={() => setConfirming(true)}>
          {t('tab.deleteFolder')}
          <span className="visually-hidden">: {folder.title}</span>
        </button>
      </div>
      <div id={`${ids}-items`} hidden={!expanded}>
        {expanded ? <FolderItems folder={folder} onStatus={onStatus} titleRef={titleRef} /> : null}
      </div>
      {confirming ? (
        <Modal title={t('confirm.title')} onClose={() => setConfirming(false)} testId="favourites-delete-dialog">
          <p>{t('confirm.text', { title: folder.title, count: folder.itemsCount })}</p>
          {error ? (
            <p className="favourites__error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="form__actions">
            <button type="button" className="button button--danger" onClick={() => void onDelete()} disabled={remove.isPending}>
              {t('confirm.delete')}
            </button>
            <button type="button" className="button button--link" onClick={() => setConfirming(false)}>
              {t('dialog.cancel')}
            </button>
          </div>
        </Modal>
      ) : null}
    </li>
  );
}

function FolderItems({ folder, onStatus, titleRef }: { folder: Folder; onStatus: (message: string) => void; titleRef: RefObject<HTMLHeadingElement | null> }) {
  const t = useTranslations('favourites');
  const errorText = useFavouritesErrorText();
  const items = useFolderItems(folder.id);
  const remove = useRemoveItem();
  const [error, setError] = useState<string | null>(null);

  const onRemove = async (item: FolderItem) => {
    setError(null);
    try {
      await remove.mutateAsync({ folderId: folder.id, itemId: item.id });
      onStatus(t('itemRemoved', { title: item.page_title, folder: folder.title }));
      focusLater(titleRef);
    } catch (failure) {
      setError(errorText(failure) ?? null);
    }
  };

  if (items.error) {
    return (
      <p className="favourites__error" role="alert">
        {errorText(items.error)}
      </p>
    );
  }
  if (items.isPending) return <p>{t('loading')}</p>;
  const list = items.data.pages.flatMap((page) => page.items);
  if (!list.length) return <p className="favourites__empty">{t('tab.folderEmpty')}</p>;
  return (
    <>
      {error ? (
        <p className="favourites__error" role="alert">
          {error}
        </p>
      ) : null}
      <ul className="favourites__items">
        {list.map((item) => (
          <li key={item.id} className="favourites__item">
            {item.page_image ? (
              // eslint-disable-next-line @next/next/no-img-element -- a stored picture of any size: scaled by CSS
              <img className="favourites__image" src={item.page_image} alt="" loading="lazy" />
            ) : (
              <span className="favourites__image favourites__image--empty" aria-hidden="true" />
            )}
            <Link className="favourites__link" href={item.page_url}>
              {item.page_title}
            </Link>
            <button type="button" className="button button--link" onClick={() => void onRemove(item)} disabled={remove.isPending}>
              {t('tab.remove')}
              <span className="visually-hidden">: {item.page_title}</span>
            </button>
          </li>
        ))}
      </ul>
      {items.hasNextPage ? (
        <button type="button" className="button button--secondary" onClick={() => void items.fetchNextPage()} disabled={items.isFetchingNextPage}>
          {t('tab.more')}
        </button>
      ) : null}
    </>
  );
}
