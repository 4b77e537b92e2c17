'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { ApiError } from '@/lib/api/envelope';
import { SAVED_SEARCH_MESSAGES as S } from '@/lib/saved-searches/schemas';

/** The schema's messages (English) that the name field can show, and their keys in savedSearches.errors. */
const KEY_BY_MESSAGE = new Map<string, 'nameRequired' | 'nameTooLong' | 'controlCharacters'>([
  [S.required, 'nameRequired'],
  [S.tooLong, 'nameTooLong'],
  [S.controlCharacters, 'controlCharacters'],
]);

/**
 * Saved searches' failures in words: the name's own rules, 401 (the session has ended), 403 (an unconfirmed
 * account), the API's 422 message (localized by the server: the limit of saved searches, a refused query), else
 * the generic text.
 */
export function useSavedSearchErrorText(): (failure: unknown, field?: string) => string | undefined {
  const t = useTranslations('savedSearches.errors');
  return useCallback(
    (failure, field) => {
      if (failure === undefined || failure === null) return undefined;
      if (typeof failure === 'string') {
        const key = KEY_BY_MESSAGE.get(failure);
        return key ? t(key) : failure;
      }
      if (failure instanceof ApiError) {
        if (failure.status === 401) return t('unauthorized');
        if (failure.status === 403) return t('unverified');
        const message = (field && failure.field(field)) || Object.values(failure.fieldErrors).flat()[0] || failure.message;
        if (message && failure.status === 422) return message;
      }
      return t('generic');
    },
    [t],
  );
}
