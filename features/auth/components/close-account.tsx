'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { z } from 'zod';
import { CheckboxField, ErrorSummary, TextField } from '@/components/form/fields';
import { useModalForm } from '@/components/modal/use-modal-form';
import { useRouter } from '@/i18n/navigation';
import { ApiError } from '@/lib/api/envelope';
import { AUTH_MESSAGES } from '@/lib/auth/schemas/messages';
import { useCloseAccount } from '../api/close-account';
import { forgetSession } from '../api/logout';
import { useAuthStore } from '../stores/auth-store';
import { messageKey, useErrorText } from './error-text';

const FORM_ID = 'close-account';
const FIELDS = ['password', 'confirm'] as const;
/** The schema's own message for the unticked confirmation (localized below, not an API message). */
const CONFIRM_REQUIRED = 'confirm-required';

const closeAccountSchema = z.object({
  password: z.string().min(1, AUTH_MESSAGES.required),
  confirm: z.boolean().refine(Boolean, CONFIRM_REQUIRED),
});
type CloseAccountValues = z.input<typeof closeAccountSchema>;

/**
 * Settings: withdrawing the consent to personal-data processing closes the account (152-FZ). The consequences
 * first; the form (password again and a confirmation) only on request. Success logs out here and goes home.
 */
export function CloseAccountSection() {
  const t = useTranslations('cabinetAccount.close');
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="close-account-title" className="cabinet__panel" data-testid="close-account">
      <h3 id="close-account-title" className="cabinet__heading">
        {t('title')}
      </h3>
      <p className="cabinet__pending">{t('text')}</p>
      {open ? (
        <CloseAccountForm onKeep={() => setOpen(false)} />
      ) : (
        <div className="form__actions">
          <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
            {t('open')}
          </button>
        </div>
      )}
    </section>
  );
}

function CloseAccountForm({ onKeep }: { onKeep: () => void }) {
  const t = useTranslations('cabinetAccount.close');
  const tAuth = useTranslations('auth');
  const errorText = useErrorText();
  const text = (message: string | undefined) => (message === CONFIRM_REQUIRED ? t('confirmRequired') : errorText(message));
  const close = useCloseAccount();
  const queryClient = useQueryClient();
  const router = useRouter();
  const { form, summary, field, submit } = useModalForm<CloseAccountValues>({
    formId: FORM_ID,
    schema: closeAccountSchema,
    defaultValues: { password: '', confirm: false },
    fields: FIELDS,
    text,
    label: (f) => (f === 'password' ? t('password') : undefined),
  });

  const onSubmit = submit(
    async ({ password }) => {
      await close.mutateAsync(password);
      forgetSession(queryClient);
      useAuthStore.getState().notify(t('done'));
      router.push('/');
    },
    (error, setError) => {
      const wrong = error instanceof ApiError ? error.field('password') : undefined;
      if (wrong) {
        // A message the catalogue does not know still reads as "wrong password", not as a generic failure.
        setError('password', { type: 'server', message: messageKey(wrong) ? wrong : AUTH_MESSAGES.currentPasswordIncorrect });
      } else {
        setError('root.server', { type: 'server', message: error instanceof ApiError ? error.message : String(error) });
      }
    },
  );

  const common = { errorPrefix: tAuth('errors.prefix') };
  return (
    <form className="form" noValidate onSubmit={onSubmit} data-testid="close-account-form">
      <ErrorSummary title={tAuth('errors.summaryTitle')} {...summary} />
      <TextField
        {...common}
        {...field('password')}
        label={t('password')}
        hint={t('passwordHint')}
        type="password"
        autoComplete="current-password"
        required
        autoFocus
        {...form.register('password')}
      />
      <CheckboxField {...common} {...field('confirm')} label={t('confirm')} required {...form.register('confirm')} />
      <div className="form__actions">
        <button type="submit" className="button button--danger" disabled={form.formState.isSubmitting}>
          {t('submit')}
        </button>
        <button type="button" className="button button--link" onClick={onKeep}>
          {t('keep')}
        </button>
      </div>
    </form>
  );
}
