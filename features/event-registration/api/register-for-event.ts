import { useMutation } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';
import type { EventRegistrationResult } from '@/lib/submissions/types';
import type { RegistrationInput } from './registration-form';

/** POST /event/registration (multipart, no auth): every §3 field; booleans as 'true' / 'false', no comment → not sent. */
export function registerForEvent(input: RegistrationInput): Promise<EventRegistrationResult> {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) if (value !== null && value !== undefined) form.append(key, String(value));
  return browserApi().post<EventRegistrationResult>('/event/registration', form);
}

export function useRegisterForEvent() {
  return useMutation({ mutationFn: registerForEvent });
}
