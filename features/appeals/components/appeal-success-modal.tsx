'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { MessageModal } from '@/components/modal/message-modal';
import { useSentAppeal } from '../stores/sent-appeal';

/** «Your request has been sent successfully» (spec §8) after an appeal, with its reference and due date. */
export function AppealSuccessModal() {
  const t = useTranslations('appeals.success');
  const format = useFormatter();
  const sent = useSentAppeal((state) => state.sent);
  return (
    <MessageModal name="appealSuccess" title={t('title')} closeLabel={t('close')} testId="appeal-success-modal">
      <div role="status">
        <p>{t('text')}</p>
        {sent?.reference ? (
          <p data-testid="sent-reference">
            {t('reference', { reference: sent.reference, date: format.dateTime(new Date(`${sent.dueDate}T00:00:00Z`), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }) })}
          </p>
        ) : null}
      </div>
    </MessageModal>
  );
}
