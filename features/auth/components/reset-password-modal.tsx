'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { ErrorSummary } from '@/components/form/fields';
import { Modal } from '@/components/modal/modal';
import { useUiStore } from '@/components/ui-store';
import { useRouter } from '@/i18n/navigation';
import { resetPasswordFormSchema, useResetPassword, type ResetPasswordFormValues } from '../api/reset-password';
import { useAuthStore } from '../stores/auth-store';
import { useErrorText } from './error-text';
import { NewPasswordFields } from './new-password-fields';
import { applyServerError, summaryItems } from './form-errors';

const FORM_ID = 'reset-password';
const FIELDS = ['password', 'passwordConfirm'] as const;

/** The new password after the mailed link (spec §4): success closes the modal and goes to /. */
export function ResetPasswordModal() {
  const t = useTranslations('auth.reset');
  const open = useUiStore((state) => state.modal === 'resetPassword');
  const closeModal = useUiStore((state) => state.closeModal);
  if (!open) return null;
  return (
    <Modal title={t('title')} onClose={closeModal} testId="reset-password-modal">
      <ResetPasswordForm />
    </Modal>
  );
}

function ResetPasswordForm() {
  const t = useTranslations('auth');
  const text = useErrorText();
  const router = useRouter();
  const token = useAuthStore((state) => state.resetToken);
  const closeModal = useUiStore((state) => state.closeModal);
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitted, isSubmitting },
  } = useForm<ResetPasswordFormValues>({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { password: '', passwordConfirm: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ token: token ?? '', password });
      useAuthStore.getState().setResetToken(null);
      useAuthStore.getState().notify(t('reset.done'));
      closeModal();
      router.push('/');
    } catch (error) {
      applyServerError(error, setError, FIELDS, { new_password: 'password' });
    }
  });

  const items = isSubmitted ? summaryItems(errors, FIELDS, FORM_ID, text, (f) => t(f === 'password' ? 'fields.newPassword' : `fields.${f}`)) : [];
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <p className="modal__lead">{t('reset.lead')}</p>
      <ErrorSummary title={t('errors.summaryTitle')} items={items} />
      <NewPasswordFields formId={FORM_ID} register={register} errors={errors} />
      <div className="form__actions">
        <button type="submit" className="button" disabled={isSubmitting}>
          {t('reset.submit')}
        </button>
      </div>
    </form>
  );
}
