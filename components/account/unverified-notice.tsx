'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { FormStatus } from '@/components/form/fields';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/envelope';
import { useCurrentUser } from './current-user';
import './unverified-notice.css';

/** POST /auth/verify/resend (bearer): a new confirmation link to the account's address. */
export function resendVerification(): Promise<{ sent: boolean }> {
  return browserApi().post<{ sent: boolean }>('/auth/verify/resend', undefined, { auth: 'required' });
}

/**
 * The account's e-mail is not confirmed yet (spec §4): what that blocks, and «send the letter again» in place.
 * The cabinet shows only this; a form that needs a confirmed account shows it instead of the form (`level` 3
 * below a heading of its own).
 */
export function UnverifiedNotice({ email, level = 2 }: { email: string; level?: 2 | 3 }) {
  const t = useTranslations('auth.notice');
  const titleId = useId();
  const resend = useMutation({ mutationFn: resendVerification });
  const limited = resend.error instanceof ApiError && resend.error.status === 429;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="cabinet__notice" aria-labelledby={titleId} data-testid="unverified-notice">
      <Heading id={titleId} className="cabinet__notice-title">
        {t('title')}
      </Heading>
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

/**
 * What only a confirmed account can do (a project, an appeal, the passport, favourites): for a logged-in user whose
 * e-mail is not confirmed, the notice with its resend button instead, before anything is filled in. Guests and
 * confirmed users get `children`.
 */
export function VerifiedOnly({ children, level = 3 }: { children: ReactNode; level?: 2 | 3 }) {
  const user = useCurrentUser();
  if (user.data && !user.data.verified) return <UnverifiedNotice email={user.data.email} level={level} />;
  return children;
}
