import type { EventRegistrationResult } from '@/lib/submissions/types';

/** The last registration's event, for the success page (this tab only; gone after the tab closes). */
const LAST_KEY = 'event-registration:last';

export function rememberRegistration(result: EventRegistrationResult): void {
  try {
    sessionStorage.setItem(LAST_KEY, JSON.stringify(result.event));
  } catch {
    // Storage may be unavailable (private mode): the success page then shows its general text only.
  }
}

/** The stored JSON (a string, so that it can be a stable useSyncExternalStore snapshot). */
export function lastRegistrationRaw(): string | null {
  try {
    return sessionStorage.getItem(LAST_KEY);
  } catch {
    return null;
  }
}

export function parseRegisteredEvent(raw: string | null): EventRegistrationResult['event'] | null {
  if (!raw) return null;
  try {
    const event = JSON.parse(raw) as EventRegistrationResult['event'] | null;
    return event && typeof event.title === 'string' ? event : null;
  } catch {
    return null;
  }
}
