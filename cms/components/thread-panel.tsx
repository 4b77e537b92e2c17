'use client';

import { useDocumentInfo, useTranslation } from '@payloadcms/ui';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { KRASNOYARSK_TIME_ZONE } from '../../lib/submissions/deadlines';

/**
 * The conversation of a project submission or an appeal in its edit view: the agency's comments recorded with the
 * status changes, the agency's messages and the investor's replies, oldest first with dates and files; and the form
 * of the agency's message (text, up to 5 files, optionally asking the investor for a clarification), sent to
 * POST /api/v1/{request|message}/{id}/agency-message with the admin session. The investor gets it by e-mail and in
 * the cabinet.
 */

type FileDoc = { id: number; name?: string };
type MessageDoc = { id: number; side: 'investor' | 'agency'; text: string; files?: (number | FileDoc)[] | null; createdAt: string };
type HistoryEntry = { status?: string; at?: string; comment?: string | null };
type Entry = { key: string; side: 'investor' | 'agency'; text: string; files: FileDoc[]; at: string; comment: boolean };

const TEXTS = {
  ru: {
    heading: 'Переписка с инвестором',
    empty: 'Сообщений пока нет.',
    loading: 'Загружаем переписку…',
    failed: 'Не удалось загрузить переписку.',
    investor: 'Инвестор',
    agency: 'Агентство',
    statusComment: 'комментарий к смене статуса',
    formTitle: 'Сообщение инвестору',
    text: 'Текст сообщения',
    files: 'Файлы (до 5)',
    clarification: 'Запросить уточнение: перевести в статус «Требуется уточнение» (срок приостанавливается до ответа инвестора)',
    send: 'Отправить инвестору',
    sending: 'Отправляем…',
    sent: 'Сообщение отправлено.',
    unsaved: 'Переписка появится после сохранения.',
    tooMany: 'Можно приложить не более 5 файлов.',
    required: 'Впишите текст сообщения.',
    error: 'Не удалось отправить сообщение',
    noOwner: 'Заявка отправлена гостем: сообщение уйдёт на указанную им почту.',
  },
  en: {
    heading: 'Conversation with the investor',
    empty: 'No messages yet.',
    loading: 'Loading the conversation…',
    failed: 'The conversation could not be loaded.',
    investor: 'Investor',
    agency: 'Agency',
    statusComment: 'comment on a status change',
    formTitle: 'Message to the investor',
    text: 'Message text',
    files: 'Files (up to 5)',
    clarification: 'Ask for a clarification: move to “Clarification requested” (the clock stops until the investor replies)',
    send: 'Send to the investor',
    sending: 'Sending…',
    sent: 'The message has been sent.',
    unsaved: 'The conversation appears once the record is saved.',
    tooMany: 'At most 5 files can be attached.',
    required: 'Write the message text.',
    error: 'The message could not be sent',
    noOwner: 'Sent by a guest: the message goes to the e-mail address they gave.',
  },
} as const;

const MAX_FILES = 5;
const fileHref = (id: number) => `/api/v1/file/${id}`;

function useTexts() {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? TEXTS.en : TEXTS.ru;
}

const formatDate = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'ru-RU', { dateStyle: 'medium', timeStyle: 'short', timeZone: KRASNOYARSK_TIME_ZONE }).format(new Date(iso));

/** Requests → `request`, appeals → `appeal` (the thread message's field), and the API's path segment. */
const TARGETS = { requests: { field: 'request', path: 'request' }, appeals: { field: 'appeal', path: 'message' } } as const;

export function ThreadPanel() {
  const texts = useTexts();
  const { i18n } = useTranslation();
  const { id, collectionSlug, data } = useDocumentInfo();
  const target = TARGETS[collectionSlug as keyof typeof TARGETS];
  const [messages, setMessages] = useState<MessageDoc[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [clarification, setClarification] = useState(false);
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  const [fileInputKey, setFileInputKey] = useState(0);
  const ids = { text: useId(), files: useId(), clarification: useId(), heading: useId() };

  const [reloads, setReloads] = useState(0);
  useEffect(() => {
    if (!target || id === undefined || id === null) return;
    const controller = new AbortController();
    const query = new URLSearchParams({ [`where[${target.field}][equals]`]: String(id), sort: 'createdAt', limit: '200', depth: '1' });
    fetch(`/api/cms/thread-messages?${query}`, { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ docs?: MessageDoc[] }>) : Promise.reject(new Error(String(response.status)))))
      .then((body) => {
        setMessages(body.docs ?? []);
        setLoadFailed(false);
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoadFailed(true);
      });
    return () => controller.abort();
  }, [id, target, reloads]);

  if (!target) return null;
  if (id === undefined || id === null) return <p>{texts.unsaved}</p>;

  const history = ((data?.history as HistoryEntry[] | undefined) ?? []).filter((entry) => entry.comment?.trim() && entry.at);
  const entries: Entry[] = [
    ...history.map((entry, index) => ({ key: `h${index}`, side: 'agency' as const, text: entry.comment!.trim(), files: [], at: entry.at!, comment: true })),
    ...(messages ?? []).map((message) => ({
      key: `m${message.id}`,
      side: message.side,
      text: message.text,
      files: (message.files ?? []).filter((file): file is FileDoc => typeof file === 'object' && file !== null),
      at: message.createdAt,
      comment: false,
    })),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const storedStatus = (data?.history as HistoryEntry[] | undefined)?.at(-1)?.status ?? data?.status;
  const guest = !data?.owner;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setStatus({ ok: false, message: texts.required });
    if (files.length > MAX_FILES) return setStatus({ ok: false, message: texts.tooMany });
    const form = new FormData();
    form.append('text', text);
    if (clarification) form.append('clarification', 'true');
    files.forEach((file, index) => form.append(`file[${index}]`, file));
    setSending(true);
    setStatus(null);
    try {
      const response = await fetch(`/api/v1/${target.path}/${id}/agency-message`, { method: 'POST', body: form, credentials: 'include' });
      const body = (await response.json().catch(() => null)) as { success?: boolean; result?: Record<string, unknown> } | null;
      if (!response.ok || !body?.success) {
        const result = body?.result ?? {};
        const detail = Object.values(result).flat().filter((value) => typeof value === 'string').join(' ');
        throw new Error(detail || String(response.status));
      }
      if (clarification) {
        // The status changed on the server: reload the edit view, so that saving the form later does not send the old one.
        window.location.reload();
        return;
      }
      setText('');
      setFiles([]);
      setFileInputKey((key) => key + 1);
      setStatus({ ok: true, message: texts.sent });
      setReloads((count) => count + 1);
    } catch (error) {
      setStatus({ ok: false, message: `${texts.error}: ${error instanceof Error ? error.message : String(error)}` });
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="field-type" style={{ marginBottom: 32 }} aria-labelledby={ids.heading} data-testid="thread-panel">
      <h3 id={ids.heading} style={{ marginBottom: 12 }}>
        {texts.heading}
      </h3>
      {loadFailed ? <p role="alert">{texts.failed}</p> : messages === null ? <p>{texts.loading}</p> : null}
      {messages !== null && !entries.length ? <p>{texts.empty}</p> : null}
      {entries.length ? (
        <ol style={{ listStyle: 'none', padding: 0, margin: '0 0 16px', display: 'grid', gap: 8 }} data-testid="thread-panel-messages">
          {entries.map((entry) => (
            <li
              key={entry.key}
              data-side={entry.side}
              style={{ borderLeft: `4px solid ${entry.side === 'agency' ? '#0b5cad' : '#6b6b6b'}`, padding: '6px 12px', background: 'var(--theme-elevation-50)' }}
            >
              <p style={{ margin: 0 }}>
                <strong>{entry.side === 'agency' ? texts.agency : texts.investor}</strong>
                {entry.comment ? ` (${texts.statusComment})` : ''} · <time dateTime={entry.at}>{formatDate(entry.at, i18n.language)}</time>
              </p>
              <p style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{entry.text}</p>
              {entry.files.length ? (
                <ul style={{ margin: '4px 0 0', paddingLeft: 18 }}>
                  {entry.files.map((file) => (
                    <li key={file.id}>
                      <a href={fileHref(file.id)} download>
                        {file.name ?? `#${file.id}`}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      <div style={{ display: 'grid', gap: 8, maxWidth: 720 }} data-testid="agency-message-form">
        <h4 style={{ margin: 0 }}>{texts.formTitle}</h4>
        {guest ? <p style={{ margin: 0 }}>{texts.noOwner}</p> : null}
        <label htmlFor={ids.text}>{texts.text}</label>
        <textarea id={ids.text} rows={5} maxLength={10000} value={text} onChange={(event) => setText(event.target.value)} style={{ width: '100%' }} />
        <label htmlFor={ids.files}>{texts.files}</label>
        <input key={fileInputKey} id={ids.files} type="file" multiple onChange={(event) => setFiles(Array.from(event.target.files ?? []))} />
        {storedStatus === 'in_review' ? (
          <label htmlFor={ids.clarification} style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
            <input id={ids.clarification} type="checkbox" checked={clarification} onChange={(event) => setClarification(event.target.checked)} />
            <span>{texts.clarification}</span>
          </label>
        ) : null}
        <div>
          {/* Not a submit button: the edit view's own form must not be saved by it. */}
          <button type="button" className="btn btn--style-primary btn--size-medium" disabled={sending} onClick={(event) => void onSubmit(event)}>
            {sending ? texts.sending : texts.send}
          </button>
        </div>
        <p role="status" style={{ margin: 0, color: status && !status.ok ? 'var(--theme-error-500)' : undefined }}>
          {status?.message ?? ''}
        </p>
      </div>
    </section>
  );
}
