'use client';

import { useEffect } from 'react';
import { useErrorTexts } from '@/components/page/error-texts';
import { ErrorView } from '@/components/page/error-view';

/** The status an error carries (ApiError, Payload errors use `status`); anything else is a 500. */
function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/** The error boundary of a page; its texts come from the layout (components/page/error-texts.tsx). */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const texts = useErrorTexts();
  const status = statusOf(error);
  const statusText = texts.status.replace('{status}', String(status));
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <ErrorView
      homeHref={texts.homeHref}
      homeLabel={texts.home}
      crumbLabel={texts.crumb}
      breadcrumbsLabel={texts.breadcrumbs}
      title={status === 500 ? texts.serverTitle : statusText}
      message={status === 500 ? texts.server : statusText}
    >
      <button type="button" className="button" onClick={reset}>
        {texts.retry}
      </button>
    </ErrorView>
  );
}
