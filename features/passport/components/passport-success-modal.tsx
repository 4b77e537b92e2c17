'use client';

import { useTranslations } from 'next-intl';
import { MessageModal } from '@/components/modal/message-modal';
import { PASSPORT_SAVE_ID } from './passport-form';

/** After a save (spec §2 "passport success"): «Changes applied». */
export function PassportSuccessModal() {
  const t = useTranslations('passport.success');
  return (
    // The save button was disabled while saving, so the focus had left it before the modal opened.
    <MessageModal
      name="passportSuccess"
      title={t('title')}
      closeLabel={t('close')}
      testId="passport-success-modal"
      returnFocusTo={PASSPORT_SAVE_ID}
    >
      <p role="status">{t('text')}</p>
    </MessageModal>
  );
}
