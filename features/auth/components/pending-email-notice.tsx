'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormStatus } from '@/components/form/fields';
import type { PortalUser } from '@/lib/auth/schemas/user';
import { useCancelEmailChange } from '../api/close-account';

/** The user with the address waiting for confirmation (POST /user/update with a new e-mail; null when none). */
type WithPendingEmail = PortalUser & { pendingEmail?: string | null };

/**
 * Settings: a requested e-mail change waits for the link sent to the new address; the current address stays
 * in force until then, and the change can be cancelled.
 */
export function PendingEmailNotice({ user }: { user: WithPendingEmail }) {
  const t = useTranslations('cabinetAccount.pending');
  const cancel = useCancelEmailChange();
  const [cancelled, setCancelled] = useState(false);

  if (!user.pendingEmail) return cancelled ? <FormStatus>{t('cancelled')}</FormStatus> : null;
  return (
    <div className="cabinet__notice" data-testid="pending-email">
      <p className="cabinet__pending">{t('text', { email: user.pendingEmail, current: user.email })}</p>
      {cancel.isError ? <p role="alert">{t('failed')}</p> : null}
      <div className="form__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate(undefined, { onSuccess: () => setCancelled(true) })}
        >
          {t('cancel')}
        </button>
      </div>
    </div>
  );
}
