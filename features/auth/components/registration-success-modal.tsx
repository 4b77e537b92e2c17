'use client';

import { useTranslations } from 'next-intl';
import { MessageModal } from '@/components/modal/message-modal';
import { useAuthStore } from '../stores/auth-store';

/** After registration (spec §4): the e-mail must be confirmed before the account can be used. */
export function RegistrationSuccessModal() {
  const t = useTranslations('auth.registrationSuccess');
  const email = useAuthStore((state) => state.registeredEmail);
  return (
    <MessageModal name="registrationSuccess" title={t('title')} closeLabel={t('ok')} testId="registration-success-modal">
      <p>{t('text', { email: email ?? '' })}</p>
      <p>{t('spam')}</p>
    </MessageModal>
  );
}
