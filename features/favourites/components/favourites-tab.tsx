'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { TextareaField } from '@/components/form/choice-fields';
import { TextField } from '@/components/form/fields';
import { Modal } from '@/components/modal/modal';
import { CompareSiteOfPage } from '@/features/site-selection';
import { Link } from '@/i18n/navigation';
import { FAVOURITE_COMMENT_MAX } from '@/lib/submissions/schemas/favourites';
import type { Folder, FolderItem } from '@/lib/submissions/types';
import { folderTitleSchema, useCreateFolder } from '../api/create-folder';
import { useDeleteFolder } from '../api/delete-folder';
import { useFolderItems } from '../api/get-folder-items';
import { useFolders } from '../api/get-folders';
import { useRemoveItem } from '../api/remove-item';
import { useRenameFolder } from '../api/rename-folder';
import { useUpdateComment } from '../api/update-comment';
import { useFavouritesErrorText } from './error-text';
import './favourites.css';

/** Focus after the element that had it is gone (a removed item, a deleted folder): once React has re-rendered. */
const focusLater = (ref: RefObject<HTMLElement | null>) => requestAnimationFrame(() => ref.current?.focus());

/**
 * The cabinet's favourites (spec §1, §3, §7): the user's folders (create, rename; delete with confirmation) and,
 * folder by folder, the saved pages (link, title, picture, the user's note written and edited here, remove).
 * Meant for a tab panel that has its own heading (h2).
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
  const create = useCreateFolder();
  return (
    <FolderTitleForm
      id="favourites-new-folder"
      className="favourites__new"
      label={t('dialog.newFolder')}
      submitLabel={t('dialog.createFolder')}
      pending={create.isPending}
      onSubmit={async (title) => onCreated(await create.mutateAsync(title))}
    />
  );
}

/**
 * A folder's title (1–100 characters, the API's own rule checked first here): a new folder's, or a new name for
 * one. The field is emptied after a success only when it started empty.
 */
function FolderTitleForm({
  id,
  className,
  label,
  submitLabel,
  initial = '',
  pending,
  onSubmit,
  children,
}: {
  id: string;
  className: string;
  label: string;
  submitLabel: string;
  initial?: string;
  pending: boolean;
  onSubmit: (title: string) => Promise<void>;
  children?: ReactNode;
}) {
  const t = useTranslations('favourites');
  const errorText = useFavouritesErrorText();
  const [title, setTitle] = useState(initial);
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const parsed = folderTitleSchema.safeParse(title);
    if (!parsed.success) {
      setError(errorText(parsed.error.issues[0]?.message));
      return;
    }
    try {
      await onSubmit(parsed.data);
      if (!initial) setTitle('');
    } catch (failure) {
      setError(errorText(failure, 'title'));
    }
  };

  return (
    <form className={className} noValidate onSubmit={submit}>
      <TextField
        id={id}
        label={label}
        errorPrefix={t('errors.prefix')}
        error={error}
        value={title}
        maxLength={100}
        autoComplete="off"
        onChange={(event) => setTitle(event.target.value)}
      />
      <button type="submit" className="button" disabled={pending}>
        {submitLabel}
      </button>
      {children}
    </form>
  );
}

function FolderCard({ folder, onStatus, onDeleted }: { folder: Folder; onStatus: (message: string) => void; onDeleted: () => void }) {
  const t = useTranslations('favourites');
  const errorText = useFavouritesErrorText();
  const ids = useId();
  const [expanded, setExpanded] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteFolder();
  const rename = useRenameFolder();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const renameRef = useRef<HTMLButtonElement>(null);

  const onRename = async (title: string) => {
    const renamed = await rename.mutateAsync({ folderId: folder.id, title });
    setRenaming(false);
    onStatus(t('folderRenamed', { old: folder.title, title: renamed.title }));
    focusLater(titleRef);
  };

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
        <button
          ref={renameRef}
          type="button"
          className="button button--link"
          aria-expanded={renaming}
          aria-controls={`${ids}-rename`}
          onClick={() => setRenaming((value) => !value)}
        >
          {t('tab.rename')}
          <span className="visually-hidden">: {folder.title}</span>
        </button>
        <button type="button" className="button button--link favourites__delete" onClick={() => setConfirming(true)}>
          {t('tab.deleteFolder')}
          <span className="visually-hidden">: {folder.title}</span>
        </button>
      </div>
      <div id={`${ids}-rename`} hidden={!renaming}>
        {renaming ? (
          <FolderTitleForm
            id={`${ids}-rename-title`}
            className="favourites__new favourites__rename"
            label={t('tab.renameLabel')}
            submitLabel={t('tab.saveRename')}
            initial={folder.title}
            pending={rename.isPending}
            onSubmit={onRename}
          >
            <button
              type="button"
              className="button button--link"
              onClick={() => {
                setRenaming(false);
                focusLater(renameRef);
              }}
            >
              {t('dialog.cancel')}
            </button>
          </FolderTitleForm>
        ) : null}
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
            <div className="favourites__item-body">
              <Link className="favourites__link" href={item.page_url}>
                {item.page_title}
              </Link>
              <ItemComment folderId={folder.id} item={item} onStatus={onStatus} />
              <CompareSiteOfPage path={item.page_url} title={item.page_title} />
            </div>
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

/** A saved page's note (spec §3 `comment`): shown under its link, written or edited in place; saved empty, removed. */
function ItemComment({ folderId, item, onStatus }: { folderId: number; item: FolderItem; onStatus: (message: string) => void }) {
  const t = useTranslations('favourites');
  const errorText = useFavouritesErrorText();
  const ids = useId();
  const update = useUpdateComment();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    setEditing(false);
    setError(undefined);
    focusLater(toggleRef);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      const saved = await update.mutateAsync({ folderId, itemId: item.id, comment: text });
      onStatus(t(saved.comment ? 'commentSaved' : 'commentRemoved', { title: item.page_title }));
      close();
    } catch (failure) {
      setError(errorText(failure, 'comment'));
    }
  };

  return (
    <>
      {item.comment ? (
        <p className="favourites__comment">
          <span className="visually-hidden">{t('tab.comment')}: </span>
          {item.comment}
        </p>
      ) : null}
      {editing ? (
        <form id={`${ids}-comment`} className="favourites__comment-form" noValidate onSubmit={onSubmit}>
          <TextareaField
            id={`${ids}-comment-text`}
            label={t('tab.commentLabel', { title: item.page_title })}
            hint={t('tab.commentHint')}
            errorPrefix={t('errors.prefix')}
            error={error}
            value={text}
            rows={3}
            maxLength={FAVOURITE_COMMENT_MAX}
            onChange={(event) => setText(event.target.value)}
          />
          <div className="form__actions">
            <button type="submit" className="button" disabled={update.isPending}>
              {t('tab.saveComment')}
            </button>
            <button type="button" className="button button--link" onClick={close}>
              {t('dialog.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <button
          ref={toggleRef}
          type="button"
          className="button button--link"
          onClick={() => {
            setText(item.comment ?? '');
            setEditing(true);
          }}
        >
          {item.comment ? t('tab.editComment') : t('tab.addComment')}
          <span className="visually-hidden">: {item.page_title}</span>
        </button>
      )}
    </>
  );
}
