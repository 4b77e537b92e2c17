'use client';

import { QueryProvider } from '@/components/query-provider';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Link } from '@/i18n/navigation';
import { ApiError } from '@/lib/api/envelope';
import { routePath } from '@/lib/routes';
import { useConfirmEmailChange } from '../api/confirm-email-change';

/**
 * /verification/email-change/{token}: the link mailed to a new address. Confirms the change once
 * (POST /auth/email-change/{token}) and says what happened: the new login, a used or expired link, or an
 * address another account took meanwhile.
 */
function EmailChangeViewContent({ token }: { token: string }) {
  const t = useTranslations('account.emailChange');
  const confirm = useConfirmEmailChange();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  const toProfile = (
    <p>
      <Link href={{ pathname: routePath('profile') }}>{t('toProfile')}</Link>
    </p>
  );
  if (confirm.isSuccess) {
    return (
      <div className="verify-view" role="status" data-testid="email-change-done">
        <p>{t('done', { email: confirm.data.email })}</p>
        {toProfile}
      </div>
    );
  }
  if (confirm.isError) {
    const taken = confirm.error instanceof ApiError && confirm.error.status === 409;
    return (
      <div className="verify-view" role="alert" data-testid="email-change-failed">
        <p>{taken ? t('taken') : t('failed')}</p>
        {toProfile}
      </div>
    );
  }
  return (
    <p role="status" aria-live="polite">
      {t('checking')}
    </p>
  );
}

/** The island with the tab's react-query client (components/query-provider.tsx) it reads the API through. */
export function EmailChangeView(props: { token: string }) {
  return (
    <QueryProvider>
      <EmailChangeViewContent {...props} />
    </QueryProvider>
  );
}
