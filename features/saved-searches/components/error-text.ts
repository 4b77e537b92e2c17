'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { failureText } from '@/components/form/failure-text';
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
  return useCallback((failure, field) => failureText(failure, field, { t, keyByMessage: KEY_BY_MESSAGE, apiMessage: true }), [t]);
}
