'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Pager } from '@/components/page/pager';
import { StatusBadge } from '@/components/page/status-badge';
import { Link } from '@/i18n/navigation';
import { routePath } from '@/lib/routes';
import { REQUEST_LIST_LIMIT } from '@/lib/submissions/types';
import { useRequests } from '../api/get-requests';
import './requests.css';

/** /passport without an id: the user's requests, each a link to its passport (/passport/{id}). */
export function PassportPicker() {
  const t = useTranslations('requests');
  const [page, setPage] = useState(1);
  const requests = useRequests(page);
  if (requests.isPending) return <p role="status">{t('list.loading')}</p>;
  if (requests.isError) return <p role="alert">{t('list.failed')}</p>;
  if (!requests.data.items.length) {
    return (
      <div className="requests" data-testid="passport-picker">
        <p>{t('picker.empty')}</p>
        <p>
          <Link href={{ pathname: routePath('profile'), query: { tab: 'projects' } }}>{t('picker.toProjects')}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="requests" data-testid="passport-picker">
      <p>{t('picker.lead')}</p>
      <ul className="requests__list">
        {requests.data.items.map((item) => (
          <li key={item.id} className="request-card">
            <div className="request-card__head">
              <Link href={`${routePath('passport')}/${item.id}`} className="request-card__title">
                {item.title || t('list.untitled')}
              </Link>
              <StatusBadge status={item.status} label={t('list.status')}>
                {t(`status.${item.status}`)}
              </StatusBadge>
            </div>
            <p className="request-card__meta">{item.passportEditable ? t('picker.editable') : t('picker.readOnly')}</p>
          </li>
        ))}
      </ul>
      <Pager page={page} totalCount={requests.data.totalCount} limit={REQUEST_LIST_LIMIT} onPage={setPage} />
    </div>
  );
}
