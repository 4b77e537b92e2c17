'use client';

import { useTranslations } from 'next-intl';
import { ConsentField } from '@/components/form/consent-field';
import { ErrorSummary, TextField } from '@/components/form/fields';
import { NamedModal } from '@/components/modal/named-modal';
import { useModalForm } from '@/components/modal/use-modal-form';
import { useUiStore } from '@/components/ui-store';
import { registrationFormSchema, useRegister, type RegistrationFormValues } from '../api/register';
import { useAuthStore } from '../stores/auth-store';
import { useErrorText } from './error-text';

const FIELDS = ['surname', 'name', 'phone', 'email', 'password', 'passwordConfirm', 'consent'] as const;

/** Registration (spec §3, §5): the payload, the confirmation and the 152-FZ consent. */
export function RegisterModal() {
  const t = useTranslations('auth.register');
  return (
    <NamedModal name="register" title={t('title')} testId="register-modal">
      <RegisterForm />
    </NamedModal>
  );
}

function RegisterForm() {
  const t = useTranslations('auth');
  const text = useErrorText();
  const openModal = useUiStore((state) => state.openModal);
  const registerUser = useRegister();
  const { form, summary, field: fieldOf, submit } = useModalForm<RegistrationFormValues>({
    formId: 'register',
    schema: registrationFormSchema,
    defaultValues: { surname: '', name: '', phone: '', email: '', password: '', passwordConfirm: '', consent: false },
    fields: FIELDS,
    text,
    label: (f) => (f === 'consent' ? undefined : t(`fields.${f}`)),
  });
  const { register } = form;

  const onSubmit = submit(async ({ surname, name, phone, email, password, consent }) => {
    await registerUser.mutateAsync({ surname, name, phone, email, password, consent });
    useAuthStore.getState().setRegisteredEmail(email);
    // Spec §4: the success modal opens and the register modal closes.
    openModal('registrationSuccess');
  });

  const field = (name: (typeof FIELDS)[number]) => ({ errorPrefix: t('errors.prefix'), ...fieldOf(name) });
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <ErrorSummary title={t('errors.summaryTitle')} {...summary} />
      <div className="form__row form__row--aligned">
        <TextField {...field('surname')} label={t('fields.surname')} autoComplete="family-name" required {...register('surname')} />
        <TextField {...field('name')} label={t('fields.name')} autoComplete="given-name" required {...register('name')} />
      </div>
      <div className="form__row form__row--aligned">
        <TextField {...field('phone')} label={t('fields.phone')} type="tel" autoComplete="tel" required hint={t('fields.phoneHint')} {...register('phone')} />
        <TextField {...field('email')} label={t('fields.email')} type="email" autoComplete="email" required {...register('email')} />
      </div>
      <div className="form__row form__row--aligned">
        <TextField
          {...field('password')}
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          required
          hint={t('fields.passwordHint')}
          {...register('password')}
        />
        <TextField
          {...field('passwordConfirm')}
          label={t('fields.passwordConfirm')}
          type="password"
          autoComplete="new-password"
          required
          {...register('passwordConfirm')}
        />
      </div>
      <ConsentField {...field('consent')} {...register('consent')} />
      <div className="form__actions">
        <button type="submit" className="button" disabled={form.formState.isSubmitting}>
          {t('register.submit')}
        </button>
      </div>
      <p className="modal__footnote">
        {t('register.haveAccount')}{' '}
        <button type="button" className="button button--link" onClick={() => openModal('login')}>
          {t('register.toLogin')}
        </button>
      </p>
    </form>
  );
}
