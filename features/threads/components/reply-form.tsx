'use client';

import type { QueryKey } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { ErrorSummary } from '@/components/form/fields';
import { FilePicker } from '@/components/form/file-picker';
import { TextareaField } from '@/components/form/choice-fields';
import { fieldItem, placeSubmissionError } from '@/components/form/form-errors';
import { useSubmissionText } from '@/components/form/use-submission-text';
import { useModalForm } from '@/components/modal/use-modal-form';
import { REPLY_TEXT_MAX } from '@/lib/submissions/schemas/messages';
import { APPEAL_FILE_TYPES, REQUEST_FILE_TYPES, type ThreadKind } from '@/lib/submissions/types';
import { replyFormSchema, TEXT_REQUIRED, useSendReply, type ReplyFormValues } from '../api/send-reply';

const FIELDS = ['text'] as const;
/** The same file types as the item's own form. */
const FILE_TYPES: Record<ThreadKind, readonly string[]> = { request: REQUEST_FILE_TYPES, message: APPEAL_FILE_TYPES };

/** The investor's reply in an item's thread: the text and up to 5 files of the item's own types. */
export function ReplyForm({ kind, id, listQueryKey }: { kind: ThreadKind; id: number; listQueryKey: QueryKey }) {
  const t = useTranslations('threads');
  const own = useCallback((key: string) => (key === TEXT_REQUIRED ? t('errors.textRequired') : undefined), [t]);
  const text = useSubmissionText(own);
  const send = useSendReply(listQueryKey);
  const formId = `reply-${kind}-${id}`;
  const filesId = `${formId}-files`;
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  const { form, items, summary: formSummary, field, submit } = useModalForm<ReplyFormValues>({
    formId,
    schema: replyFormSchema,
    defaultValues: { text: '' },
    fields: FIELDS,
    text,
    label: () => t('reply.text'),
  });

  const onSubmit = submit(
    async (values) => {
      setFilesError(undefined);
      setSent(false);
      await send.mutateAsync({ kind, id, text: values.text, files });
      form.reset();
      setFiles([]);
      setSent(true);
    },
    (error, setError) => placeSubmissionError(error, setError, setFilesError, { fields: FIELDS, filesField: 'file', ownText: [404, 409] }),
  );

  const summary = filesError ? [...items, fieldItem(filesId, t('reply.files'), text(filesError) ?? '')] : items;
  return (
    <form className="form item-thread__reply" noValidate onSubmit={onSubmit} aria-labelledby={`${formId}-title`} data-testid="reply-form">
      <p id={`${formId}-title`} className="item-thread__reply-title">
        {t('reply.title')}
      </p>
      <ErrorSummary title={t('errors.summaryTitle')} items={summary} submitCount={formSummary.submitCount} />
      <TextareaField
        errorPrefix={t('errors.prefix')}
        {...field('text')}
        label={t('reply.text')}
        rows={4}
        maxLength={REPLY_TEXT_MAX}
        hint={t('reply.hint', { max: REPLY_TEXT_MAX })}
        required
        {...form.register('text', { onChange: () => setSent(false) })}
      />
      <FilePicker
        id={filesId}
        label={t('reply.files')}
        accept={FILE_TYPES[kind]}
        files={files}
        onChange={setFiles}
        error={text(filesError)}
        disabled={form.formState.isSubmitting}
      />
      <div className="form__actions">
        <button type="submit" className="button" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('reply.sending') : t('reply.submit')}
        </button>
      </div>
      <p role="status" className="item-thread__sent">
        {sent ? t('reply.sent') : ''}
      </p>
    </form>
  );
}
