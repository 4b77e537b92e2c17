'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { CheckboxField, ErrorSummary, TextField } from '@/components/form/fields';
import { Modal } from '@/components/modal/modal';
import { useUiStore } from '@/components/ui-store';
import { loginFormSchema, useLogin, type LoginFormValues } from '../api/login';
import { useErrorText } from './error-text';
import { applyServerError, summaryItems } from './form-errors';

const FORM_ID = 'login';
const FIELDS = ['email', 'password'] as const;

/** The login modal (spec §2, §4): e-mail, password, "remember me"; links to registration and recovery. */
export function LoginModal() {
  const t = useTranslations('modal.login');
  const open = useUiStore((state) => state.modal === 'login');
  const closeModal = useUiStore((state) => state.closeModal);
  if (!open) return null;
  return (
    <Modal title={t('title')} onClose={closeModal} testId="login-modal">
      <LoginForm />
    </Modal>
  );
}

function LoginForm() {
  const t = useTranslations('auth');
  const text = useErrorText();
  const openModal = useUiStore((state) => state.openModal);
  const closeModal = useUiStore((state) => state.closeModal);
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitted, isSubmitting },
  } = useForm<LoginFormValues>({ resolver: zodResolver(loginFormSchema), defaultValues: { email: '', password: '', remember: true } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await login.mutateAsync({ email: values.email, password: values.password, remember: values.remember });
      closeModal();
    } catch (error) {
      applyServerError(error, setError, FIELDS);
    }
  });

  const items = isSubmitted ? summaryItems(errors, FIELDS, FORM_ID, text, (f) => t(`fields.${f}`)) : [];
  const common = { errorPrefix: t('errors.prefix') };
  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-describedby={`${FORM_ID}-lead`}>
      <p id={`${FORM_ID}-lead`} className="modal__lead">
        {t('login.lead')}
      </p>
      <ErrorSummary title={t('errors.summaryTitle')} items={items} />
      <TextField
        {...common}
        id={`${FORM_ID}-email`}
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        required
        error={text(errors.email?.message)}
        {...register('email')}
      />
      <TextField
        {...common}
        id={`${FORM_ID}-password`}
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        required
        error={text(errors.password?.message)}
        {...register('password')}
      />
      <CheckboxField {...common} id={`${FORM_ID}-remember`} label={t('fields.remember')} {...register('remember')} />
      <div className="form__actions">
        <button type="submit" className="button" disabled={isSubmitting}>
          {t('login.submit')}
        </button>
        <button type="button" className="button button--link" onClick={() => openModal('recovery')}>
          {t('login.forgot')}
        </button>
      </div>
      <p className="modal__footnote">
        {t('login.noAccount')}{' '}
        <button type="button" className="button button--link" onClick={() => openModal('register')}>
          {t('login.toRegister')}
        </button>
      </p>
    </form>
  );
}
