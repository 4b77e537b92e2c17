'use client';

import { useTranslations } from 'next-intl';
import { useFormat } from '@/i18n/use-format';
import { useId } from 'react';
import './threads.css';

/** What the cabinet shows of an item's progress (a request's or an appeal's fields of the list). */
export type FollowedItem = {
  reference: string | null;
  /** The last day of the promised answer (YYYY-MM-DD, Krasnoyarsk). */
  dueDate: string | null;
  /** The curator's first name, once someone is assigned. */
  assignee: string | null;
  status: string;
  closed: boolean;
  history: readonly { status: string; at: string }[];
};

/**
 * An item's follow-up in the cabinet: its reference, when the answer is due (or that the clock waits for the
 * investor's clarification), the curator's first name once assigned, and the timeline of its statuses with dates.
 * Dates are Krasnoyarsk's, formatted in the page's language.
 */
export function ItemFollowUp({ item, statusLabel }: { item: FollowedItem; statusLabel: (status: string) => string }) {
  const t = useTranslations('threads.follow');
  const format = useFormat();
  const timelineId = useId();
  const day = (date: string) => format.date(date);
  const moment = (iso: string) => format.dateTime(iso);
  const waiting = item.status === 'clarification';
  return (
    <div className="follow-up" data-testid="follow-up">
      <dl className="follow-up__facts">
        {item.reference ? (
          <div>
            <dt>{t('reference')}</dt>
            <dd data-testid="reference">{item.reference}</dd>
          </div>
        ) : null}
        {!item.closed && item.dueDate ? (
          <div>
            <dt>{t('due')}</dt>
            <dd data-testid="due-date">
              {waiting ? t('paused') : <time dateTime={item.dueDate}>{day(item.dueDate)}</time>}
            </dd>
          </div>
        ) : null}
        {item.assignee ? (
          <div>
            <dt>{t('curator')}</dt>
            <dd data-testid="curator">{item.assignee}</dd>
          </div>
        ) : null}
      </dl>
      {waiting ? (
        <p className="follow-up__notice" data-testid="clarification-notice">
          {t('clarification')}
        </p>
      ) : null}
      {item.history.length ? (
        <>
          <p id={timelineId} className="follow-up__label">
            {t('timeline')}
          </p>
          <ol className="follow-up__timeline" aria-labelledby={timelineId} data-testid="timeline">
            {item.history.map((entry, index) => (
              <li key={`${entry.at}-${index}`}>
                <span className="follow-up__status">{statusLabel(entry.status)}</span>{' '}
                <time dateTime={entry.at}>{moment(entry.at)}</time>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </div>
  );
}
