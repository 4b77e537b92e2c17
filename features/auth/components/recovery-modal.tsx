'use client';

import { useTranslations } from 'next-intl';
import { NamedModal } from '@/components/modal/named-modal';
import { useUiStore } from '@/components/ui-store';
import { ApiError } from '@/lib/api/envelope';
import { useRecoverPassword } from '../api/recover-password';
import { AUTH_MESSAGES } from '@/lib/auth/schemas/messages';
import { useAuthStore } from '../stores/auth-store';
import { EmailAddressForm } from './email-address-form';

/** Password recovery (spec §4, §8): success closes the modal; a failure shows «Нет такого имейла в базе». */
export function RecoveryModal() {
  const t = useTranslations('auth.recovery');
  return (
    <NamedModal name="recovery" title={t('title')} testId="recovery-modal">
      <RecoveryForm />
    </NamedModal>
  );
}

function RecoveryForm() {
  const t = useTranslations('auth');
  const closeModal = useUiStore((state) => state.closeModal);
  const recover = useRecoverPassword();
  return (
    <EmailAddressForm
      formId="recovery"
      submitLabel={t('recovery.submit')}
      lead={<p className="modal__lead">{t('recovery.lead')}</p>}
      onSubmit={async (email) => {
        await recover.mutateAsync({ email });
        useAuthStore.getState().notify(t('recovery.sent', { email }));
        closeModal();
      }}
      onError={(error, setError) => {
        // Any failure reads as the spec's "not in the database", except the rate limit.
        const limited = error instanceof ApiError && error.status === 429;
        setError('email', { type: 'server', message: limited ? AUTH_MESSAGES.tooManyRequests : AUTH_MESSAGES.unknownEmail });
      }}
    />
  );
}
