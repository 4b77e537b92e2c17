'use client';

import { useTranslations } from 'next-intl';
import { useFormat } from '@/i18n/use-format';
import { useState } from 'react';
import { useProjectName } from '@/components/account/project-name';
import { FileLinks } from '@/components/files/file-links';
import { Pager } from '@/components/page/pager';
import { StatusBadge } from '@/components/page/status-badge';
import { useUiStore } from '@/components/ui-store';
import { ItemFollowUp, ItemThread } from '@/features/threads';
import { Link } from '@/i18n/navigation';
import { routePath } from '@/lib/routes';
import { CLOSED_REQUEST_STATUSES, REQUEST_LIST_LIMIT, type RequestItem, type RequestStatus } from '@/lib/submissions/types';
import { requestsQueryKey } from '@/components/account/requests-query-key';
import { useRequests } from '../api/get-requests';
import { LazyApplicationSuccessModal, LazySubmitProjectModal } from './lazy-submit-project';
import './requests.css';

/** The cabinet's Projects tab: the submit button and the user's requests (GET /request/list, 15 a page). */
export function ProjectsTab() {
  const t = useTranslations('requests');
  const [page, setPage] = useState(1);
  const requests = useRequests(page);
  const openModal = useUiStore((state) => state.openModal);

  let body;
  if (requests.isPending) body = <p role="status">{t('list.loading')}</p>;
  else if (requests.isError)
    body = (
      <p role="alert">
        {t('list.failed')}{' '}
        <button type="button" className="button button--link" onClick={() => void requests.refetch()}>
          {t('list.retry')}
        </button>
      </p>
    );
  else if (!requests.data.items.length) body = <p className="requests__empty">{t('empty')}</p>;
  else
    body = (
      <>
        <p className="visually-hidden" role="status">
          {t('list.count', { count: requests.data.totalCount })}
        </p>
        <ul className="requests__list" data-testid="request-list">
          {requests.data.items.map((item) => (
            <li key={item.id}>
              <RequestCard item={item} />
            </li>
          ))}
        </ul>
        <Pager page={page} totalCount={requests.data.totalCount} limit={REQUEST_LIST_LIMIT} onPage={setPage} />
      </>
    );

  return (
    <div className="requests" data-testid="projects-tab">
      <div className="form__actions">
        <button type="button" className="button" aria-haspopup="dialog" onClick={() => openModal('submitProject')}>
          {t('submit')}
        </button>
      </div>
      {body}
      <LazySubmitProjectModal />
      <LazyApplicationSuccessModal />
    </div>
  );
}

function RequestCard({ item }: { item: RequestItem }) {
  const t = useTranslations('requests');
  const format = useFormat();
  const projectName = useProjectName();
  const titleId = `request-${item.id}-title`;
  const title = projectName(item.title).name;
  const closed = CLOSED_REQUEST_STATUSES.includes(item.status);
  return (
    <article className="request-card" aria-labelledby={titleId} data-testid={`request-${item.id}`}>
      <div className="request-card__head">
        <h3 id={titleId} className="request-card__title">
          {title}
        </h3>
        <StatusBadge status={item.status} label={t('list.status')}>
          {t(`status.${item.status}`)}
        </StatusBadge>
      </div>
      <p className="request-card__meta">
        {t('list.sent', { date: format.date(item.createdAt) })} · {t('list.number', { reference: item.reference })}
      </p>
      {item.site ? (
        <p className="request-card__site" data-testid="request-site">
          <strong>{t('list.site')}:</strong> <Link href={`${routePath('productionSites')}/${item.site.slug}`}>{item.site.title}</Link>
        </p>
      ) : null}
      {item.description ? <p className="request-card__description">{item.description}</p> : null}
      {item.reviewComment ? (
        <p className="request-card__comment" data-testid="review-comment">
          <strong>{t('list.comment')}:</strong> {item.reviewComment}
        </p>
      ) : null}
      {item.files.length ? (
        <>
          <h4>{t('list.files')}</h4>
          <FileLinks files={item.files} label={t('list.filesOf', { title })} />
        </>
      ) : null}
      <ItemFollowUp item={{ ...item, closed }} statusLabel={(status) => t(`status.${status as RequestStatus}`)} />
      <ItemThread kind="request" id={item.id} closed={closed} defaultOpen={item.status === 'clarification'} listQueryKey={requestsQueryKey} />
      <p>
        <Link href={`${routePath('passport')}/${item.id}`} data-testid="passport-link">
          {item.passportEditable ? (item.hasPassport ? t('list.passportEdit') : t('list.passportFill')) : t('list.passportView')}
          <span className="visually-hidden">: {title}</span>
        </Link>
      </p>
    </article>
  );
}
