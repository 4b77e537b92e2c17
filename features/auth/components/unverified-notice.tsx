'use client';

import { useTranslations } from 'next-intl';
import { FormStatus } from '@/components/form/fields';
import { ApiError } from '@/lib/api/envelope';
import { useResendVerification } from '../api/resend-verification';

/** Until the e-mail is confirmed the cabinet shows only this notice (issue 4; spec §4). */
export function UnverifiedNotice({ email }: { email: string }) {
  const t = useTranslations('auth.notice');
  const resend = useResendVerification();
  const limited = resend.error instanceof ApiError && resend.error.status === 429;
  return (
    <section className="cabinet__notice" aria-labelledby="unverified-title" data-testid="unverified-notice">
      <h2 id="unverified-title">{t('title')}</h2>
      <p>{t('text', { email })}</p>
      {resend.isSuccess ? <FormStatus>{t('resent', { email })}</FormStatus> : null}
      {resend.isError ? <p role="alert">{limited ? t('limited') : t('failed')}</p> : null}
      <div className="form__actions">
        <button type="button" className="button" disabled={resend.isPending} onClick={() => resend.mutate()}>
          {t('resend')}
        </button>
      </div>
    </section>
  );
}
