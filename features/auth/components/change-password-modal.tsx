'use client';

import { useTranslations } from 'next-intl';
import { ErrorSummary, TextField } from '@/components/form/fields';
import { NamedModal } from '@/components/modal/named-modal';
import { useModalForm } from '@/components/modal/use-modal-form';
import { useUiStore } from '@/components/ui-store';
import { changePasswordFormSchema, useChangePassword, type ChangePasswordFormValues } from '../api/change-password';
import { useAuthStore } from '../stores/auth-store';
import { useAccountErrorText } from './account-error-text';
import { NewPasswordFields } from './new-password-fields';

const FORM_ID = 'change-password';
const FIELDS = ['oldPassword', 'password', 'passwordConfirm'] as const;

/** The cabinet's password change (spec §3, §4): the returned token replaces the stored one. */
export function ChangePasswordModal() {
  const t = useTranslations('auth.change');
  return (
    <NamedModal name="changePassword" title={t('title')} testId="change-password-modal">
      <ChangePasswordForm />
    </NamedModal>
  );
}

function ChangePasswordForm() {
  const t = useTranslations('auth');
  // Server and schema messages, including "the new password must differ from the current one".
  const text = useAccountErrorText();
  const closeModal = useUiStore((state) => state.closeModal);
  const change = useChangePassword();
  const { form, summary, field, submit } = useModalForm<ChangePasswordFormValues>({
    formId: FORM_ID,
    schema: changePasswordFormSchema,
    defaultValues: { oldPassword: '', password: '', passwordConfirm: '' },
    fields: FIELDS,
    text,
    label: (f) => t(f === 'password' ? 'fields.newPassword' : `fields.${f}`),
    rename: { current_password: 'oldPassword', new_password: 'password' },
  });

  const onSubmit = submit(async ({ oldPassword, password }) => {
    await change.mutateAsync({ current_password: oldPassword, new_password: password });
    useAuthStore.getState().notify(t('change.done'));
    closeModal();
  });
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <ErrorSummary title={t('errors.summaryTitle')} {...summary} />
      <TextField
        errorPrefix={t('errors.prefix')}
        {...field('oldPassword')}
        label={t('fields.oldPassword')}
        type="password"
        autoComplete="current-password"
        required
        {...form.register('oldPassword')}
      />
      <NewPasswordFields formId={FORM_ID} register={form.register} errors={form.formState.errors} />
      <div className="form__actions">
        <button type="submit" className="button" disabled={form.formState.isSubmitting}>
          {t('change.submit')}
        </button>
      </div>
    </form>
  );
}
