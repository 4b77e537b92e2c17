'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ErrorView } from '@/components/page/error-view';
import { routing } from '@/i18n/routing';

/** The status an error carries (ApiError, Payload errors use `status`); anything else is a 500. */
function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const locale = useLocale();
  const t = useTranslations('errors');
  const common = useTranslations('common');
  const status = statusOf(error);
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <ErrorView
      homeHref={locale === routing.defaultLocale ? '/' : `/${locale}`}
      homeLabel={common('home')}
      crumbLabel={t('crumb')}
      breadcrumbsLabel={common('breadcrumbs')}
      title={status === 500 ? t('serverTitle') : t('status', { status })}
      message={status === 500 ? t('server') : t('status', { status })}
    >
      <button type="button" className="button" onClick={reset}>
        {t('retry')}
      </button>
    </ErrorView>
  );
}
