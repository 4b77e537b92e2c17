'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { messageKey } from '@/lib/api/message-key';
import { ACCOUNT_MESSAGES } from '@/lib/auth/schemas/messages';
import { useErrorText } from './error-text';

/**
 * useErrorText() plus the accounts API's newer messages (ACCOUNT_MESSAGES → `account.errors.*`): control
 * characters, the same password again, a wrong password on account deletion, a too large body…
 */
export function useAccountErrorText(): (message: string | undefined) => string | undefined {
  const authText = useErrorText();
  const t = useTranslations('account.errors');
  return useCallback(
    (message) => {
      const key = messageKey(ACCOUNT_MESSAGES, message)?.key;
      return key ? t(key) : authText(message);
    },
    [authText, t],
  );
}
