'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ErrorSummary, FormStatus, TextField } from '@/components/form/fields';
import { useModalForm } from '@/components/modal/use-modal-form';
import { ApiError } from '@/lib/api/envelope';
import { AUTH_MESSAGES } from '@/lib/auth/schemas/messages';
import type { RecoveryInput } from '@/lib/auth/schemas/password';
import { recoverySchema } from '../api/recover-password';
import { useResendVerificationTo } from '../api/resend-verification';
import { useErrorText } from './error-text';

const FIELDS = ['email'] as const;

/**
 * A dead confirmation link: a new one by e-mail address, for a guest who cannot reach the cabinet. The answer is
 * the same whether or not the address has an unconfirmed account.
 */
export function ResendByEmailForm() {
  const t = useTranslations('auth');
  const text = useErrorText();
  const resend = useResendVerificationTo();
  const [sent, setSent] = useState(false);
  const { form, items, field, submit } = useModalForm<RecoveryInput>({
    formId: 'resend-verification',
    schema: recoverySchema,
    defaultValues: { email: '' },
    fields: FIELDS,
    text,
    label: (f) => t(`fields.${f}`),
  });

  const onSubmit = submit(
    async ({ email }) => {
      setSent(false);
      await resend.mutateAsync(email);
      setSent(true);
    },
    (error, setError) => {
      const limited = error instanceof ApiError && error.status === 429;
      const message = limited ? AUTH_MESSAGES.tooManyRequests : error instanceof ApiError ? error.fieldErrors.email?.[0] : undefined;
      setError(message ? 'email' : 'root.server', { type: 'server', message: message ?? String(error) });
    },
  );

  return (
    <section className="verify-view" aria-labelledby="resend-verification-title">
      <h2 id="resend-verification-title" className="cabinet__heading">
        {t('verify.resendTitle')}
      </h2>
      <form className="form" noValidate onSubmit={onSubmit} data-testid="resend-verification-form">
        <ErrorSummary title={t('errors.summaryTitle')} items={items} />
        <TextField
          {...field('email')}
          errorPrefix={t('errors.prefix')}
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          {...form.register('email')}
        />
        <div className="form__actions">
          <button type="submit" className="button" disabled={form.formState.isSubmitting}>
            {t('verify.resendSubmit')}
          </button>
        </div>
        {sent ? <FormStatus>{t('verify.resendSent')}</FormStatus> : null}
      </form>
    </section>
  );
}
