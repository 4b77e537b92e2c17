'use client';

import type { QueryKey } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/i18n/use-format';
import { useId, useState } from 'react';
import { FileLinks } from '@/components/files/file-links';
import type { ThreadKind, ThreadMessage } from '@/lib/submissions/types';
import { useThread } from '../api/get-thread';
import { ReplyForm } from './reply-form';
import './threads.css';

type ItemThreadProps = {
  kind: ThreadKind;
  id: number;
  /** The item is closed: the thread is read-only. */
  closed: boolean;
  /** Shown at once (the agency is waiting for the investor); otherwise behind its button, loaded when opened. */
  defaultOpen?: boolean;
  /** The owning feature's list, reloaded after a reply (the item's status may change). */
  listQueryKey: QueryKey;
};

/**
 * An item's whole conversation with the agency in the cabinet: the investor's submission, the agency's messages
 * and comments, the investor's replies — oldest first, each with its side, date and files — and the reply form
 * (text and up to 5 files) while the item is open.
 */
export function ItemThread({ kind, id, closed, defaultOpen = false, listQueryKey }: ItemThreadProps) {
  const t = useTranslations('threads');
  const [open, setOpen] = useState(defaultOpen);
  const regionId = useId();
  const titleId = useId();
  return (
    <div className="item-thread" data-testid="item-thread">
      <button type="button" className="button button--secondary" aria-expanded={open} aria-controls={regionId} onClick={() => setOpen((value) => !value)}>
        {open ? t('thread.hide') : t('thread.show')}
      </button>
      <section id={regionId} hidden={!open} aria-labelledby={titleId} className="item-thread__body">
        <p id={titleId} className="item-thread__title">
          {t('thread.title')}
        </p>
        {open ? <ThreadMessages kind={kind} id={id} /> : null}
        {open ? closed ? <p className="item-thread__closed">{t('thread.closed')}</p> : <ReplyForm kind={kind} id={id} listQueryKey={listQueryKey} /> : null}
      </section>
    </div>
  );
}

function ThreadMessages({ kind, id }: { kind: ThreadKind; id: number }) {
  const t = useTranslations('threads.thread');
  const thread = useThread(kind, id, true);
  if (thread.isPending) return <p role="status">{t('loading')}</p>;
  if (thread.isError)
    return (
      <p role="alert">
        {t('failed')}{' '}
        <button type="button" className="button button--link" onClick={() => void thread.refetch()}>
          {t('retry')}
        </button>
      </p>
    );
  return (
    <ol className="item-thread__messages" data-testid="thread-messages">
      {thread.data.items.map((message) => (
        <li key={message.id}>
          <ThreadEntry message={message} />
        </li>
      ))}
    </ol>
  );
}

function ThreadEntry({ message }: { message: ThreadMessage }) {
  const t = useTranslations('threads.thread');
  const format = useFormat();
  const date = format.dateTime(message.createdAt);
  const author = message.side === 'agency' ? t('agency') : t('you');
  return (
    <div className={`item-thread__message item-thread__message--${message.side}`} data-testid="thread-message" data-side={message.side}>
      <p className="item-thread__meta">
        <strong>{author}</strong> · <time dateTime={message.createdAt}>{date}</time>
      </p>
      <p className="item-thread__text">{message.text}</p>
      <FileLinks files={message.files} label={t('filesOf', { author, date })} />
    </div>
  );
}
