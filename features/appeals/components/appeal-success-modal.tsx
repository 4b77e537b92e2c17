'use client';

import { useTranslations } from 'next-intl';
import { useFormat } from '@/i18n/use-format';
import { MessageModal } from '@/components/modal/message-modal';
import { useSentAppeal } from '../stores/sent-appeal';

/** «Your request has been sent successfully» (spec §8) after an appeal, with its reference and due date. */
export function AppealSuccessModal() {
  const t = useTranslations('appeals.success');
  const format = useFormat();
  const sent = useSentAppeal((state) => state.sent);
  return (
    <MessageModal name="appealSuccess" title={t('title')} closeLabel={t('close')} testId="appeal-success-modal">
      <div role="status">
        <p>{t('text')}</p>
        {sent?.reference ? (
          <p data-testid="sent-reference">
            {t('reference', { reference: sent.reference, date: format.date(sent.dueDate) })}
          </p>
        ) : null}
      </div>
    </MessageModal>
  );
}
