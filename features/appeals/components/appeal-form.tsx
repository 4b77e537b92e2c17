'use client';

import { QueryProvider } from '@/components/query-provider';

import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { VerifiedOnly } from '@/components/account/unverified-notice';
import { CheckboxField, ErrorSummary } from '@/components/form/fields';
import { FilePicker } from '@/components/form/file-picker';
import { TextareaField } from '@/components/form/choice-fields';
import { fieldItem, placeSubmissionError } from '@/components/form/form-errors';
import { useSubmissionText } from '@/components/form/use-submission-text';
import { useModalForm } from '@/components/modal/use-modal-form';
import { useUiStore } from '@/components/ui-store';
import { Link } from '@/i18n/navigation';
import { routePath } from '@/lib/routes';
import { APPEAL_MESSAGE_MAX } from '@/lib/submissions/schemas/messages';
import { APPEAL_FILE_TYPES } from '@/lib/submissions/types';
import { appealFormSchema, FILL_ALL, useSendAppeal, type AppealFormValues } from '../api/send-appeal';
import { useSentAppeal } from '../stores/sent-appeal';

const FORM_ID = 'appeal';
const FIELDS = ['message', 'agreement'] as const;
const FILES_ID = `${FORM_ID}-files`;

/**
 * The cabinet's appeal (spec §3): the text, up to 5 files and the agreement; answered within 7 days. An account
 * whose e-mail is not confirmed gets the notice with its resend button instead of a form it could not send.
 */
function AppealFormContent() {
  return (
    <VerifiedOnly>
      <AppealFormFields />
    </VerifiedOnly>
  );
}

function AppealFormFields() {
  const t = useTranslations('appeals');
  const own = useCallback((key: string) => (key === FILL_ALL ? t('errors.fillAll') : undefined), [t]);
  const text = useSubmissionText(own);
  const send = useSendAppeal();
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | undefined>();
  const { form, items, summary: formSummary, field, submit } = useModalForm<AppealFormValues>({
    formId: FORM_ID,
    schema: appealFormSchema,
    defaultValues: { message: '', agreement: false },
    fields: FIELDS,
    text,
    label: (f) => t(`fields.${f}`),
  });

  const onSubmit = submit(
    async (values) => {
      setFilesError(undefined);
      const appeal = await send.mutateAsync({ ...values, files });
      useSentAppeal.setState({ sent: { reference: appeal.reference, dueDate: appeal.dueDate } });
      useUiStore.getState().openModal('appealSuccess');
      form.reset();
      setFiles([]);
    },
    (error, setError) => placeSubmissionError(error, setError, setFilesError, { fields: FIELDS, filesField: 'file' }),
  );

  const common = { errorPrefix: t('errors.prefix') };
  const summary = filesError ? [...items, fieldItem(FILES_ID, t('fields.files'), text(filesError) ?? '')] : items;
  return (
    <form className="form appeal-form" noValidate onSubmit={onSubmit} aria-labelledby="appeal-form-title" data-testid="appeal-form">
      <h3 id="appeal-form-title" className="appeals__title">
        {t('form.title')}
      </h3>
      <p className="appeals__lead">{t('form.lead')}</p>
      <ErrorSummary title={t('errors.summaryTitle')} items={summary} submitCount={formSummary.submitCount} />
      <TextareaField
        {...common}
        {...field('message')}
        label={t('fields.message')}
        rows={6}
        maxLength={APPEAL_MESSAGE_MAX}
        hint={t('form.messageHint', { max: APPEAL_MESSAGE_MAX })}
        required
        {...form.register('message')}
      />
      <FilePicker
        id={FILES_ID}
        label={t('fields.files')}
        accept={APPEAL_FILE_TYPES}
        files={files}
        onChange={setFiles}
        error={text(filesError)}
        disabled={form.formState.isSubmitting}
      />
      <CheckboxField
        {...common}
        {...field('agreement')}
        label={t.rich('fields.agreementText', {
          link: (chunks) => <Link href={routePath('terms')}>{chunks}</Link>,
        })}
        required
        {...form.register('agreement')}
      />
      <div className="form__actions">
        <button type="submit" className="button" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('form.sending') : t('form.submit')}
        </button>
      </div>
    </form>
  );
}

/** The island with the tab's react-query client (components/query-provider.tsx) it reads the API through. */
export function AppealForm() {
  return (
    <QueryProvider>
      <AppealFormContent />
    </QueryProvider>
  );
}
