'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { CheckboxField, ErrorSummary, TextField } from '@/components/form/fields';
import { NamedModal } from '@/components/modal/named-modal';
import { useModalForm } from '@/components/modal/use-modal-form';
import { useUiStore } from '@/components/ui-store';
import { loginFormSchema, useLogin, type LoginFormValues } from '../api/login';
import { useAuthStore } from '../stores/auth-store';
import { useErrorText } from './error-text';

const FIELDS = ['email', 'password'] as const;

/** The login modal (spec §2, §4): e-mail, password, "remember me"; links to registration and recovery. */
export function LoginModal() {
  const t = useTranslations('modal.login');
  const purpose = useUiStore((state) => state.loginPurpose);
  return (
    <NamedModal name="login" title={purpose?.title ?? t('title')} testId="login-modal">
      <LoginForm />
    </NamedModal>
  );
}

function LoginForm() {
  const t = useTranslations('auth');
  const text = useErrorText();
  const openModal = useUiStore((state) => state.openModal);
  const closeModal = useUiStore((state) => state.closeModal);
  const login = useLogin();
  // Plain next/navigation: the return path already carries its locale prefix.
  const router = useRouter();
  const intent = useAuthStore((state) => state.loginIntent);
  const purpose = useUiStore((state) => state.loginPurpose);
  const { form, summary, field, submit } = useModalForm<LoginFormValues>({
    formId: 'login',
    schema: loginFormSchema,
    defaultValues: { email: '', password: '', remember: true },
    fields: FIELDS,
    text,
    label: (f) => t(`fields.${f}`),
  });
  const { register } = form;

  const onSubmit = submit(async (values) => {
    // Read before logging in: once the session exists, the intent is dropped (login-intent.tsx).
    const returnTo = useAuthStore.getState().loginIntent?.returnTo;
    await login.mutateAsync({ email: values.email, password: values.password, remember: values.remember });
    useAuthStore.getState().setLoginIntent(null);
    closeModal();
    if (returnTo) router.push(returnTo);
  });

  const common = { errorPrefix: t('errors.prefix') };
  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-describedby="login-lead">
      {intent ? (
        <p className="form-status" role="status" data-testid="login-reason">
          {intent.reason === 'passwordReset' ? t('reset.done') : t('login.guarded')}
        </p>
      ) : null}
      <p id="login-lead" className="modal__lead">
        {purpose?.lead ?? t('login.lead')}
      </p>
      <ErrorSummary title={t('errors.summaryTitle')} {...summary} />
      <TextField
        {...common}
        {...field('email')}
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        required
        {...register('email')}
      />
      <TextField
        {...common}
        {...field('password')}
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        required
        {...register('password')}
      />
      <CheckboxField {...common} {...field('remember')} label={t('fields.remember')} {...register('remember')} />
      <div className="form__actions">
        <button type="submit" className="button" disabled={form.formState.isSubmitting}>
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
