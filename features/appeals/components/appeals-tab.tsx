'use client';

import { useTranslations } from 'next-intl';
import { useFormat } from '@/i18n/use-format';
import { useState } from 'react';
import { FileLinks } from '@/components/files/file-links';
import { Pager } from '@/components/page/pager';
import { StatusBadge } from '@/components/page/status-badge';
import { ItemFollowUp, ItemThread } from '@/features/threads';
import { CLOSED_APPEAL_STATUSES, type Appeal, type AppealStatus } from '@/lib/submissions/types';
import { APPEAL_LIST_LIMIT, appealsQueryKey, useAppeals } from '../api/get-appeals';
import { AppealForm } from './appeal-form';
import { AppealSuccessModal } from './appeal-success-modal';
import './appeals.css';

/** The cabinet's Appeals tab: the appeal form, then the user's appeals with their status and the staff's answer. */
export function AppealsTab() {
  return (
    <div className="appeals" data-testid="appeals-tab">
      <AppealForm />
      <AppealList />
      <AppealSuccessModal />
    </div>
  );
}

function AppealList() {
  const t = useTranslations('appeals');
  const [page, setPage] = useState(1);
  const appeals = useAppeals(page);
  let body;
  if (appeals.isPending) body = <p role="status">{t('list.loading')}</p>;
  else if (appeals.isError)
    body = (
      <p role="alert">
        {t('list.failed')}{' '}
        <button type="button" className="button button--link" onClick={() => void appeals.refetch()}>
          {t('list.retry')}
        </button>
      </p>
    );
  else if (!appeals.data.items.length) body = <p>{t('empty')}</p>;
  else
    body = (
      <>
        <ul className="appeals__list" data-testid="appeal-list">
          {appeals.data.items.map((appeal) => (
            <li key={appeal.id}>
              <AppealCard appeal={appeal} />
            </li>
          ))}
        </ul>
        <Pager page={page} totalCount={appeals.data.totalCount} limit={APPEAL_LIST_LIMIT} onPage={setPage} />
      </>
    );
  return (
    <section className="appeals__history" aria-labelledby="appeal-list-title">
      <h3 id="appeal-list-title" className="appeals__title">
        {t('list.title')}
      </h3>
      {body}
    </section>
  );
}

function AppealCard({ appeal }: { appeal: Appeal }) {
  const t = useTranslations('appeals');
  const format = useFormat();
  const date = (iso: string) => format.date(iso);
  const titleId = `appeal-${appeal.id}-title`;
  const closed = CLOSED_APPEAL_STATUSES.includes(appeal.status);
  return (
    <article className="appeal-card" aria-labelledby={titleId} data-testid={`appeal-${appeal.id}`}>
      <div className="appeal-card__head">
        <h4 id={titleId} className="appeal-card__title">
          {t('list.heading', { reference: appeal.reference, date: date(appeal.createdAt) })}
        </h4>
        <StatusBadge status={appeal.status} label={t('list.status')}>
          {t(`status.${appeal.status}`)}
        </StatusBadge>
      </div>
      <p className="appeal-card__text">{appeal.message}</p>
      <FileLinks files={appeal.files} label={t('list.filesOf', { reference: appeal.reference })} />
      {appeal.answer ? (
        <div className="appeal-card__answer" data-testid="appeal-answer">
          <p className="appeal-card__answer-title">
            {appeal.answeredAt ? t('list.answerOn', { date: date(appeal.answeredAt) }) : t('list.answer')}
          </p>
          <p className="appeal-card__text">{appeal.answer}</p>
        </div>
      ) : appeal.status === 'clarification' ? null : (
        // While the agency waits for the investor, the follow-up's notice says so instead.
        <p className="appeal-card__pending">{t('list.noAnswer')}</p>
      )}
      <ItemFollowUp item={{ ...appeal, closed }} statusLabel={(status) => t(`status.${status as AppealStatus}`)} />
      <ItemThread kind="message" id={appeal.id} closed={closed} defaultOpen={appeal.status === 'clarification'} listQueryKey={appealsQueryKey} />
    </article>
  );
}
