'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { ErrorSummary, TextField } from '@/components/form/fields';
import { Modal } from '@/components/modal/modal';
import { useUiStore } from '@/components/ui-store';
import { ApiError } from '@/lib/api/envelope';
import { recoverySchema, useRecoverPassword } from '../api/recover-password';
import { AUTH_MESSAGES } from '@/lib/auth/schemas/messages';
import type { RecoveryInput } from '@/lib/auth/schemas/password';
import { useAuthStore } from '../stores/auth-store';
import { useErrorText } from './error-text';
import { summaryItems } from './form-errors';

const FORM_ID = 'recovery';
const FIELDS = ['email'] as const;

/** Password recovery (spec §4, §8): success closes the modal; a failure shows «Нет такого имейла в базе». */
export function RecoveryModal() {
  const t = useTranslations('auth.recovery');
  const open = useUiStore((state) => state.modal === 'recovery');
  const closeModal = useUiStore((state) => state.closeModal);
  if (!open) return null;
  return (
    <Modal title={t('title')} onClose={closeModal} testId="recovery-modal">
      <RecoveryForm />
    </Modal>
  );
}

function RecoveryForm() {
  const t = useTranslations('auth');
  const text = useErrorText();
  const closeModal = useUiStore((state) => state.closeModal);
  const recover = useRecoverPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitted, isSubmitting },
  } = useForm<RecoveryInput>({ resolver: zodResolver(recoverySchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await recover.mutateAsync(values);
      useAuthStore.getState().notify(t('recovery.sent', { email: values.email }));
      closeModal();
    } catch (error) {
      // Any failure reads as the spec's "not in the database", except the rate limit.
      const limited = error instanceof ApiError && error.status === 429;
      setError('email', { type: 'server', message: limited ? AUTH_MESSAGES.tooManyRequests : AUTH_MESSAGES.unknownEmail });
    }
  });

  const items = isSubmitted ? summaryItems(errors, FIELDS, FORM_ID, text, (f) => t(`fields.${f}`)) : [];
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <p className="modal__lead">{t('recovery.lead')}</p>
      <ErrorSummary title={t('errors.summaryTitle')} items={items} />
      <TextField
        id={`${FORM_ID}-email`}
        errorPrefix={t('errors.prefix')}
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        required
        error={text(errors.email?.message)}
        {...register('email')}
      />
      <div className="form__actions">
        <button type="submit" className="button" disabled={isSubmitting}>
          {t('recovery.submit')}
        </button>
      </div>
    </form>
  );
}
