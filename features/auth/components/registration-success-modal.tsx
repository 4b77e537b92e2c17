'use client';

import { useTranslations } from 'next-intl';
import { NamedModal } from '@/components/modal/named-modal';
import { useUiStore } from '@/components/ui-store';
import { useAuthStore } from '../stores/auth-store';

/** After registration (spec §4): the e-mail must be confirmed before the account can be used. */
export function RegistrationSuccessModal() {
  const t = useTranslations('auth.registrationSuccess');
  const closeModal = useUiStore((state) => state.closeModal);
  const email = useAuthStore((state) => state.registeredEmail);
  return (
    <NamedModal name="registrationSuccess" title={t('title')} testId="registration-success-modal">
      <p>{t('text', { email: email ?? '' })}</p>
      <p>{t('spam')}</p>
      <div className="form__actions">
        <button type="button" className="button" onClick={closeModal}>
          {t('ok')}
        </button>
      </div>
    </NamedModal>
  );
}
