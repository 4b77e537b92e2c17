'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { REQUEST_FORM_ERRORS } from '../api/create-request';

const KEYS = new Set<string>([...REQUEST_FORM_ERRORS, 'notEmpty', 'failed', 'unverified']);

/** The form's own message keys become `requests.errors.*`; a server message (already localized) is shown as it is. */
export function useRequestText(): (message: string | undefined) => string | undefined {
  const t = useTranslations('requests.errors');
  return useCallback((message) => (message === undefined ? undefined : KEYS.has(message) ? t(message) : message), [t]);
}
