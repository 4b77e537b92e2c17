import { ApiError } from '@/lib/api/envelope';

/** The words a feature's `errors` namespace has for the failures every signed-in form shares. */
type SharedKey = 'unauthorized' | 'unverified' | 'generic';

export type FailureTextOptions<K extends string> = {
  /** The feature's `errors` translator. */
  t: (key: K | SharedKey) => string;
  /** The form schema's messages (English) and their keys in the feature's `errors`. */
  keyByMessage: ReadonlyMap<string, K>;
  /** Whether a 422 without field errors shows the API's own (localized) message rather than the generic text. */
  apiMessage?: boolean;
};

/**
 * A signed-in form's failure in words: a schema message by its key, 401 (the session has ended), 403 (an unconfirmed
 * account), the API's 422 message for `field` (localized by the server), anything else the generic text.
 */
export function failureText<K extends string>(failure: unknown, field: string | undefined, options: FailureTextOptions<K>): string | undefined {
  const { t, keyByMessage, apiMessage = false } = options;
  if (failure === undefined || failure === null) return undefined;
  if (typeof failure === 'string') {
    const key = keyByMessage.get(failure);
    return key ? t(key) : failure;
  }
  if (failure instanceof ApiError) {
    if (failure.status === 401) return t('unauthorized');
    if (failure.status === 403) return t('unverified');
    const message = (field && failure.field(field)) || Object.values(failure.fieldErrors).flat()[0] || (apiMessage ? failure.message : undefined);
    if (message && failure.status === 422) return message;
  }
  return t('generic');
}
