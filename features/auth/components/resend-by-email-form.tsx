'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormStatus } from '@/components/form/fields';
import { ApiError } from '@/lib/api/envelope';
import { AUTH_MESSAGES } from '@/lib/auth/schemas/messages';
import { resendVerificationTo } from '../api/resend-verification';
import { EmailAddressForm } from './email-address-form';

/**
 * A dead confirmation link: a new one by e-mail address, for a guest who cannot reach the cabinet. The answer is
 * the same whether or not the address has an unconfirmed account. A one-shot call that caches nothing, so the form
 * needs no react-query client (the page loads it without one).
 */
export function ResendByEmailForm() {
  const t = useTranslations('auth');
  const [sent, setSent] = useState(false);

  return (
    <section className="verify-view" aria-labelledby="resend-verification-title">
      <h2 id="resend-verification-title" className="cabinet__heading">
        {t('verify.resendTitle')}
      </h2>
      <EmailAddressForm
        formId="resend-verification"
        testId="resend-verification-form"
        submitLabel={t('verify.resendSubmit')}
        onSubmit={async (email) => {
          setSent(false);
          await resendVerificationTo(email);
          setSent(true);
        }}
        onError={(error, setError) => {
          const limited = error instanceof ApiError && error.status === 429;
          const message = limited ? AUTH_MESSAGES.tooManyRequests : error instanceof ApiError ? error.fieldErrors.email?.[0] : undefined;
          setError(message ? 'email' : 'root.server', { type: 'server', message: message ?? String(error) });
        }}
        status={sent ? <FormStatus>{t('verify.resendSent')}</FormStatus> : null}
      />
    </section>
  );
}
