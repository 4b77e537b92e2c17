'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { ACCOUNT_MESSAGES } from '@/lib/auth/schemas/messages';
import { useErrorText } from './error-text';

type AccountKey = keyof typeof ACCOUNT_MESSAGES;
const ACCOUNT_KEY_BY_MESSAGE = new Map<string, AccountKey>(
  (Object.entries(ACCOUNT_MESSAGES) as [AccountKey, string][]).map(([key, message]) => [message, key]),
);

/**
 * useErrorText() plus the accounts API's newer messages (ACCOUNT_MESSAGES → `account.errors.*`): control
 * characters, the same password again, a wrong password on account deletion, a too large body…
 */
export function useAccountErrorText(): (message: string | undefined) => string | undefined {
  const authText = useErrorText();
  const t = useTranslations('account.errors');
  return useCallback(
    (message) => {
      const key = message === undefined ? undefined : ACCOUNT_KEY_BY_MESSAGE.get(message);
      return key ? t(key) : authText(message);
    },
    [authText, t],
  );
}
