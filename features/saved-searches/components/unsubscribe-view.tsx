'use client';

import { QueryProvider } from '@/components/query-provider';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { ApiError } from '@/lib/api/envelope';
import { routePath } from '@/lib/routes';
import { useUnsubscribe, useUnsubscribeView } from '../api/unsubscribe';
import './saved-searches.css';

/**
 * /saved-search/unsubscribe/{token}: the link at the foot of every alert. Opening it changes nothing (mail clients
 * and link scanners fetch links before the reader does): it names the search and offers the button that stops its
 * alerts (POST, the same address as the mail's one-click List-Unsubscribe). A link that opens no search says so.
 */
function UnsubscribeViewContent({ token }: { token: string }) {
  const t = useTranslations('savedSearches.unsubscribe');
  const view = useUnsubscribeView(token);
  const unsubscribe = useUnsubscribe(token);

  const toProfile = (
    <p>
      <Link href={{ pathname: routePath('profile'), query: { tab: 'savedSearches' } }}>{t('toProfile')}</Link>
    </p>
  );
  if (view.isPending) {
    return (
      <p role="status" aria-live="polite">
        {t('checking')}
      </p>
    );
  }
  if (view.isError) {
    const invalid = view.error instanceof ApiError && view.error.status === 404;
    return (
      <div className="unsubscribe-view" role="alert" data-testid="unsubscribe-invalid">
        <p>{invalid ? t('invalid') : t('failed')}</p>
        {toProfile}
      </div>
    );
  }
  if (view.data.unsubscribed) {
    return (
      <div className="unsubscribe-view" role="status" data-testid="unsubscribe-done">
        <p>{t('done', { name: view.data.name })}</p>
        {toProfile}
      </div>
    );
  }
  return (
    <div className="unsubscribe-view" data-testid="unsubscribe-confirm">
      <p>{t('lead', { name: view.data.name })}</p>
      {unsubscribe.isError ? (
        <p className="saved-searches__error" role="alert">
          {t('failed')}
        </p>
      ) : null}
      <button type="button" className="button" onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending}>
        {t('button')}
      </button>
      {toProfile}
    </div>
  );
}

/** The island with the tab's react-query client (components/query-provider.tsx) it reads the API through. */
export function UnsubscribeView(props: { token: string }) {
  return (
    <QueryProvider>
      <UnsubscribeViewContent {...props} />
    </QueryProvider>
  );
}
