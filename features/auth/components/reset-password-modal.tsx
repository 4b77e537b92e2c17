'use client';

import { useTranslations } from 'next-intl';
import { ErrorSummary } from '@/components/form/fields';
import { NamedModal } from '@/components/modal/named-modal';
import { useModalForm } from '@/components/modal/use-modal-form';
import { useUiStore } from '@/components/ui-store';
import { useRouter } from '@/i18n/navigation';
import { resetPasswordFormSchema, useResetPassword, type ResetPasswordFormValues } from '../api/reset-password';
import { useAuthStore } from '../stores/auth-store';
import { useErrorText } from './error-text';
import { NewPasswordFields } from './new-password-fields';

const FORM_ID = 'reset-password';
const FIELDS = ['password', 'passwordConfirm'] as const;

/** The new password after the mailed link (spec §4): success closes the modal and goes to /, where the login modal opens. */
export function ResetPasswordModal() {
  const t = useTranslations('auth.reset');
  return (
    <NamedModal name="resetPassword" title={t('title')} testId="reset-password-modal">
      <ResetPasswordForm />
    </NamedModal>
  );
}

function ResetPasswordForm() {
  const t = useTranslations('auth');
  const text = useErrorText();
  const router = useRouter();
  const token = useAuthStore((state) => state.resetToken);
  const closeModal = useUiStore((state) => state.closeModal);
  const reset = useResetPassword();
  const { form, summary, submit } = useModalForm<ResetPasswordFormValues>({
    formId: FORM_ID,
    schema: resetPasswordFormSchema,
    defaultValues: { password: '', passwordConfirm: '' },
    fields: FIELDS,
    text,
    label: (f) => t(f === 'password' ? 'fields.newPassword' : `fields.${f}`),
    rename: { new_password: 'password' },
  });

  const onSubmit = submit(async ({ password }) => {
    await reset.mutateAsync({ token: token ?? '', password });
    useAuthStore.getState().setResetToken(null);
    // Home, where the login modal opens with «Войдите с новым паролем» on top.
    useAuthStore.getState().setLoginIntent({ reason: 'passwordReset', returnTo: null, openAt: '/' });
    closeModal();
    router.push('/');
  });
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <p className="modal__lead">{t('reset.lead')}</p>
      <ErrorSummary title={t('errors.summaryTitle')} {...summary} />
      <NewPasswordFields formId={FORM_ID} register={form.register} errors={form.formState.errors} />
      <div className="form__actions">
        <button type="submit" className="button" disabled={form.formState.isSubmitting}>
          {t('reset.submit')}
        </button>
      </div>
    </form>
  );
}
