'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { ErrorSummary, TextField } from '@/components/form/fields';
import { Modal } from '@/components/modal/modal';
import { useUiStore } from '@/components/ui-store';
import { changePasswordFormSchema, useChangePassword, type ChangePasswordFormValues } from '../api/change-password';
import { useAuthStore } from '../stores/auth-store';
import { useErrorText } from './error-text';
import { NewPasswordFields } from './new-password-fields';
import { applyServerError, summaryItems } from './form-errors';

const FORM_ID = 'change-password';
const FIELDS = ['oldPassword', 'password', 'passwordConfirm'] as const;

/** The cabinet's password change (spec §3, §4): the returned token replaces the stored one. */
export function ChangePasswordModal() {
  const t = useTranslations('auth.change');
  const open = useUiStore((state) => state.modal === 'changePassword');
  const closeModal = useUiStore((state) => state.closeModal);
  if (!open) return null;
  return (
    <Modal title={t('title')} onClose={closeModal} testId="change-password-modal">
      <ChangePasswordForm />
    </Modal>
  );
}

function ChangePasswordForm() {
  const t = useTranslations('auth');
  const text = useErrorText();
  const closeModal = useUiStore((state) => state.closeModal);
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitted, isSubmitting },
  } = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { oldPassword: '', password: '', passwordConfirm: '' },
  });

  const onSubmit = handleSubmit(async ({ oldPassword, password }) => {
    try {
      await change.mutateAsync({ current_password: oldPassword, new_password: password });
      useAuthStore.getState().notify(t('change.done'));
      closeModal();
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      applyServerError(error, setError, FIELDS, { current_password: 'oldPassword', new_password: 'password' });
    }
  });

  const items = isSubmitted ? summaryItems(errors, FIELDS, FORM_ID, text, (f) => t(f === 'password' ? 'fields.newPassword' : `fields.${f}`)) : [];
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <ErrorSummary title={t('errors.summaryTitle')} items={items} />
      <TextField
        errorPrefix={t('errors.prefix')}
        id={`${FORM_ID}-oldPassword`}
        label={t('fields.oldPassword')}
        type="password"
        autoComplete="current-password"
        required
        error={text(errors.oldPassword?.message)}
        {...register('oldPassword')}
      />
      <NewPasswordFields formId={FORM_ID} register={register} errors={errors} />
      <div className="form__actions">
        <button type="submit" className="button" disabled={isSubmitting}>
          {t('change.submit')}
        </button>
      </div>
    </form>
  );
}
