'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/form/fields';
import { useAccountErrorText } from './account-error-text';

type NewPasswordValues = { password: string; passwordConfirm: string };

/** The new password and its confirmation, shared by the reset-link and the cabinet's change-password forms. */
export function NewPasswordFields<T extends NewPasswordValues>({
  formId,
  register,
  errors,
}: {
  formId: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  const t = useTranslations('auth');
  const text = useAccountErrorText();
  // The two fields exist in every form that uses this component; narrow the generic helpers to them.
  const reg = register as unknown as UseFormRegister<NewPasswordValues>;
  const errs = errors as FieldErrors<NewPasswordValues>;
  const errorPrefix = t('errors.prefix');
  return (
    <>
      <TextField
        errorPrefix={errorPrefix}
        id={`${formId}-password`}
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        hint={t('fields.passwordHint')}
        error={text(errs.password?.message)}
        {...reg('password')}
      />
      <TextField
        errorPrefix={errorPrefix}
        id={`${formId}-passwordConfirm`}
        label={t('fields.passwordConfirm')}
        type="password"
        autoComplete="new-password"
        required
        error={text(errs.passwordConfirm?.message)}
        {...reg('passwordConfirm')}
      />
    </>
  );
}
