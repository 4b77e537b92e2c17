'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Link, useRouter } from '@/i18n/navigation';
import { routePath } from '@/lib/routes';
import { useVerifyEmail } from '../api/verify-email';

/**
 * /verification/{token}: confirms the address (POST /auth/verify/{token}) and goes on to
 * /verification/verify; a bad or expired link says so and points to the cabinet, where a new one can be sent.
 */
export function VerifyEmailView({ token }: { token: string }) {
  const t = useTranslations('auth.verify');
  const router = useRouter();
  const verify = useVerifyEmail();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    verify.mutate(token, { onSuccess: () => router.replace(routePath('verificationVerified')) });
  }, [token, verify, router]);

  if (verify.isError) {
    return (
      <div className="verify-view" role="alert" data-testid="verify-failed">
        <p>{t('failed')}</p>
        <p>
          <Link href={{ pathname: routePath('profile') }}>{t('toProfile')}</Link>
        </p>
      </div>
    );
  }
  return (
    <p role="status" aria-live="polite">
      {t('checking')}
    </p>
  );
}
