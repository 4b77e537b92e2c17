'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { messageKey as keyIn } from '@/lib/api/message-key';
import { AUTH_MESSAGES } from '@/lib/auth/schemas/messages';

type MessageKey = keyof typeof AUTH_MESSAGES;

/** The catalogue key of an API/schema message, if it is one (spec §8 messages included). */
export function messageKey(message: string | undefined): MessageKey | undefined {
  return keyIn(AUTH_MESSAGES, message)?.key;
}

/**
 * Turns an API or schema message (English, messages.ts) into the localized text (`auth.errors.*`);
 * anything else (network, 5xx) becomes the generic failure text.
 */
export function useErrorText(): (message: string | undefined) => string | undefined {
  const t = useTranslations('auth.errors');
  return useCallback(
    (message) => {
      if (message === undefined) return undefined;
      const key = messageKey(message);
      return key ? t(key) : t('generic');
    },
    [t],
  );
}
