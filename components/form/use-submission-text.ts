'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { messageKey } from '@/lib/api/message-key';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from '@/lib/auth/schemas/messages';
import { submissionMessageKey } from '@/lib/submissions/schemas/messages';

/**
 * Localizes a message of the submissions forms: the API's and the shared schemas' English texts
 * (SUBMISSION_MESSAGES → `submissionsApi.*`, AUTH_MESSAGES → `auth.errors.*`, ACCOUNT_MESSAGES → `account.errors.*`),
 * then the form's own keys (`own(key)` returns the text, or undefined when it is not one); anything else is shown as given.
 */
export function useSubmissionText(own?: (key: string) => string | undefined): (message: string | undefined) => string | undefined {
  const t = useTranslations();
  return useCallback(
    (message) => {
      if (message === undefined) return undefined;
      const submission = submissionMessageKey(message);
      if (submission) return t(`submissionsApi.${submission.key}`, submission.values);
      const auth = messageKey(AUTH_MESSAGES, message)?.key;
      if (auth) return t(`auth.errors.${auth}`);
      const account = messageKey(ACCOUNT_MESSAGES, message)?.key;
      if (account) return t(`account.errors.${account}`);
      return own?.(message) ?? message;
    },
    [t, own],
  );
}
