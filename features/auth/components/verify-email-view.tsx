'use client';

import { QueryProvider } from '@/components/query-provider';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Link, useRouter } from '@/i18n/navigation';
import { routePath } from '@/lib/routes';
import { useVerifyEmail } from '../api/verify-email';
import { hasSession, useAuthStore } from '../stores/auth-store';
import { ResendByEmailForm } from './resend-by-email-form';
import { rememberJustVerified } from './verified-view';

/**
 * /verification/{token}: confirms the address (POST /auth/verify/{token}) and goes on to
 * /verification/verify; a bad or expired link says so and offers a new link by e-mail address (and, when logged
 * in, the cabinet).
 */
function VerifyEmailViewContent({ token }: { token: string }) {
  const t = useTranslations('auth.verify');
  const router = useRouter();
  const verify = useVerifyEmail();
  const started = useRef(false);
  const session = useAuthStore(hasSession);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    verify.mutate(token, {
      onSuccess: () => {
        rememberJustVerified();
        router.replace(routePath('verificationVerified'));
      },
    });
  }, [token, verify, router]);

  if (verify.isError) {
    return (
      <div className="verify-view">
        <div role="alert" data-testid="verify-failed">
          <p>{t('failed')}</p>
          {session ? (
            <p>
              <Link href={{ pathname: routePath('profile') }}>{t('toProfile')}</Link>
            </p>
          ) : null}
        </div>
        <ResendByEmailForm />
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
export function VerifyEmailView(props: { token: string }) {
  return (
    <QueryProvider>
      <VerifyEmailViewContent {...props} />
    </QueryProvider>
  );
}
