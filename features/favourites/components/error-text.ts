'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { failureText } from '@/components/form/failure-text';
import { FAVOURITES_MESSAGES as F } from '@/lib/submissions/schemas/favourites';

/** The schema's messages (English) that a form can show, and their keys in favourites.errors. */
const KEY_BY_MESSAGE = new Map<string, 'titleRequired' | 'titleTooLong' | 'controlCharacters'>([
  [F.required, 'titleRequired'],
  [F.tooLong, 'titleTooLong'],
  [F.controlCharacters, 'controlCharacters'],
]);

/**
 * The favourites' failures in words: the form's own rules (keys of favourites.errors), 401 (the session has
 * ended), 403 (an unconfirmed account: favourites need a confirmed e-mail), the API's 422 message for `field`
 * (localized by the server), anything else the generic text.
 */
export function useFavouritesErrorText(): (failure: unknown, field?: string) => string | undefined {
  const t = useTranslations('favourites.errors');
  return useCallback((failure, field) => failureText(failure, field, { t, keyByMessage: KEY_BY_MESSAGE }), [t]);
}
