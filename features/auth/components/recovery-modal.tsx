'use client';

import { useTranslations } from 'next-intl';
import { ErrorSummary, TextField } from '@/components/form/fields';
import { NamedModal } from '@/components/modal/named-modal';
import { useModalForm } from '@/components/modal/use-modal-form';
import { useUiStore } from '@/components/ui-store';
import { ApiError } from '@/lib/api/envelope';
import { recoverySchema, useRecoverPassword } from '../api/recover-password';
import { AUTH_MESSAGES } from '@/lib/auth/schemas/messages';
import type { RecoveryInput } from '@/lib/auth/schemas/password';
import { useAuthStore } from '../stores/auth-store';
import { useErrorText } from './error-text';

const FIELDS = ['email'] as const;

/** Password recovery (spec §4, §8): success closes the modal; a failure shows «Нет такого имейла в базе». */
export function RecoveryModal() {
  const t = useTranslations('auth.recovery');
  return (
    <NamedModal name="recovery" title={t('title')} testId="recovery-modal">
      <RecoveryForm />
    </NamedModal>
  );
}

function RecoveryForm() {
  const t = useTranslations('auth');
  const text = useErrorText();
  const closeModal = useUiStore((state) => state.closeModal);
  const recover = useRecoverPassword();
  const { form, items, field, submit } = useModalForm<RecoveryInput>({
    formId: 'recovery',
    schema: recoverySchema,
    defaultValues: { email: '' },
    fields: FIELDS,
    text,
    label: (f) => t(`fields.${f}`),
  });

  const onSubmit = submit(
    async (values) => {
      await recover.mutateAsync(values);
      useAuthStore.getState().notify(t('recovery.sent', { email: values.email }));
      closeModal();
    },
    (error, setError) => {
      // Any failure reads as the spec's "not in the database", except the rate limit.
      const limited = error instanceof ApiError && error.status === 429;
      setError('email', { type: 'server', message: limited ? AUTH_MESSAGES.tooManyRequests : AUTH_MESSAGES.unknownEmail });
    },
  );

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <p className="modal__lead">{t('recovery.lead')}</p>
      <ErrorSummary title={t('errors.summaryTitle')} items={items} />
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
          {t('recovery.submit')}
        </button>
      </div>
    </form>
  );
}
