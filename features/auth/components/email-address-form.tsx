'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { ErrorSummary, TextField } from '@/components/form/fields';
import { useModalForm } from '@/components/modal/use-modal-form';
import type { RecoveryInput } from '@/lib/auth/schemas/password';
import { recoverySchema } from '../api/recover-password';
import { useErrorText } from './error-text';

const FIELDS = ['email'] as const;

type Props = {
  formId: string;
  submitLabel: string;
  onSubmit: (email: string) => Promise<void>;
  /** Maps a failure to the field's (or the form's) error. */
  onError: (error: unknown, setError: UseFormSetError<RecoveryInput>) => void;
  /** Shown above the field (a lead) and below the button (a status). */
  lead?: ReactNode;
  status?: ReactNode;
  testId?: string;
};

/** A form that asks for one e-mail address (password recovery, a new confirmation link), with the error summary. */
export function EmailAddressForm({ formId, submitLabel, onSubmit, onError, lead, status, testId }: Props) {
  const t = useTranslations('auth');
  const text = useErrorText();
  const { form, summary, field, submit } = useModalForm<RecoveryInput>({
    formId,
    schema: recoverySchema,
    defaultValues: { email: '' },
    fields: FIELDS,
    text,
    label: (f) => t(`fields.${f}`),
  });

  return (
    <form className="form" noValidate onSubmit={submit(({ email }) => onSubmit(email), onError)} data-testid={testId}>
      {lead}
      <ErrorSummary title={t('errors.summaryTitle')} {...summary} />
      <TextField
        {...field('email')}
        errorPrefix={t('errors.prefix')}
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        required
        {...form.register('email')}
      />
      <div className="form__actions">
        <button type="submit" className="button" disabled={form.formState.isSubmitting}>
          {submitLabel}
        </button>
      </div>
      {status}
    </form>
  );
}
